import type { Page } from '@playwright/test';
import { SAMPLE_LABEL } from '../../src/label/sample-label';
import { csvText } from '../support/csv-fixtures';
import { expectNoViolations } from './support/axe';
import { batchSection } from './support/batch-section';
import { expect, test } from './support/fixtures';
import { generatorPage } from './support/generator-page';
import { refuseIndexedDb } from './support/refuse-indexeddb';
import { savedSenders } from './support/saved-senders';

// Senders kept on the visitor's own device (IndexedDB), under a short name, one of them filled in on later visits.

const databases = (page: Page) => page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));

test('a sender saved under a short name is filled in on the next visit, and can be switched, renamed, made default and deleted', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  const senders = savedSenders(page);
  await expect(senders.save).toHaveAttribute('aria-disabled', 'false');
  // A first visit keeps nothing: no database until something is saved, and no choice of sender.
  expect(await databases(page)).toEqual([]);
  await expect(senders.sender).toHaveCount(0);

  await generator.fill({ fromName: 'Ana Lima', fromCompany: 'Lima Ceramics', fromAddress: '12 Harbour Road\nPortland, OR 97205', fromPhone: '503 555 0142' });
  await senders.save.click();
  await expect(senders.dialog.getByLabel(/default sender/), 'the first sender is the default').toBeChecked();
  // A short name is needed: said in the dialog, which stays open.
  await senders.dialog.getByRole('button', { name: 'Save sender' }).click();
  await expect(senders.dialog.getByText('Give this sender a short name, such as Shop or Home.')).toBeVisible();
  await expectNoViolations(page, 'the save dialog with its message', '[role="dialog"]');
  await senders.dialog.getByLabel('Short name').fill('Shop');
  await senders.dialog.getByRole('button', { name: 'Save sender' }).click();
  await expect(senders.status).toHaveText('Saved the sender as “Shop” on this device.');
  await expect(senders.sender.locator('option:checked')).toHaveText('Shop (default)');

  await generator.fill({ fromName: 'Ana at home', fromCompany: '' });
  await senders.saveAs('Home', { asDefault: false });
  await expect(senders.sender.locator('option')).toHaveText(['Home', 'Shop (default)']);
  await expectNoViolations(page, 'the saved senders with two senders', '[role="group"][aria-labelledby]');

  // The next visit: the default sender in place of the example, in the form and on the label.
  await page.reload();
  await expect(generator.field('fromName')).toHaveValue('Ana Lima');
  await expect(generator.field('fromCompany')).toHaveValue('Lima Ceramics');
  await expect(senders.status).toHaveText('Your default sender, Shop, is filled in.');
  await expect(generator.preview).toContainText('Ana Lima');

  await senders.sender.selectOption({ label: 'Home' });
  await expect(generator.field('fromName')).toHaveValue('Ana at home');
  await expect(generator.field('fromCompany')).toHaveValue('');
  await senders.panel.getByRole('button', { name: 'Make default' }).click();
  await expect(senders.sender.locator('option')).toHaveText(['Home (default)', 'Shop']);
  await senders.panel.getByRole('button', { name: 'Rename' }).click();
  await senders.dialog.getByLabel('Short name').fill('shop');
  await senders.dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(senders.dialog.getByText('Another sender is already called “Shop”.')).toBeVisible();
  await senders.dialog.getByLabel('Short name').fill('Home office');
  await senders.dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(senders.sender.locator('option')).toHaveText(['Home office (default)', 'Shop']);
  await senders.panel.getByRole('button', { name: 'Delete' }).click();
  await expect(senders.status).toHaveText('Deleted “Home office” from this device. The form keeps its fields.');
  await expect(senders.sender.locator('option')).toHaveText(['Choose a saved sender', 'Shop (default)']);
  await expect(generator.field('fromName')).toHaveValue('Ana at home');
});

test('a default sender never replaces a sender the visitor has typed', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  const senders = savedSenders(page);
  await generator.fill({ fromName: 'Ana Lima' });
  await senders.saveAs('Shop');
  // The next visit, with the code held back until the visitor has typed a sender of their own.
  // The saved senders come in the form's extras chunk (src/features/label-form/form-extras.ts).
  let release = () => {};
  let asked = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/assets\/form-extras-[\w-]+\.js$/, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.reload();
  await generator.fill({ fromName: 'Someone else' });
  // Released only once the page has asked for it: the code arrives after the typing, whenever the page asks.
  await requested;
  release();
  await expect(senders.sender).toBeVisible();
  await expect(senders.panel.locator('[role="status"]'), 'no word of a default filled in').toHaveText('');
  await expect(generator.field('fromName')).toHaveValue('Someone else');
  await expect(generator.field('fromCompany')).toHaveValue(SAMPLE_LABEL.fromCompany);
});

test('where the browser keeps nothing, Save sender says so and the form keeps what was typed', async ({ page }) => {
  await refuseIndexedDb(page);
  await page.goto('/generator');
  const generator = generatorPage(page);
  const senders = savedSenders(page);
  await generator.fill({ fromName: 'Ana Lima' });
  await senders.saveAs('Shop');
  await expect(senders.status).toHaveText(/^Your browser is not letting ShipLabel keep anything on this device .* nothing you typed is lost\.$/);
  await expect(generator.field('fromName')).toHaveValue('Ana Lima');
  await expect(senders.sender).toHaveCount(0);
});

test('the batch offers the saved senders: one chosen there is the sender of every label, and fills the form', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.fill({ fromName: 'Ana Lima', fromCompany: 'Lima Ceramics', fromAddress: '12 Harbour Road', fromPhone: '' });
  await savedSenders(page).saveAs('Shop');
  await generator.fill({ fromName: 'Someone typing', fromCompany: '' });

  const batch = batchSection(page);
  await batch.paste(csvText([['Recipient name', 'Recipient address line 1'], ['Ada Quill', '3 Ink Lane']], { delimiter: '\t' }));
  const choice = batch.carries.getByLabel('Use a saved sender');
  await expect(choice.locator('option')).toHaveText(['Choose a saved sender', 'Shop (default)']);
  await choice.selectOption({ label: 'Shop (default)' });
  await expect(batch.carries.getByRole('definition').first()).toHaveText('Ana Lima, Lima Ceramics, 12 Harbour RoadChange');
  await expect(generator.field('fromName')).toHaveValue('Ana Lima');
  await batch.createButton.click();
  await expect(batch.ready).toHaveText('Your PDF with 1 label is ready.');
});
