import { execFileSync } from 'node:child_process';
import { closeSync, ftruncateSync, openSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { carrierFixtures } from '../support/carrier-pages';
import { renderZpl } from '../support/zpl-rendering';
import { decodePngBarcodes } from '../support/decode-label-barcodes';
import { pickedFixture } from './support/cropper-page';
import { dataMatrixLabel, maxiCodeLabel, pdf417Label, type CarrierZpl } from '../support/carrier-zpl';
import { decodeAllBarcodes } from '../support/decode-label-barcodes';
import { rasterizePdf } from '../support/barcode-tools';
import { twoDTextsInWindows } from '../support/two-d-windows';
import { sampleOf } from '../support/test-depth';
import { cropperPage } from './support/cropper-page';
import { expect, test } from './support/fixtures';

// Carriers' ZPL labels into the cropper: read in its worker by the zebrash engine, printed on the visitor's stock, and
// every code on them still scans; files it cannot read are named, and the others go on.

const PRINTER_DPI = 203;

/** The 2D code a page of the output PDF holds, read as each kind needs (see two-d-windows.ts). */
async function twoDOn(pdfPath: string, page: number, carrier: CarrierZpl): Promise<string[]> {
  if (carrier.format === 'PDF417') return decodeAllBarcodes(pdfPath, page, PRINTER_DPI, 'poppler').twoD;
  const png = rasterizePdf(pdfPath, PRINTER_DPI);
  return twoDTextsInWindows(png, carrier.format, PRINTER_DPI);
}

test('ZPL files the cropper cannot read are named with what to do, and the others go on', async ({ page }, testInfo) => {
  const write = (name: string, content: string | Uint8Array) => {
    const path = testInfo.outputPath(name);
    writeFileSync(path, content);
    return path;
  };
  // 100 MB, sparse on disk: refused by its size without being read.
  const hugePath = testInfo.outputPath('day-of-labels.zpl');
  const huge = openSync(hugePath, 'w');
  ftruncateSync(huge, 100 * 1024 * 1024);
  closeSync(huge);
  const paths = [
    write('no-label.zpl', '^FO50,50^A0N,40,40^FDNo label start here^FS'),
    write('photo.zpl', new Uint8Array([0x00, 0x13, 0xff, 0x5e, 0x58, 0x41, 0x00, 0x00, 0x9c])),
    write('ten-thousand.zpl', '^XA^FO10,10^GB100,100,4^FS^XZ\n'.repeat(10_000)),
    hugePath,
    write('odd.zpl', '^XA^PW812^LL1218^FO40,40^A0N,40,40^FDHello^FS^FO40,100^QR5,5^FS^FO40,200^GFA,400,400,10,FFFFFFFFFFFFFFFFFFFF^FS^XZ'),
    write('good.zpl', pdf417Label().zpl),
  ];
  const cropper = cropperPage(page);
  await page.goto('/label-cropper');
  await cropper.addFiles(paths);
  await cropper.allFound();
  await expect(cropper.file('no-label.zpl')).toContainText('“no-label.zpl” holds no ZPL label: a label starts with ^XA and ends with ^XZ. Save the label from your shipping platform as ZPL again and drop that file here.');
  await expect(cropper.file('photo.zpl')).toContainText('“photo.zpl” is not a PDF, PNG, JPEG, GIF or ZPL file, whatever its name says.');
  await expect(cropper.file('ten-thousand.zpl')).toContainText('“ten-thousand.zpl” holds 10,000 ZPL labels; ShipLabel reads up to 500 labels a file. Split it into smaller files and drop those here.');
  await expect(cropper.file('day-of-labels.zpl')).toContainText('“day-of-labels.zpl” is 100.0 MB; ShipLabel reads files up to 50 MB. Print just its label pages to a new PDF, or save the image smaller, and drop that file here.');
  // Drawn with what the reader knows; what it skipped and the graphic that is not whole are said on its card.
  await expect(cropper.card('odd.zpl')).toContainText('“odd.zpl” uses ^QR, which ShipLabel’s ZPL reader does not draw: what it prints is missing here. Check the label before you print it.');
  await expect(cropper.card('odd.zpl')).toContainText('“odd.zpl” has a graphic that says it holds 400 bytes but holds 10, so it may print wrongly.');
  await expect(cropper.cards).toHaveCount(2);
  const { pdf } = await cropper.download();
  expect(pdf.pageCount).toBe(2);
});

async function downloadZpl(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download ZPL' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^cropped-labels-\d+\.zpl$/);
  return readFile(await download.path(), 'utf8');
}

test('carriers’ ZPL labels (MaxiCode, PDF417, DataMatrix) print from the cropper as PDF and as ZPL, their codes still scanning', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const carriers = [maxiCodeLabel(), pdf417Label(), dataMatrixLabel()];
  const [ups, fedex, dhl] = carriers as [CarrierZpl, CarrierZpl, CarrierZpl];
  const usps = (await carrierFixtures()).find((fixture) => fixture.name === 'usps-letter-fold')!;
  // Scanning a page takes seconds: a per-commit share of the carriers is scanned in each output, all under test:deep.
  const scanned = sampleOf([...carriers.entries()], 0.3, 'zpl-carriers-scanned');
  const cropper = cropperPage(page);
  await page.goto('/label-cropper');
  await cropper.addFiles([
    { name: 'ups-and-fedex.zpl', mimeType: 'application/octet-stream', buffer: Buffer.from(ups.zpl + fedex.zpl) },
    { name: 'dhl.txt', mimeType: 'text/plain', buffer: Buffer.from(dhl.zpl) },
    pickedFixture(usps),
  ]);
  await cropper.allFound();
  await expect(cropper.file('ups-and-fedex.zpl')).toContainText('ZPL, 2 labels, read at 203 dpi');
  await expect(cropper.file('dhl.txt')).toContainText('ZPL, 1 label');
  await expect(cropper.cards).toHaveCount(3 + usps.pages.length);

  // As a PDF on 4 × 6 in: each page read on its own, so a code's reading is that page's.
  const { pdf, download } = await cropper.download();
  expect(pdf.pageCount).toBe(4);
  expect(pdf.widthPt).toBeCloseTo(288, 0);
  const path = await download.path();
  for (const [index, carrier] of scanned) {
    const pagePath = testInfo.outputPath(`page-${index + 1}.pdf`);
    execFileSync('pdfseparate', ['-f', String(index + 1), '-l', String(index + 1), path, pagePath]);
    expect(decodeAllBarcodes(pagePath, 1, PRINTER_DPI, 'poppler').code128, carrier.name).toEqual([carrier.code128]);
    expect(await twoDOn(pagePath, 1, carrier), carrier.name).toContain(carrier.twoD);
  }

  // As ZPL at actual size: the carriers' own ZPL, byte for byte (their printer-drawn text and codes not re-drawn), and
  // the PDF's label drawn at the printer's dots as one graphic, which scans.
  const zpl = await downloadZpl(page);
  expect(zpl.match(/\^XA/g)).toHaveLength(4);
  expect(zpl.startsWith(carriers.map((carrier) => `${carrier.zpl.trim()}\n`).join(''))).toBe(true);
  const fromPdf = zpl.slice(zpl.lastIndexOf('^XA'));
  expect(fromPdf).toMatch(/\^GFA,\d+,\d+,\d+,:Z64:/);
  const [uspsPng] = await renderZpl(fromPdf, PRINTER_DPI, testInfo.outputDir, 'usps');
  expect(decodePngBarcodes(uspsPng!).code128).toEqual([usps.pages[0]!.labels[0]!.code128]);

  // Fitted rather than at actual size, each ZPL label is drawn again as one graphic; every code still scans.
  await page.getByRole('radio', { name: /^Fit/ }).check();
  const fitted = await downloadZpl(page);
  expect(fitted.match(/\^XA/g)).toHaveLength(4);
  expect(fitted).not.toContain('^BC');
  const redrawn = await renderZpl(fitted.slice(0, fitted.lastIndexOf('^XA')), PRINTER_DPI, testInfo.outputDir, 'fitted');
  for (const [index, carrier] of scanned) {
    const read = decodePngBarcodes(redrawn[index]!);
    expect(read.code128, carrier.name).toEqual([carrier.code128]);
    const twoD = carrier.format === 'PDF417' ? read.twoD : await twoDTextsInWindows(redrawn[index]!, carrier.format, PRINTER_DPI);
    expect(twoD, carrier.name).toContain(carrier.twoD);
  }
});

test('with 300 dpi chosen, a ZPL file is read at 12 dots a mm and a 300 dpi label passes through', async ({ page }, testInfo) => {
  const label = '^XA\n^PW1200\n^LL1800\n^FO100,100^A0N,60,60^FDPRIORITY^FS\n^FO100,300^BY4^BCN,300,N,N,N,A^FD1Z999AA10123456784^FS\n^XZ\n';
  const cropper = cropperPage(page);
  await page.goto('/label-cropper');
  await cropper.chooseLabelSize({ label: '4 × 6 in thermal label' });
  await page.getByLabel('Printer resolution').selectOption({ label: '300 dpi' });
  await cropper.addFiles([{ name: 'fine.zpl', mimeType: 'text/plain', buffer: Buffer.from(label) }]);
  await cropper.allFound();
  await expect(cropper.file('fine.zpl')).toContainText('ZPL, 1 label, read at 300 dpi');
  // 1,200 × 1,800 dots at 12 a mm: a 100 × 150 mm label.
  await expect(cropper.card('fine.zpl').getByLabel('Width (mm)')).toHaveValue('100.0');
  const zpl = await downloadZpl(page);
  expect(zpl).toBe(label);
  const [png] = await renderZpl(zpl, 300, testInfo.outputDir, 'fine');
  expect(decodePngBarcodes(png!).code128).toEqual(['1Z999AA10123456784']);
});
