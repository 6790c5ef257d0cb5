import { expect, test } from './support/fixtures';
import { expectHydrated } from './support/hydrated';

// The cropper's worker (pdf.js and all) loads while the visitor looks for a file, and not before they go for one. The
// file dialog's state is Chromium's, which a reused context's reset does not clear: this spec gets fresh contexts.
test.use({ reuseContext: false });

test('the cropper starts its worker only when the visitor goes for a file: Choose files clicked, or files dragged in', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const cropperWorkerStarted = () => workers.some((url) => url.includes('/cropper.worker-'));
  await page.goto('/label-cropper');
  await expectHydrated(page.getByLabel('Choose files'));
  await page.waitForLoadState('networkidle');
  expect(workers).toEqual([]);
  // The dialog is open, no file chosen yet: the worker loads while the visitor looks for the file. (Listened for before
  // the click, and a round trip on the DevTools channel made, so the click cannot open a dialog Playwright is not yet
  // catching: see batch-file-dialog.spec.ts.)
  const dialog = page.waitForEvent('filechooser');
  await page.evaluate(() => document.readyState);
  await page.getByText('Choose files', { exact: true }).click();
  const chooser = await dialog;
  await expect.poll(cropperWorkerStarted).toBe(true);
  await chooser.setFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a PDF') });
  await expect(page.getByText(/notes\.pdf/).first()).toBeVisible();

  workers.length = 0;
  await page.reload();
  await expectHydrated(page.getByLabel('Choose files'));
  await page.waitForLoadState('networkidle');
  expect(workers).toEqual([]);
  // A file dragged over the page, not yet dropped.
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.items.add(new File(['%PDF'], 'label.pdf', { type: 'application/pdf' }));
    document.body.dispatchEvent(new DragEvent('dragenter', { bubbles: true, dataTransfer: data }));
  });
  await expect.poll(cropperWorkerStarted).toBe(true);
});
