import { makeOrder, makeShipTo, shopifyExport } from '../support/csv-fixtures';
import { batchSection, enterRealSender, pickedFile } from './support/batch-section';
import { expect, test } from './support/fixtures';
import { tabTo } from './support/keyboard';

// The OS file dialog, reached by keyboard, in fresh browser contexts (a page's dialog state is not part of a reset).
// The test listens for the dialog before it tabs to the input: Playwright asks Chromium to hand it file dialogs only
// once a listener exists, on the DevTools channel, while keys travel on the input channel; listening just before the key
// press let a busy renderer take the key first and open the dialog headless Chromium never shows (no dialog in 3 of 7
// full runs). The evaluations of tabTo, on the DevTools channel, come back only once that request has been taken.
// Enter rather than Space: it clicks on its keydown, where Space clicks on keyup, within 5 s of the keydown's user
// activation (holding Space 6 s opens nothing).
test.use({ reuseContext: false });

const fourOrders = Array.from({ length: 4 }, (_, index) => makeOrder({ number: String(1001 + index), shipTo: makeShipTo({ firstName: `Buyer${index + 1}` }) }));

test('with the keyboard alone: pick a file, create its labels and download the PDF, focus visible on the way', async ({ page }) => {
  await page.goto('/generator');
  await enterRealSender(page); // the form's own keyboard use is in keyboard.spec.ts
  const batch = batchSection(page);
  const dialogOpens = page.waitForEvent('filechooser');
  await batch.pasteArea.focus();
  await tabTo(page, batch.fileInput, { backwards: true });
  // Enter opens the OS file dialog on a focused file input; the visitor picks the export there.
  await page.keyboard.press('Enter');
  const chooser = await dialogOpens;
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
