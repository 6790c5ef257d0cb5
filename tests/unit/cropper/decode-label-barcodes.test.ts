import { FillRule, PDFDocument, rgb, type PDFPage } from '@cantoo/pdf-lib';
import { toSVG } from 'bwip-js/node';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAllBarcodes, type Rasteriser } from '../../support/decode-label-barcodes';

const TRACKING = '9400111899223197428490';
const PDF417_TEXT = 'ShipLabel PDF417 test';
const PT_PER_DOT_203 = 72 / 203;
const BLACK = rgb(0, 0, 0);

/**
 * Draws bwip-js's SVG as vector paths, `unitPt` points to its unit, its top-left corner at (x, y) in PDF points:
 * linear codes are stroked lines, 2D codes filled shapes with holes.
 */
function drawSvg(page: PDFPage, svg: string, x: number, y: number, unitPt: number): void {
  for (const [, attributes = ''] of svg.matchAll(/<path([^>]*)\/>/g)) {
    const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1];
    const path = attribute('d') ?? '';
    const strokeWidth = attribute('stroke-width');
    // drawSvgPath scales the line width with the path, so the stroke stays in the SVG's units.
    if (strokeWidth !== undefined) page.drawSvgPath(path, { x, y, scale: unitPt, borderColor: BLACK, borderWidth: Number(strokeWidth) });
    else page.drawSvgPath(path, { x, y, scale: unitPt, color: BLACK, ...(attribute('fill-rule') === 'evenodd' ? { fillRule: FillRule.EvenOdd } : {}) });
  }
}

/** A 4 × 6 in page with a tracking number's Code 128 above a PDF417, three printer dots a module at 203 dpi. */
async function labelPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([288, 432]);
  const module = 3 * PT_PER_DOT_203;
  drawSvg(page, toSVG({ bcid: 'code128', text: TRACKING, scale: 1, height: 15 }), 20, 400, module);
  drawSvg(page, toSVG({ bcid: 'pdf417', text: PDF417_TEXT, scale: 1 }), 20, 200, module);
  return document.save();
}

describe('decodeAllBarcodes', () => {
  let dir = '';
  let pdfPath = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'shiplabel-decode-'));
    pdfPath = join(dir, 'label.pdf');
    writeFileSync(pdfPath, await labelPdf());
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each<Rasteriser>(['poppler', 'ghostscript'])('reads a vector Code 128 and PDF417 at 203 dpi, rasterised by %s', (rasteriser) => {
    expect(decodeAllBarcodes(pdfPath, 1, 203, rasteriser)).toEqual({ code128: [TRACKING], twoD: [PDF417_TEXT] });
  });
});
