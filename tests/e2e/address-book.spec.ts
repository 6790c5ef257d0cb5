import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { generatorPage } from './support/generator-page';
import { refuseIndexedDb } from './support/refuse-indexeddb';

// The address book above the recipient's fields: kept on the visitor's own device, found as they type.

const savedRecipients = (page: Page) => {
  const panel = page.getByRole('group', { name: 'Saved recipients' });
  return {
    panel,
    search: panel.getByRole('combobox', { name: 'Address book' }),
    options: panel.getByRole('option'),
    save: panel.getByRole('button', { name: 'Save recipient' }),
    remember: panel.getByRole('checkbox', { name: 'Remember recipients I print' }),
    status: panel.getByRole('status').last(),
  };
};

const databases = (page: Page) => page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));

test('two recipients saved; one found by typing without its accent and chosen by keyboard; deleted; kept over a reload', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  const book = savedRecipients(page);
  await expect(book.save).toHaveAttribute('aria-disabled', 'false');
  expect(await databases(page), 'nothing is kept before a save').toEqual([]);

  await generator.fill({ toName: 'Zoë Müller', toCompany: '', toAddress: 'Hauptstraße 5\n80331 München', toPhone: '' });
  await book.save.click();
  await expect(book.status).toHaveText('Saved Zoë Müller in the address book on this device.');
  await generator.fill({ toName: 'José Álvarez', toCompany: 'Café Olé', toAddress: 'Calle Mayor 1\n28013 Madrid', toPhone: '+34 600 000 000' });
  await book.save.click();
  await expect(book.status).toHaveText('Saved José Álvarez in the address book on this device.');

  // The book outlives the page.
  await page.reload();
  await expect(book.save).toHaveAttribute('aria-disabled', 'false');
  await book.search.click();
  await expect(book.options, 'the latest saved first').toHaveText([/^José Álvarez/, /^Zoë Müller/]);
  await book.search.fill('zoe munchen');
  await expect(book.options).toHaveCount(1);
  await expect(book.search).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(book.options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(book.search).toHaveAttribute('aria-activedescendant', (await book.options.first().getAttribute('id')) ?? '');
  await expectNoViolations(page, 'the address book with its list open', '[role="group"][aria-labelledby]');
  await page.keyboard.press('Enter');
  await expect(generator.field('toName')).toHaveValue('Zoë Müller');
  await expect(generator.field('toAddress')).toHaveValue('Hauptstraße 5\n80331 München');
  await expect(generator.field('toCompany')).toHaveValue('');
  await expect(book.search).toHaveAttribute('aria-expanded', 'false');
  await expect(book.search).toBeFocused();
  await expect(generator.preview).toContainText('Zoë Müller');

  // Chosen, it is the latest used; Escape closes the list, then clears what was typed.
  await page.keyboard.press('ArrowDown');
  await expect(book.options).toHaveText([/^Zoë Müller/, /^José Álvarez/]);
  await book.search.pressSequentially('m');
  await expect(book.options).toHaveText([/^Zoë Müller/, /^José Álvarez/]);
  await page.keyboard.press('Escape');
  await expect(book.options).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(book.search).toHaveValue('');

  await book.panel.getByRole('button', { name: 'Delete Zoë Müller from the address book' }).click();
  await expect(book.status).toHaveText('Deleted Zoë Müller from the address book. The form keeps its fields.');
  await expect(generator.field('toName')).toHaveValue('Zoë Müller');
  await book.search.fill('z');
  await expect(book.options).toHaveCount(0);
  await book.search.fill('');
  await expect(book.options).toHaveText([/^José Álvarez/]);
});

test('"Remember recipients I print" keeps each recipient printed, once turned on', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  const book = savedRecipients(page);
  await expect(book.remember).not.toBeChecked();
  await generator.fill({ toName: 'Not remembered', toAddress: '1 Elm St\nDayton, OH 45402' });
  await generator.download();
  expect(await databases(page), 'off by default: a printed label keeps nothing').toEqual([]);

  await book.remember.check();
  await expect(book.status).toHaveText('Each recipient you print is now kept in the address book (the last 50).');
  await generator.fill({ toName: 'Bo Chen', toCompany: '', toAddress: '9 Pine Ave\nSpringfield, IL 62704' });
  await generator.download();
  await book.search.click();
  await expect(book.options).toHaveText([/^Bo Chen/]);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(book.remember).toBeChecked();
});

test('where the browser keeps nothing, Save recipient and Remember say so, and the form keeps what was typed', async ({ page }) => {
  await refuseIndexedDb(page);
  await page.goto('/generator');
  const generator = generatorPage(page);
  const book = savedRecipients(page);
  await expect(book.save).toHaveAttribute('aria-disabled', 'false');
  await generator.fill({ toName: 'Bo Chen', toAddress: '9 Pine Ave\nSpringfield, IL 62704' });
  await book.save.click();
  await expect(book.status).toHaveText(/^Your browser is not letting ShipLabel keep anything on this device .* nothing you typed is lost\.$/);
  await book.remember.click();
  await expect(book.remember).not.toBeChecked();
  await expect(generator.field('toName')).toHaveValue('Bo Chen');
  await expect(generator.preview).toContainText('Bo Chen');
});

test('the book exported as CSV and as vCard is imported into a fresh browser, after a review, duplicates merged', async ({ page, browser, baseURL }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  const book = savedRecipients(page);
  await expect(book.save).toHaveAttribute('aria-disabled', 'false');
  for (const recipient of [
    { toName: 'Zoë Müller', toCompany: '', toAddress: 'Hauptstraße 5\n80331 München', toPhone: '' },
    { toName: 'Bo Chen', toCompany: 'Chen & Co', toAddress: '9 Pine Ave\nSpringfield, IL 62704', toPhone: '+1 217 555 0100' },
  ]) {
    await generator.fill(recipient);
    await book.save.click();
    await expect(book.status).toHaveText(`Saved ${recipient.toName} in the address book on this device.`);
  }
  const exported: Record<string, string> = {};
  for (const [button, kind] of [['Export CSV', 'csv'], ['Export vCard', 'vcf']] as const) {
    const [download] = await Promise.all([page.waitForEvent('download'), book.panel.getByRole('button', { name: button }).click()]);
    expect(download.suggestedFilename()).toBe(`shiplabel-address-book.${kind}`);
    exported[kind] = await readFile(await download.path(), 'utf8');
  }
  expect(exported.csv?.split('\r\n')[0]).toContain('Recipient name');
  expect(exported.vcf).toContain('VERSION:4.0');

  // Another browser: nothing saved, then the vCard, then the CSV of the same two (merged, not doubled).
  const fresh = await browser.newContext(baseURL === undefined ? {} : { baseURL });
  const other = await fresh.newPage();
  await other.goto('/generator');
  const otherBook = savedRecipients(other);
  await expect(otherBook.save).toHaveAttribute('aria-disabled', 'false');
  await otherBook.panel.getByLabel('Import addresses from a file').setInputFiles({ name: 'contacts.vcf', mimeType: 'text/vcard', buffer: Buffer.from(exported.vcf ?? '') });
  const review = other.getByRole('dialog', { name: 'Import addresses from contacts.vcf' });
  await expect(review.getByRole('listitem')).toHaveText(['2 new addresses to add']);
  await expectNoViolations(other, 'the import review', '[role="dialog"]');
  await review.getByRole('button', { name: 'Import' }).click();
  await expect(otherBook.status).toHaveText('Imported 2 addresses from contacts.vcf.');
  await otherBook.panel.getByLabel('Import addresses from a file').setInputFiles({ name: 'book.csv', mimeType: 'text/csv', buffer: Buffer.from(exported.csv ?? '') });
  await expect(otherBook.status).toHaveText('Every address in book.csv is already saved. Nothing was changed.');
  await otherBook.search.fill('chen');
  await otherBook.options.first().click();
  await expect(generatorPage(other).field('toCompany')).toHaveValue('Chen & Co');
  await expect(generatorPage(other).field('toPhone')).toHaveValue('+1 217 555 0100');
  await fresh.close();
});

test('a damaged vCard and a CSV with no name column each say what is wrong, and nothing saved is lost', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  const book = savedRecipients(page);
  await expect(book.save).toHaveAttribute('aria-disabled', 'false');
  await generator.fill({ toName: 'Bo Chen', toAddress: '9 Pine Ave\nSpringfield, IL 62704' });
  await book.save.click();
  // Saved before the import starts: the status line says the last news, and a slow save would otherwise speak last.
  await expect(book.status).toHaveText('Saved Bo Chen in the address book on this device.');
  const importFile = book.panel.getByLabel('Import addresses from a file');
  await importFile.setInputFiles({ name: 'broken.vcf', mimeType: 'text/vcard', buffer: Buffer.from('BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Half a card\r\n') });
  await expect(book.status).toHaveText('Card 1 has no END:VCARD: the file is cut short or damaged. Nothing was imported.');
  await importFile.setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from('Order,Total\r\n1001,12.50\r\n') });
  await expect(book.status).toHaveText(/^This file has no column for the recipient’s name or company .* Nothing was imported\.$/);
  await book.search.click();
  await expect(book.options).toHaveText([/^Bo Chen/]);
  await expect(generator.field('toName')).toHaveValue('Bo Chen');
});
