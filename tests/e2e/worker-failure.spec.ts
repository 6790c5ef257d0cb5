import { expect, test } from './support/fixtures';
import { generatorPage } from './support/generator-page';

// The worker's own script is replaced by one that dies at once; the preview logs its barcode error.
test.use({ expectedConsoleErrors: /^Barcode generation error/ });

test('when the worker dies, the visitor sees a short message, keeps what was typed, and a retry succeeds', async ({ page }) => {
  await page.route('**/assets/label.worker-*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("worker broken on purpose")' }),
  );
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.fill({ toName: 'Kept Through Failure' });
  await generator.downloadButton.click();
  await expect(page.getByText(/The PDF could not be created/)).toBeVisible();
  await expect(generator.field('toName')).toHaveValue('Kept Through Failure');

  await page.unroute('**/assets/label.worker-*.js');
  const { pdf } = await generator.download();
  expect(pdf.texts.map((run) => run.text.trim())).toContain('Kept Through Failure');
  await expect(page.getByText('Your PDF has been downloaded.')).toBeVisible();
});
