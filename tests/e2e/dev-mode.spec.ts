import { expect, test } from './support/fixtures';
import { generatorPage } from './support/generator-page';

// Runs against `npm run dev`: React Refresh must stay out of the worker, and the worker must start.
test('the generator works on the development server, worker included', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.fill({ toName: 'Dev Mode', trackingNumber: 'DEV-123' });
  await expect(generator.preview).toContainText('Dev Mode');
  await expect(generator.barcode).toHaveAttribute('data-value', 'DEV-123', { timeout: 20_000 });
  const { pdf } = await generator.download();
  expect(pdf.texts.map((run) => run.text.trim())).toContain('Dev Mode');
});
