import { expect, test } from './support/fixtures';
import { generatorPage } from './support/generator-page';

test('the generator starts with the sample label in form and preview', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping Label Generator' })).toBeVisible();
  await expect(page.getByText('Create professional shipping labels instantly', { exact: true })).toBeVisible();
  await expect(generator.field('weight')).toHaveValue('3.2 lbs');
  await expect(generator.preview).toContainText('WEIGHT: 3.2 lbs');
  await expect(generator.barcode).toBeVisible();
});

test('every control has a visible label, its field name and, where it fits, autofill', async ({ page }) => {
  await page.goto('/generator');
  const form = page.getByRole('region', { name: 'Shipping Information' });
  for (const group of ['From (Sender)', 'To (Recipient)', 'Package Details']) {
    await expect(form.getByRole('group', { name: group })).toBeVisible();
  }
  const sender = form.getByRole('group', { name: 'From (Sender)' });
  await expect(sender.getByLabel('Street Address')).toHaveAttribute('name', 'fromAddress');
  await expect(sender.getByLabel('Street Address')).toHaveAttribute('rows', '4');
  await expect(sender.getByLabel('Street Address')).toHaveAttribute('autocomplete', 'section-sender street-address');
  await expect(form.getByRole('group', { name: 'To (Recipient)' }).getByLabel('Phone Number')).toHaveAttribute('name', 'toPhone');
  await expect(form.getByLabel('Weight')).toHaveAttribute('placeholder', '2.5 KG');
  await expect(form.getByLabel('Dimensions')).toHaveAttribute('placeholder', '12cm x 12cm x 12cm');
  await expect(form.getByLabel('Tracking Number')).toHaveAttribute('name', 'trackingNumber');
  await expect(form.getByLabel('Custom Message')).toHaveAttribute('name', 'customMessage');
});

test('typing updates the preview: filled lines only, address lines kept, blank lines dropped', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.fill({ toName: 'Ada Lovelace', toCompany: '', toAddress: '12 Analytical Row\n\n   \nLondon NW1', toPhone: '' });

  // The preview redraws just after the keystrokes are painted: wait for it.
  // Rows in reading order: the TO block holds just the filled lines, then FROM begins.
  await expect(generator.faces.first().locator('text').first()).toHaveText('TO:');
  await expect(generator.faces.first().locator('text').nth(4)).toHaveText('FROM:');
  await expect(generator.faces.first().locator('text').nth(1)).toHaveText('Ada Lovelace');
  await expect(generator.faces.first().locator('text').nth(2)).toHaveText('12 Analytical Row');
  await expect(generator.faces.first().locator('text').nth(3)).toHaveText('London NW1');
  await expect(generator.preview).not.toContainText('MESSAGE:');

  await generator.fill({ customMessage: 'Fragile: glass', weight: '' });
  await expect(generator.preview).toContainText('MESSAGE: Fragile: glass');
  await expect(generator.preview).not.toContainText('WEIGHT:');
  await expect(generator.preview).toContainText('DIMENSIONS: 12 x 10 x 8 in');
});
