import { makeOrder, makeShipTo, shopifyExport } from '../support/csv-fixtures';
import { batchSection, enterRealSender, pickedFile } from './support/batch-section';
import { expect, test } from './support/fixtures';
import { tabTo } from './support/keyboard';

// The OS file dialog, reached by keyboard, in fresh browser contexts. Known flaky: in 2 of 6 full runs no dialog opened
// after Space, once in a reused context and once in a fresh one, so the reset is not the cause; not yet found.
test.use({ reuseContext: false });

const fourOrders = Array.from({ length: 4 }, (_, index) => makeOrder({ number: String(1001 + index), shipTo: makeShipTo({ firstName: `Buyer${index + 1}` }) }));

test('with the keyboard alone: pick a file, create its labels and download the PDF, focus visible on the way', async ({ page }) => {
  await page.goto('/generator');
  await enterRealSender(page); // the form's own keyboard use is in keyboard.spec.ts
  const batch = batchSection(page);
  await batch.pasteArea.focus();
  await tabTo(page, batch.fileInput, { backwards: true });
  // Space opens the OS file dialog on a focused file input; the visitor picks the export there.
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
  await chooser.setFiles(pickedFile('orders_export.csv', shopifyExport(fourOrders)));
  await expect(batch.summary).toHaveText('4 labels');

  // tabTo checks at every stop, this button included, that focus is drawn (:focus-visible with an outline).
  await tabTo(page, batch.createButton);
  await expect(batch.createButton).toBeFocused();
  await expect(batch.createButton).toHaveText('Create 4 labels');
  await page.keyboard.press('Enter');
  await expect(batch.ready).toHaveText('Your PDF with 4 labels is ready.');
  await tabTo(page, batch.downloadButton);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/^shipping-labels-\d+\.pdf$/);
});
