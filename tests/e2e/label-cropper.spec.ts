import { closeSync, openSync, writeFileSync, ftruncateSync } from 'node:fs';
import { PDFDocument } from '@cantoo/pdf-lib';
import { createCanvas } from '@napi-rs/canvas';
import { carrierFixtures, type CarrierFixture } from '../support/carrier-pages';
import { gifPixelsOf } from '../support/carrier-pages/gif-fixture';
import { expectNoViolations } from './support/axe';
import { cropperPage, pickedFixture } from './support/cropper-page';
import { generatorPage } from './support/generator-page';
import { expectHydrated } from './support/hydrated';
import { expect, test } from './support/fixtures';
import { printTabContentType } from './support/print-tab';
import { sampleOf } from '../support/test-depth';

// The label cropper end to end: carrier files in, each label found without a per-carrier template, crops adjusted,
// the labels out as one PDF on the visitor's stock; every kind of bad file named with what is wrong with it.

let fixtures: CarrierFixture[] = [];
test.beforeAll(async () => {
  fixtures = await carrierFixtures();
});
const fixture = (name: string): CarrierFixture => {
  const found = fixtures.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no carrier fixture named ${name}`);
  return found;
};

/** Each page's size in points, read with pdf-lib. */
const pageSizes = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPages().map((page) => page.getSize());

test('three files of mixed layouts: each label found, a crop adjusted by keyboard, one 4 × 6 page a label', async ({ page }) => {
  const cropper = cropperPage(page);
  await page.goto('/label-cropper');
  await cropper.chooseLabelSize({ label: '4 × 6 in thermal label' });
  await cropper.addFiles(['usps-letter-fold', 'royal-mail-a4-top-left', 'ups-thermal-gif'].map((name) => pickedFixture(fixture(name))));
  await cropper.allFound();

  await expect(cropper.file('usps-letter-fold.pdf')).toContainText('3 pages');
  await expect(cropper.card('Page 2 of usps-letter-fold.pdf')).toContainText('No label was found on page 2 of “usps-letter-fold.pdf”, so it is skipped. To print it anyway, untick “Skip this page”.');
  await expect(cropper.card('Page 3 of usps-letter-fold.pdf')).toContainText('Page 3 of “usps-letter-fold.pdf” is blank, so it is skipped.');
  for (const name of ['page 1 of usps-letter-fold.pdf', 'royal-mail-a4-top-left.pdf', 'ups-thermal-gif.gif']) await expect(cropper.cropBox(name)).toBeVisible();

  // Shift and the left arrow narrow the box a millimetre at a time; its Width field follows.
  const royalMail = cropper.card('royal-mail-a4-top-left.pdf');
  const width = royalMail.getByLabel('Width (mm)');
  const before = Number(await width.inputValue());
  await cropper.cropBox('royal-mail-a4-top-left.pdf').focus();
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('Shift+ArrowLeft');
  await expect(width).toHaveValue((before - 3).toFixed(1));

  const { download, pdf, bytes } = await cropper.download();
  expect(download.suggestedFilename()).toMatch(/^cropped-labels-\d+\.pdf$/);
  expect(pdf.pageCount).toBe(3);
  expect(await pageSizes(bytes)).toEqual(Array.from({ length: 3 }, () => ({ width: 288, height: 432 })));
  // The PDFs' labels stay vectors; the GIF's label is its one image.
  expect(pdf.imageCount).toBe(1);
});

test('a visitor who never chose a stock gets 4 × 6 in labels, as the heading says; a stock chosen on the generator is the cropper’s too', async ({ page }) => {
  // As the build wrote the page, before any code runs.
  expect(await (await page.request.get('/label-cropper')).text()).toMatch(/<option value="4x6" selected="">4 × 6 in thermal label<\/option>/);
  const cropper = cropperPage(page);
  await page.goto('/label-cropper');
  await cropper.addFiles([pickedFixture(fixture('usps-letter-fold'))]);
  await cropper.allFound();
  await expect(cropper.labelSize).toHaveValue('4x6');
  const { bytes } = await cropper.download();
  expect(await pageSizes(bytes)).toEqual([{ width: 288, height: 432 }]);

  // The generator keeps its own default, and the stock chosen there is the one the cropper then prints on.
  const generator = generatorPage(page);
  await page.goto('/generator');
  await expectHydrated(generator.labelSize);
  await expect(generator.labelSize).toHaveValue('a4');
  await generator.labelSize.selectOption('100x150');
  await page.goto('/label-cropper');
  await expectHydrated(cropper.labelSize);
  await expect(cropper.labelSize).toHaveValue('100x150');
});

test('in the browser, the labels of each carrier layout (half of them a run, every one under test:deep) are found whole and without the instructions, within 2 mm', async ({ page }) => {
  // The unit tests find every layout in Node; this checks the browser's drawing of them, on a per-commit half.
  const layouts = sampleOf(fixtures, 0.5, 'carrier-layouts-in-the-browser');
  const cropper = cropperPage(page);
  await page.goto('/label-cropper');
  await cropper.addFiles(layouts.map(pickedFixture));
  await cropper.allFound();
  for (const { fileName, pages } of layouts) {
    for (const [index, { labels, expect: finding }] of pages.entries()) {
      const pageName = pages.length > 1 ? `page ${index + 1} of ${fileName}` : fileName;
      if (finding !== 'labels') {
        await expect(cropper.card(pageName.charAt(0).toUpperCase() + pageName.slice(1))).toContainText('so it is skipped');
        continue;
      }
      for (const [number, { rect }] of labels.entries()) {
        const name = labels.length > 1 ? `label ${number + 1} of ${pageName}` : pageName;
        const card = cropper.card(/^(page|label) /.test(name) ? name.charAt(0).toUpperCase() + name.slice(1) : name);
        const [left, top, width, height] = await Promise.all(['Left', 'Top', 'Width', 'Height'].map(async (field) => Number(await card.getByLabel(`${field} (mm)`).inputValue())));
        const found = { left: left!, top: top!, right: left! + width!, bottom: top! + height! };
        const truth = { left: rect.xMm, top: rect.yMm, right: rect.xMm + rect.widthMm, bottom: rect.yMm + rect.heightMm };
        // Outside the label's edge by at most 2 mm, and never more than half a millimetre inside it.
        expect(truth.left - found.left, `${name}: left`).toBeGreaterThanOrEqual(-0.5);
        expect(truth.left - found.left, `${name}: left`).toBeLessThanOrEqual(2);
        expect(truth.top - found.top, `${name}: top`).toBeGreaterThanOrEqual(-0.5);
        expect(truth.top - found.top, `${name}: top`).toBeLessThanOrEqual(2);
        expect(found.right - truth.right, `${name}: right`).toBeGreaterThanOrEqual(-0.5);
        expect(found.right - truth.right, `${name}: right`).toBeLessThanOrEqual(2);
        expect(found.bottom - truth.bottom, `${name}: bottom`).toBeGreaterThanOrEqual(-0.5);
        expect(found.bottom - truth.bottom, `${name}: bottom`).toBeLessThanOrEqual(2);
      }
    }
  }
});

test('a skipped page is left out, a turned one prints turned, and Print opens the PDF in a tab', async ({ page }) => {
  const cropper = cropperPage(page);
  await page.goto('/label-cropper');
  await cropper.chooseLabelSize({ label: '4 × 6 in thermal label' });
  await cropper.addFiles([pickedFixture(fixture('etsy-two-labels'))]);
  await cropper.allFound();
  const first = cropper.card('Label 1 of etsy-two-labels.pdf');
  await expect(cropper.card('Label 2 of etsy-two-labels.pdf')).toBeVisible();
  await first.getByLabel('Skip this page').check();
  await expect(page.getByRole('img', { name: /^Output page/ })).toHaveCount(1);

  const second = cropper.card('Label 2 of etsy-two-labels.pdf');
  await second.getByRole('button', { name: 'Rotate 90°' }).click();
  await expect(second).toContainText('Turned 90°');
  const { pdf } = await cropper.download();
  expect(pdf.pageCount).toBe(1);

  const [tab] = await Promise.all([page.waitForEvent('popup'), cropper.printButton.click()]);
  expect(await printTabContentType(tab)).toBe('application/pdf');
});

test('on a sheet the labels fill its slots from the start label; a label shrunk to fit a small roll warns', async ({ page }) => {
  const cropper = cropperPage(page);
  await page.goto('/label-cropper');
  await cropper.addFiles(['usps-letter-fold', 'royal-mail-a4-top-left', 'dpd-a4-bottom-right'].map((name) => pickedFixture(fixture(name))));
  await cropper.allFound();
  await cropper.chooseLabelSize('avery-l7169');
  await page.getByLabel('Start at label').selectOption('2');
  // Three labels from the second of four: one A4 sheet.
  await expect(page.getByRole('img', { name: 'Output page 1: 3 labels' })).toBeVisible();
  const { bytes } = await cropper.download();
  const document = await PDFDocument.load(bytes);
  expect(document.getPages().map((sheet) => sheet.getSize())).toEqual([{ width: 595.276, height: 841.89 }]);
  expect(document.catalog.getViewerPreferences()?.getPrintScaling()).toBe('None');

  // A 4 × 6 label on a 62 × 100 mm roll prints at about 58 %: too small for its barcodes to be sure to scan.
  await cropper.chooseLabelSize('brother-dk-11202');
  await expect(cropper.card('Page 1 of usps-letter-fold.pdf')).toContainText(/is printed at \d+ % of its size to fit the label: its barcodes may not scan/);
});

test('"Use this crop for all pages like it" gives every page of the same size the same crop and turn', async ({ page }) => {
  const cropper = cropperPage(page);
  await page.goto('/label-cropper');
  await cropper.addFiles(['royal-mail-a4-top-left', 'evri-a4-top-right'].map((name) => pickedFixture(fixture(name))));
  await cropper.allFound();
  const model = cropper.card('royal-mail-a4-top-left.pdf');
  await model.getByRole('button', { name: 'Rotate 90°' }).click();
  await model.getByRole('button', { name: 'Use this crop for all pages like it' }).click();
  const other = cropper.card('evri-a4-top-right.pdf');
  for (const field of ['Left (mm)', 'Top (mm)', 'Width (mm)', 'Height (mm)']) await expect(other.getByLabel(field)).toHaveValue(await model.getByLabel(field).inputValue());
  await expect(other).toContainText('Turned 90°');
});

test('PNG and JPEG labels are read like the GIF: found, their cards saying there is no text to read, and each printed as its own pixels', async ({ page }) => {
  const gif = fixture('ups-thermal-gif');
  const { width, height, luma } = gifPixelsOf(gif.bytes);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const pixels = context.createImageData(width, height);
  luma.forEach((shade, index) => pixels.data.set([shade, shade, shade, 255], index * 4));
  context.putImageData(pixels, 0, 0);
  const cropper = cropperPage(page);
  await page.goto('/label-cropper');
  await cropper.chooseLabelSize({ label: '4 × 6 in thermal label' });
  await cropper.addFiles([
    { name: 'ups-label.png', mimeType: 'image/png', buffer: await canvas.encode('png') },
    { name: 'ups-label.jpg', mimeType: 'image/jpeg', buffer: await canvas.encode('jpeg', 92) },
  ]);
  await cropper.allFound();
  await expect(cropper.file('ups-label.png')).toContainText('Image');
  for (const name of ['ups-label.png', 'ups-label.jpg']) await expect(cropper.cropBox(name)).toBeVisible();
  const { pdf } = await cropper.download();
  expect(pdf.pageCount).toBe(2);
  expect(pdf.imageCount).toBe(2);
  for (const name of ['ups-label.png', 'ups-label.jpg']) await expect(cropper.card(name)).toContainText('No text in an image: a scan, so only its barcodes are read.');
});

test('dragging a crop box’s corner resizes it, and its fields follow', async ({ page }) => {
  const cropper = cropperPage(page);
  await page.goto('/label-cropper');
  await cropper.addFiles([pickedFixture(fixture('royal-mail-a4-top-left'))]);
  await cropper.allFound();
  const card = cropper.card('royal-mail-a4-top-left.pdf');
  const [width, height] = [card.getByLabel('Width (mm)'), card.getByLabel('Height (mm)')];
  const before = { width: Number(await width.inputValue()), height: Number(await height.inputValue()) };
  const corner = card.locator('[data-handle="se"]');
  // The mouse works within the window: the card is brought into it first.
  await corner.scrollIntoViewIfNeeded();
  const start = (await corner.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 - 30, start.y + start.height / 2 - 40, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => Number(await width.inputValue())).toBeLessThan(before.width - 5);
  await expect.poll(async () => Number(await height.inputValue())).toBeLessThan(before.height - 5);
});

test.describe('bad files', () => {
  test('each bad file gets a message naming it and what to do, and the good file beside them still prints', async ({ page }) => {
    test.setTimeout(90_000);
    // Written to the test's output folder, which Playwright empties at the start of every run.
    const write = (name: string, bytes: Uint8Array | string) => {
      const path = test.info().outputPath(name);
      writeFileSync(path, bytes);
      return path;
    };
    const locked = await PDFDocument.load(fixture('usps-letter-fold').bytes);
    locked.encrypt({ userPassword: 'secret', ownerPassword: 'owner' });
    const thousands = await PDFDocument.create();
    for (let page = 0; page < 2_000; page += 1) thousands.addPage([612, 792]);
    const blank = await PDFDocument.create();
    blank.addPage([612, 792]);
    // A PNG whose header says 30,000 × 30,000 pixels: refused before anything is decoded.
    const hugePng = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.from([0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30, 8, 6, 0, 0, 0]), Buffer.alloc(4)]);
    // 200 MB, sparse on disk: the page refuses it by its size without reading it.
    const hugePath = test.info().outputPath('scan-200mb.pdf');
    const huge = openSync(hugePath, 'w');
    ftruncateSync(huge, 200 * 1024 * 1024);
    closeSync(huge);
    const good = fixture('usps-letter-fold');
    const paths = [
      write('locked.pdf', await locked.save()),
      write('truncated.pdf', fixture('dhl-receipt-beside').bytes.subarray(0, 400)),
      write('notes.pdf', 'These are my notes, not a PDF.'),
      hugePath,
      write('two-thousand.pdf', await thousands.save()),
      write('poster.png', hugePng),
      write('blank.pdf', await blank.save()),
      write(good.fileName, good.bytes),
    ];
    const cropper = cropperPage(page);
    await page.goto('/label-cropper');
    await cropper.addFiles(paths);
    await cropper.allFound();
    await expect(cropper.file('locked.pdf')).toContainText('“locked.pdf” is protected by a password: open it, print it to a new PDF, and drop that file here.');
    await expect(cropper.file('truncated.pdf')).toContainText('“truncated.pdf” cannot be read: it is damaged or incomplete. Download it again and drop the new copy here.');
    await expect(cropper.file('notes.pdf')).toContainText('“notes.pdf” is not a PDF, PNG, JPEG, GIF or ZPL file, whatever its name says.');
    await expect(cropper.file('scan-200mb.pdf')).toContainText('“scan-200mb.pdf” is 200.0 MB; ShipLabel reads files up to 50 MB. Print just its label pages to a new PDF, or save the image smaller, and drop that file here.');
    await expect(cropper.file('two-thousand.pdf')).toContainText('“two-thousand.pdf” has 2,000 pages; ShipLabel reads up to 500 pages a PDF. Print just its label pages to a new PDF and drop that file here.');
    await expect(cropper.file('poster.png')).toContainText('“poster.png” is 30,000 × 30,000 pixels; ShipLabel reads images up to 40 megapixels and 12,000 pixels a side. Save it smaller and drop that file here.');
    await expect(cropper.card('blank.pdf')).toContainText('“blank.pdf” is blank, so it is skipped.');
    // The limits are stated on the page, from the same table.
    await expect(page.getByText(/Up to 50 files at a time/)).toBeVisible();

    const { pdf } = await cropper.download();
    expect(pdf.pageCount).toBe(1);
  });
});

test('the cropper with files in it passes axe', async ({ page }) => {
  const cropper = cropperPage(page);
  await page.goto('/label-cropper');
  // The empty page is scanned whole in accessibility.spec.ts; with files, what changed is the page's main part.
  await cropper.addFiles(['usps-letter-fold', 'ups-thermal-gif'].map((name) => pickedFixture(fixture(name))));
  await cropper.allFound();
  await expectNoViolations(page, 'with files', 'main');
});

test('a file dropped on the drop zone, or anywhere on the page, is taken and the page stays', async ({ page }) => {
  const cropper = cropperPage(page);
  await page.goto('/label-cropper');
  await expectHydrated(cropper.fileInput);
  const drop = async (target: string, file: CarrierFixture) => {
    const transfer = await page.evaluateHandle(({ name, bytes }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
      return data;
    }, { name: file.fileName, bytes: [...file.bytes] });
    await page.dispatchEvent(target, 'dragover', { dataTransfer: transfer });
    await page.dispatchEvent(target, 'drop', { dataTransfer: transfer });
  };
  await drop('text=Drop your carrier’s label PDFs or images here', fixture('royal-mail-a4-top-left'));
  await drop('h1', fixture('evri-a4-top-right'));
  await cropper.allFound();
  await expect(page).toHaveURL(/\/label-cropper$/);
  await expect(cropper.cropBox('royal-mail-a4-top-left.pdf')).toBeVisible();
  await expect(cropper.cropBox('evri-a4-top-right.pdf')).toBeVisible();
});
