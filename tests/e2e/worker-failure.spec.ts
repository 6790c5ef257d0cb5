import { expect, test } from './support/fixtures';
import { generatorPage } from './support/generator-page';

// The worker's own script is replaced by one that dies at once; the preview logs its barcode error.
test.use({ expectedConsoleErrors: /^Barcode generation error/ });

const TYPING_PAUSE_PASSED_MS = 1000; // use-prepared-pdf.ts makes the PDF ahead 400 ms after typing stops

test('when the worker dies, the visitor sees a short message, keeps what was typed, and a retry succeeds', async ({ page }) => {
  // Fake timers that flow as usual, so the test can let the pause in typing pass at once.
  await page.clock.install();
  await page.route('**/assets/label.worker-*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("worker broken on purpose")' }),
  );
  await page.goto('/generator');
  const generator = generatorPage(page);
  // Typed once the app is live, so the PDF it makes ahead after the pause is started by the clock below, not later.
  await expect(generator.downloadButton).toHaveAttribute('aria-disabled', 'false');
  await generator.fill({ toName: 'Kept Through Failure' });
  // That PDF meets the broken worker now, before the click. Left to real time, it could start a worker (with the
  // broken script) just before the route is lifted, and the retry would be handed that worker's failure.
  await page.clock.runFor(TYPING_PAUSE_PASSED_MS);
  await generator.downloadButton.click();
  await expect(page.getByText(/The PDF could not be created/)).toBeVisible();
  await expect(generator.field('toName')).toHaveValue('Kept Through Failure');

  await page.unroute('**/assets/label.worker-*.js');
  const { pdf } = await generator.download();
  expect(pdf.texts.map((run) => run.text.trim())).toContain('Kept Through Failure');
  await expect(page.getByText('Your PDF has been downloaded.')).toBeVisible();
});
