// Renders the sample label through the real PDF pipeline and turns it into the home page and social images.
// Run: npx tsx tests/tools/render-example-label.tsx   (needs poppler-utils, zbar-tools, webp, Debian chromium)
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { barcodeValue } from '../../src/label/barcode-rules';
import { SAMPLE_LABEL } from '../../src/label/sample-label';
import { renderLabelPdf } from '../support/render-label-pdf';
import { composeOgImage } from './example-label/compose-og-image';
import { findContentBox } from './example-label/content-box';
import { decodeBarcodeAt203Dpi } from './example-label/verify-barcode';
import { writeLabelWebp } from './example-label/write-webp';
import type { WrittenImage } from './example-label/write-webp';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const EXAMPLE_WIDTH_PX = 600;
// White margin kept around the printed content, so the crop still reads as a label sheet.
const CROP_PADDING_MM = 7;

const describe = (image: WrittenImage) =>
  `${relative(ROOT, image.path)}: ${image.width} × ${image.height} px, ${(image.bytes / 1024).toFixed(1)} KB`;

const main = async () => {
  const workDir = await mkdtemp(join(tmpdir(), 'shiplabel-example-'));
  try {
    const pdfPath = join(workDir, 'example-label.pdf');
    await writeFile(pdfPath, await renderLabelPdf(SAMPLE_LABEL));

    const expected = barcodeValue(SAMPLE_LABEL);
    const decoded = await decodeBarcodeAt203Dpi(pdfPath, workDir);
    console.log(`zbarimg at 203 dpi: "${decoded}" (expected "${expected}") ${decoded === expected ? 'OK' : 'MISMATCH'}`);
    if (decoded !== expected) process.exitCode = 1;

    const box = await findContentBox(pdfPath, workDir, CROP_PADDING_MM);
    const assets = join(ROOT, 'src/assets');
    const oneX = await writeLabelWebp(pdfPath, box, EXAMPLE_WIDTH_PX, join(assets, 'example-label.webp'), workDir);
    const twoX = await writeLabelWebp(pdfPath, box, EXAMPLE_WIDTH_PX * 2, join(assets, 'example-label@2x.webp'), workDir);
    const og = await composeOgImage(twoX, join(ROOT, 'public/favicon.svg'), join(ROOT, 'public/og-image.png'));

    for (const image of [oneX, twoX, og]) console.log(describe(image));
    console.log(`example label webp total: ${((oneX.bytes + twoX.bytes) / 1024).toFixed(1)} KB`);
    console.log(`exampleLabelSize = { width: ${oneX.width}, height: ${oneX.height} }`);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
};

await main();
