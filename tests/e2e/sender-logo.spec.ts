import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { csvText } from '../support/csv-fixtures';
import { batchSection, enterRealSender, pickedFile } from './support/batch-section';
import { expect, test } from './support/fixtures';
import { generatorPage } from './support/generator-page';
import { savedSenders } from './support/saved-senders';
import { testLogo } from '../support/test-logo';

// The sender's logo in the production build: chosen in the sender's card, drawn into a PNG on the page (an SVG drawn,
// never run), shown in the preview, printed in the PDF (read back with poppler's pdfimages), kept with a saved sender.

const logoPanel = (page: Page) => {
  const group = page.getByRole('group', { name: 'Logo' });
  return {
    group,
    add: group.getByLabel('Add a logo'),
    change: group.getByLabel('Change the logo'),
    remove: group.getByRole('button', { name: 'Remove logo' }),
    status: group.getByRole('status'),
    thumbnail: group.getByRole('img', { name: 'Your logo' }),
  };
};

/** The images of a PDF file, as pdfimages lists them: width × height in pixels (soft masks left out). */
const pdfImageSizes = (path: string): string[] =>
  execFileSync('pdfimages', ['-list', path], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter(([, , type]) => type === 'image')
    .map(([, , , width, height]) => `${width}×${height}`);

const SVG_LOGO = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><circle cx="50" cy="50" r="40"/><rect x="110" y="10" width="80" height="80"/></svg>';

test('a PNG logo shows beside the sender in the preview and prints in the PDF; an SVG is drawn into pixels', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.labelSize.selectOption({ label: '4 × 6 in thermal label' });
  const logo = logoPanel(page);
  const png = await testLogo();
  await logo.add.setInputFiles(pickedFile('shop-logo.png', png.png, 'image/png'));
  await expect(logo.status).toHaveText('Logo added. It prints beside the sender where the label has room; Save sender keeps it on this device.');
  await expect(logo.thumbnail).toBeVisible();
  await expect(generator.preview.getByRole('img', { name: 'Sender’s logo' })).toBeVisible();
  const { path } = await generator.download();
  expect(pdfImageSizes(path)).toContain(`${png.widthPx}×${png.heightPx}`);

  // An SVG, drawn on the page into a 600-pixel PNG: the PDF holds its pixels, not its drawing. The new logo is in once
  // its thumbnail is a new picture (the status says "Logo added" again).
  const pngThumbnail = await logo.thumbnail.getAttribute('src');
  await logo.change.setInputFiles(pickedFile('shop-logo.svg', SVG_LOGO, 'image/svg+xml'));
  await expect(logo.thumbnail).not.toHaveAttribute('src', pngThumbnail ?? '');
  await expect(generator.preview.getByRole('img', { name: 'Sender’s logo' })).toBeVisible();
  const { path: svgPdf } = await generator.download();
  expect(pdfImageSizes(svgPdf)).toContain('600×300');

  await logo.remove.click();
  await expect(logo.status).toHaveText('Logo removed from the label.');
  await expect(generator.preview.getByRole('img', { name: 'Sender’s logo' })).toHaveCount(0);
});

test('an SVG with a script, a 20 MB picture and a file that is no picture are refused, each said by name', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
  await page.goto('/generator');
  const generator = generatorPage(page);
  const logo = logoPanel(page);

  await logo.add.setInputFiles(pickedFile('evil.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script><rect width="9" height="9"/></svg>', 'image/svg+xml'));
  await expect(logo.status).toHaveText('“evil.svg” is an SVG with a script in it. ShipLabel never runs a logo’s code: save the SVG without scripts, or as a PNG, and choose it again.');
  await logo.add.setInputFiles(pickedFile('onload.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>', 'image/svg+xml'));
  await expect(logo.status).toHaveText(/^“onload\.svg” is an SVG with a script in it\./);

  // From a file on disk, as a visitor picks it: Playwright hands a local browser its path, not 20 MB over DevTools.
  const large = new Uint8Array(20 * 1024 * 1024);
  large.set((await testLogo()).png);
  const scan = test.info().outputPath('scan.png');
  await writeFile(scan, large);
  await logo.add.setInputFiles(scan);
  await expect(logo.status).toHaveText('“scan.png” is 20 MB; a logo can be up to 1 MB. Save it smaller (a PNG a few hundred pixels wide is plenty) and choose it again.');

  await logo.add.setInputFiles(pickedFile('logo.png', '%PDF-1.7\n1 0 obj <<>> endobj\n', 'image/png'));
  await expect(logo.status).toHaveText('“logo.png” is not a PNG, JPEG or SVG picture. Choose your logo saved as one of those.');

  await expect(logo.thumbnail).toHaveCount(0);
  await expect(generator.preview.getByRole('img', { name: 'Sender’s logo' })).toHaveCount(0);
  expect(dialogs, 'nothing ran').toEqual([]);
});

test('a saved sender keeps its logo: filled in with the sender on the next visit, and forgotten with everything', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.fill({ fromName: 'Ana Lima' });
  await logoPanel(page).add.setInputFiles(pickedFile('shop-logo.png', (await testLogo()).png, 'image/png'));
  await expect(logoPanel(page).thumbnail).toBeVisible();
  await savedSenders(page).saveAs('Shop');

  await page.reload();
  await expect(savedSenders(page).status).toHaveText('Your default sender, Shop, is filled in.');
  await expect(logoPanel(page).thumbnail).toBeVisible();
  await expect(generator.preview.getByRole('img', { name: 'Sender’s logo' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  const forget = page.getByRole('button', { name: 'Forget everything on this device' });
  await expect(forget).toHaveAttribute('aria-disabled', 'false');
  await forget.click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Removed 1 saved sender and 1 logo from this device.');
});

test('a crowded address label leaves the logo out, and the preview says so', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.labelSize.selectOption('avery-5160');
  await logoPanel(page).add.setInputFiles(pickedFile('shop-logo.png', (await testLogo()).png, 'image/png'));
  await expect(page.getByText('The logo does not fit a 2⅝ × 1 in label with everything else and is left out.')).toBeVisible();
  await expect(generator.preview.getByRole('img', { name: 'Sender’s logo' })).toHaveCount(0);
});

test('a batch’s labels carry the form’s logo with the form’s sender, and none where the file has senders of its own', async ({ page }) => {
  await page.goto('/generator');
  await enterRealSender(page);
  const png = await testLogo();
  await logoPanel(page).add.setInputFiles(pickedFile('shop-logo.png', png.png, 'image/png'));
  await expect(logoPanel(page).thumbnail).toBeVisible();
  await page.getByLabel('Label size').selectOption('4x6');
  const batch = batchSection(page);
  const logos = async () => {
    await batch.createButton.click();
    await expect(batch.ready).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), batch.downloadButton.click()]);
    return pdfImageSizes(await download.path()).filter((size) => size === `${png.widthPx}×${png.heightPx}`).length;
  };

  await batch.importFile(pickedFile('orders.csv', csvText([['Recipient name', 'Address', 'Parcels'], ['Ann Lee', '1 Elm Street', '2'], ['Bo Ray', '2 Oak Road', '']])));
  await expect(batch.summary).toHaveText('3 labels');
  expect(await logos(), 'a logo on each of the three labels').toBe(3);

  await batch.importFile(pickedFile('senders.csv', csvText([['Recipient name', 'Address', 'Sender name', 'Sender address'], ['Ann Lee', '1 Elm Street', 'Other Shop', '9 Quay']])));
  await expect(batch.summary).toHaveText('1 label');
  expect(await logos(), 'the file’s own sender has no logo of ours').toBe(0);
});
