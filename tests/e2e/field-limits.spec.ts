import { expect, test } from './support/fixtures';
import { generatorPage } from './support/generator-page';

test('a field past its limit says so under it, keeps every character, and the PDF waits until it is shortened', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  const address = Array.from({ length: 200 }, (_, line) => `Line ${line + 1} of a very long address`).join('\n');
  await generator.fill({ toAddress: address });

  const field = generator.field('toAddress');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/^Street Address is too long: [\d,]+ characters, at most 2,000\. Shorten it to make a PDF\.$/);
  await expect(field).toHaveValue(address);
  // The preview shows the address up to its 2,000 characters, and says so.
  await expect(page.getByText('Some details are longer than a label allows: the preview shows them cut to their limit.')).toBeVisible();
  await expect(generator.preview).toContainText('Line 40 of a very long address');
  await expect(generator.preview).not.toContainText('Line 200 of a very long address');

  await generator.downloadButton.click();
  await expect(page.getByText('Some details are too long for a label. Shorten the fields marked in the form, then try again.')).toBeVisible();

  const shortened = address.split('\n').slice(0, 40).join('\n');
  await generator.fill({ toAddress: shortened });
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  const { pdf } = await generator.download();
  const printed = pdf.texts.map((run) => run.text.trim());
  expect(printed).toContain('Line 40 of a very long address');
  expect(printed).not.toContain('Line 41 of a very long address');
});

test('a pasted megabyte stays in the field, is marked, and leaves the page responsive', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  const huge = 'Warehouse 9 '.repeat(90_000);
  await generator.field('customMessage').fill(huge);

  await expect(generator.field('customMessage')).toHaveAttribute('aria-invalid', 'true');
  await expect(generator.preview).toContainText('MESSAGE: Warehouse 9');
  // Typing elsewhere still reaches the preview at once.
  await generator.fill({ toName: 'Still Responsive' });
  await expect(generator.preview).toContainText('Still Responsive', { timeout: 2000 });
  expect(await generator.field('customMessage').inputValue()).toHaveLength(huge.length);
});
