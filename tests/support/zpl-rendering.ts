import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ready } from 'zpl-renderer-js';
import type { PrinterDpi } from '../../src/label/printer-resolution';
import { dotsPerMmOf } from '../../src/zpl/zpl-stock';
import { rasterizePdf } from './barcode-tools';
import { decodePngBarcodes, type LabelBarcodes } from './decode-label-barcodes';
import { inkNear, inkOfPng } from './ink-agreement';

// A ZPL file read back the way the cropper will read carriers' files: zebrash (zpl-renderer-js) draws each label at
// the printer's dots; the same label's PDF is drawn by Poppler at the same dpi, and the two are compared.

const numberAfter = (command: string, zpl: string): number => {
  const found = new RegExp(`\\^${command}(\\d+)`).exec(zpl);
  if (!found) throw new Error(`No ^${command} in the ZPL`);
  return Number(found[1]);
};

/**
 * Each label of the ZPL drawn by zebrash as a PNG in `dir`, on a canvas exactly ^PW by ^LL dots (a wider one would
 * centre the label in it).
 */
export async function renderZpl(zpl: string, dpi: PrinterDpi, dir: string, name = 'label'): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const { api } = await ready;
  const perMm = dotsPerMmOf(dpi);
  const pngs = await api.zplToBase64MultipleAsync(zpl, numberAfter('PW', zpl) / perMm, numberAfter('LL', zpl) / perMm, perMm);
  return pngs.map((png, index) => {
    const path = join(dir, `${name}-${index + 1}.zpl.png`);
    writeFileSync(path, Buffer.from(png, 'base64'));
    return path;
  });
}

/** How far (in dots) ink may stand from the other drawing's and still count as agreeing: a quarter of a millimetre. */
export const agreementReach = (dpi: PrinterDpi): number => Math.round((0.25 * dpi) / 25.4);

/** How a ZPL label's drawing agrees with its PDF's at the same dpi, and what its barcodes read. */
export type ZplAgainstPdf = { zplNearPdf: number; pdfNearZpl: number; barcodes: LabelBarcodes };

/** Compares a label drawn from ZPL (a PNG) with page 1 of its PDF (written in `dir`) drawn by Poppler at the same dpi. */
export async function compareWithPdf(zplPng: string, pdf: Uint8Array, dpi: PrinterDpi, dir: string): Promise<ZplAgainstPdf> {
  mkdirSync(dir, { recursive: true });
  const pdfPath = join(dir, 'label.pdf');
  writeFileSync(pdfPath, pdf);
  const [fromZpl, fromPdf] = await Promise.all([inkOfPng(zplPng), inkOfPng(rasterizePdf(pdfPath, dpi))]);
  const reach = agreementReach(dpi);
  return { zplNearPdf: inkNear(fromZpl, fromPdf, reach), pdfNearZpl: inkNear(fromPdf, fromZpl, reach), barcodes: decodePngBarcodes(zplPng) };
}
