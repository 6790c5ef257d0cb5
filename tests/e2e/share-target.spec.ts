import { cropperMessages } from '../../src/cropper/cropper-messages';
import { dayFixture } from '../support/carrier-pages/day-fixture';
import { cropperPage } from './support/cropper-page';
import { expect, test } from './support/fixtures';
import { goOffline, waitForOfflineCopy } from './support/offline';

// "Share → ShipLabel" from a carrier's app or a mail: the manifest's share target posts the files, the service worker
// keeps them (no network needed) and sends the visitor to the cropper, which takes them.

test.use({ serviceWorkers: 'allow', reuseContext: false });

test('files shared to ShipLabel reach the cropper through the service worker, offline too; a share without a file is told so', async ({ page, context }) => {
  test.setTimeout(60_000);
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest.share_target).toMatchObject({ method: 'POST', enctype: 'multipart/form-data', params: { files: [{ name: 'labels' }] } });
  // An installed ShipLabel opens PDFs on a desktop: the launch queue's files go to the cropper.
  expect(manifest.file_handlers).toContainEqual(expect.objectContaining({ action: '/label-cropper', accept: expect.objectContaining({ 'application/pdf': ['.pdf'] }) }));

  const cropper = cropperPage(page);
  await page.goto('/label-cropper');
  await waitForOfflineCopy(page);
  await page.reload();
  await goOffline(context, page);
  const day = await dayFixture();
  const action = new URL(manifest.share_target.action as string, page.url()).href;
  /**
   * What "Share → ShipLabel" does: a multipart POST of the files to the manifest's share target, as a navigation. The
   * browser makes it, not a page of the site (whose CSP allows no form to post): here, a blank page's form.
   */
  const share = async (files: readonly { name: string; bytes: Uint8Array }[]) => {
    await page.goto('about:blank');
    // The service worker answers the post by sending the visitor to the cropper with the number of files shared.
    const arrived = page.waitForURL(new RegExp(`/label-cropper\\?shared=${files.length}$`));
    await page.evaluate(
      ({ action, shared }) => {
        const form = Object.assign(document.createElement('form'), { action, method: 'post', enctype: 'multipart/form-data' });
        const input = Object.assign(document.createElement('input'), { type: 'file', name: 'labels', multiple: true });
        const transfer = new DataTransfer();
        for (const file of shared) transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: 'application/pdf' }));
        input.files = transfer.files;
        form.append(input);
        document.body.append(form);
        // Submitted once this evaluation has returned: the page navigates away after it.
        setTimeout(() => form.submit(), 0);
      },
      { action, shared: files.map((file) => ({ name: file.name, bytes: [...file.bytes] })) },
    );
    await arrived;
  };

  // The same file twice: both open, the second named as the first's double, every label a repeat.
  await share([
    { name: 'day.pdf', bytes: day.bytes },
    { name: 'day (1).pdf', bytes: day.bytes },
  ]);
  await cropper.allRead();
  await expect(cropper.file('day (1).pdf')).toContainText(cropperMessages.sameFileAgain('day (1).pdf', 'day.pdf'));
  await expect(cropper.card('Page 2 of day (1).pdf')).toContainText('Printed twice? Page 2 of “day.pdf” has the same tracking number.');
  // Taken once: the address no longer says files were shared, so a reload brings none again.
  await expect(page).toHaveURL(/\/label-cropper$/);

  await share([]);
  await expect(page.getByText(cropperMessages.nothingShared)).toBeVisible();
  await expect(cropper.cards).toHaveCount(0);
});
