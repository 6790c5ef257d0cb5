import { describe, expect, it } from 'vitest';
import { packingSlipPages } from '../../../src/contents/forms/packing-slip-pages';
import type { Face } from '../../../src/label/face-items';
import { HELVETICA_SET } from '../../../src/label/font-set';
import { extents, readInside, textsStraddling } from '../../support/face-text-boxes';
import { makePackingSlip, makeSlipLine, makeSlipLines } from '../../support/make-documents';

const A4 = { width: 210, height: 297 };
const LETTER = { width: 215.9, height: 279.4 };
const FOUR_BY_SIX = { width: 101.6, height: 152.4 };
const TOLERANCE_MM = 1e-6;
const TOP_SLACK_MM = 0.1;

const texts = (face: Face): string[] => face.flatMap((item) => (item.kind === 'text' ? [item.text] : []));
const lineKeys = (box: Record<string, unknown>, line: number): string[] =>
  Object.keys(box)
    .filter((key) => key.startsWith(`line.${line}.`))
    .map((key) => key.slice(`line.${line}.`.length));

describe('the packing slip', () => {
  it.each([
    ['A4', A4, 10],
    ['Letter', LETTER, 10],
    ['4 × 6 in', FOUR_BY_SIX, 3],
  ])('keeps every line and word inside the %s page’s margins, prices shown or not', (_, pageMm, marginMm) => {
    for (const count of [0, 3, 30, 80]) {
      for (const showPrices of [true, false]) {
        for (const face of packingSlipPages(makePackingSlip({ lines: makeSlipLines(count), showPrices }), pageMm, HELVETICA_SET).pages) {
          for (const { left, right, top, bottom } of extents(face)) {
            expect(left).toBeGreaterThanOrEqual(marginMm - TOLERANCE_MM);
            expect(right).toBeLessThanOrEqual(pageMm.width - marginMm + TOLERANCE_MM);
            expect(top).toBeGreaterThanOrEqual(marginMm - TOP_SLACK_MM);
            expect(bottom).toBeLessThanOrEqual(pageMm.height - marginMm + TOLERANCE_MM);
          }
        }
      }
    }
  });

  it('lists the order, both parties, each line, the total and the note in their boxes', () => {
    const { pages, boxes } = packingSlipPages(makePackingSlip(), LETTER, HELVETICA_SET);
    expect(pages).toHaveLength(1);
    const [face, box] = [pages[0]!, boxes[0]!];
    expect(texts(face)).toContain('PACKING SLIP');
    expect(readInside(face, box.page!)).toBe('Page 1 of 1');
    expect(readInside(face, box.orderNumber!)).toBe('#1042');
    expect(readInside(face, box.date!)).toBe('2026-11-25');
    expect(readInside(face, box.shipTo!)).toBe('Jürgen Groß Groß & Söhne GmbH Hauptstraße 5 80331 München Germany Tel. +49 89 5550100');
    expect(readInside(face, box.from!)).toContain('Rosa Chen');
    expect(lineKeys(box, 0)).toEqual(['sku', 'quantity', 'description', 'unitPrice', 'lineTotal']);
    expect(lineKeys(box, 2).map((key) => readInside(face, box[`line.2.${key}`]!))).toEqual(['BOOK-PB-7', '3', 'Paperback book', '14.17 EUR', '42.50 EUR']);
    expect(readInside(face, box.total!)).toBe('85.00 EUR');
    expect(readInside(face, box.note!)).toBe('Thank you for your order! Questions? Write to hello@chen-ceramics.example.');
    for (const [key, rect] of Object.entries(box)) expect(textsStraddling(face, rect), key).toEqual([]);
  });

  it.each([
    ['Letter', LETTER],
    ['4 × 6 in', FOUR_BY_SIX],
  ])('hides every price and the total on %s when asked', (_, pageMm) => {
    const slip = makePackingSlip({ showPrices: false });
    const { pages, boxes } = packingSlipPages(slip, pageMm, HELVETICA_SET);
    expect(lineKeys(boxes[0]!, 0)).toEqual(['sku', 'quantity', 'description']);
    expect(boxes[0]!.total).toBeUndefined();
    const printed = texts(pages[0]!).join(' ');
    for (const price of [slip.total, ...slip.lines.flatMap((line) => [line.unitPrice, line.lineTotal])]) expect(printed).not.toContain(price);
    expect(printed).not.toMatch(/Unit price|Total/);
  });

  it('sets the 4 × 6 in label compact: SKU, Qty and Description, and only the line’s total when prices show', () => {
    const { pages, boxes } = packingSlipPages(makePackingSlip(), FOUR_BY_SIX, HELVETICA_SET);
    expect(lineKeys(boxes[0]!, 0)).toEqual(['sku', 'quantity', 'description', 'lineTotal']);
    expect(readInside(pages[0]!, boxes[0]!.total!)).toBe('85.00 EUR');
    expect(texts(pages[0]!)).not.toContain('Unit price');
  });

  it.each([
    ['Letter', LETTER],
    ['4 × 6 in', FOUR_BY_SIX],
  ])('runs a long list on %s over pages, "Page N of M" on each, every SKU once, the total and note on the last', (_, pageMm) => {
    const { pages, boxes } = packingSlipPages(makePackingSlip({ lines: makeSlipLines(60) }), pageMm, HELVETICA_SET);
    expect(pages.length).toBeGreaterThan(1);
    const count = pages.length;
    expect(pages.map((face, index) => readInside(face, boxes[index]!.page!))).toEqual(pages.map((_, index) => `Page ${index + 1} of ${count}`));
    expect(pages.map((face, index) => readInside(face, boxes[index]!.orderNumber!))).toEqual(pages.map(() => '#1042'));
    const skus = pages.flatMap((face, page) =>
      Object.keys(boxes[page]!)
        .filter((key) => key.endsWith('.sku'))
        .map((key) => readInside(face, boxes[page]![key]!)),
    );
    expect(skus).toEqual(Array.from({ length: 60 }, (_, index) => `MUG-${index + 1}`));
    expect(boxes.slice(0, -1).every((box) => box.total === undefined && box.note === undefined)).toBe(true);
    expect(boxes.map((box) => box.shipTo !== undefined)).toEqual(pages.map((_, index) => index === 0));
    expect(readInside(pages.at(-1)!, boxes.at(-1)!.total!)).toBe('85.00 EUR');
    expect(boxes.at(-1)!.note).toBeDefined();
  });

  it('prints no note box when there is no note', () => {
    const { pages, boxes } = packingSlipPages(makePackingSlip({ note: '  ' }), A4, HELVETICA_SET);
    expect(boxes[0]!.note).toBeUndefined();
    expect(texts(pages[0]!)).not.toContain('Note');
  });

  it('keeps long SKUs, descriptions and notes inside their boxes on the 4 × 6 in label', () => {
    const slip = makePackingSlip({
      lines: [makeSlipLine({ sku: 'SKU-0001-VERY-LONG-VARIANT-CODE-XXL-NAVY', description: 'Merino wool crew-neck jumper, hand-finished, navy, extra extra large '.repeat(3), quantity: 1200 })],
      note: 'Please keep this slip for returns. '.repeat(20),
    });
    const { pages, boxes } = packingSlipPages(slip, FOUR_BY_SIX, HELVETICA_SET);
    pages.forEach((face, page) => {
      for (const [key, rect] of Object.entries(boxes[page]!)) expect(textsStraddling(face, rect), key).toEqual([]);
    });
    expect(readInside(pages.at(-1)!, boxes.at(-1)!.note!)).toMatch(/…$/);
  });
});
