import { readFile } from 'node:fs/promises';
import { readPdf } from '../support/read-pdf';
import { expect, test } from './support/fixtures';
import { tabTo } from './support/keyboard';

test('a label can be made from scratch and downloaded with the keyboard alone, focus always visible', async ({ page }) => {
  await page.goto('/');
  await tabTo(page, 'header a[href="/generator"]');
  await page.keyboard.press('Enter');
  // The generator itself: home's headline also holds "Shipping Label Generator", and tabTo reads the page it is on.
  await expect(page).toHaveURL('/generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping Label Generator', exact: true })).toBeVisible();

  const fields = { fromName: 'Key Board', toName: 'Tab Enter', toAddress: '1 Focus Road', trackingNumber: 'KEY-42' };
  for (const [name, value] of Object.entries(fields)) {
    await tabTo(page, `[name="${name}"]`);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(value);
  }
  await expect(page.locator('#shipping-label')).toContainText('Tab Enter');

  await tabTo(page, 'section[aria-labelledby="label-preview-title"] button');
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const pdf = await readPdf(new Uint8Array(await readFile(await download.path())));
  expect(pdf.texts.map((run) => run.text.trim())).toEqual(expect.arrayContaining(['Key Board', 'Tab Enter', '1 Focus Road']));
  await expect(page.getByRole('status').filter({ hasText: 'Your PDF has been downloaded.' })).toBeVisible();
});
