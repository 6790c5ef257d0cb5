import { describe, expect, it } from 'vitest';
import { cn23Pages, paginate } from '../../../src/contents/forms/cn23-pages';
import { HELVETICA_SET } from '../../../src/label/font-set';
import { extents, readInside, textsStraddling } from '../../support/face-text-boxes';
import { makeDeclaration, makeLines } from '../../support/make-declaration';

const A4 = { width: 210, height: 297 };
const LETTER = { width: 215.9, height: 279.4 };
const MARGIN_MM = 10;
const TOLERANCE_MM = 1e-6;

describe('the CN 23 pages', () => {
  it.each([
    ['A4', A4],
    ['Letter', LETTER],
  ])('keep every line and word inside the %s page’s margins, however many lines', (_, pageMm) => {
    for (const count of [0, 3, 20, 45]) {
      for (const face of cn23Pages(makeDeclaration({ lines: makeLines(count), signature: null }), pageMm, HELVETICA_SET).pages) {
        for (const { left, right, top, bottom } of extents(face)) {
          expect(left).toBeGreaterThanOrEqual(MARGIN_MM - TOLERANCE_MM);
          expect(right).toBeLessThanOrEqual(pageMm.width - MARGIN_MM + TOLERANCE_MM);
          expect(top).toBeGreaterThanOrEqual(MARGIN_MM - 0.1);
          expect(bottom).toBeLessThanOrEqual(pageMm.height - MARGIN_MM + TOLERANCE_MM);
        }
      }
    }
  });

  it('is one page for a few lines, with the parties, the contents, the totals and the declaration', () => {
    const { pages, boxes } = cn23Pages(makeDeclaration(), A4, HELVETICA_SET);
    expect(pages).toHaveLength(1);
    const [face, box] = [pages[0]!, boxes[0]!];
    expect(readInside(face, box.senderName!)).toBe('Rosa Chen');
    expect(readInside(face, box.senderAddress!)).toBe('41 Pearl Street Somerville, MA 02145 United States');
    expect(readInside(face, box.senderReference!)).toBe('US123456789');
    expect(readInside(face, box.addresseeName!)).toBe('Jürgen Groß');
    expect(readInside(face, box.importerReference!)).toBe('DE123456789');
    expect(readInside(face, box.importerContact!)).toBe('import@gross.example');
    expect(readInside(face, box['1']!)).toBe("Men's cotton T-shirt, blue Ceramic mug Paperback book");
    expect(readInside(face, box['2']!)).toBe('2 1 3');
    expect(readInside(face, box['3']!)).toBe('0.350 0.420 0.900');
    expect(readInside(face, box['5']!)).toBe('24.00 EUR 18.50 EUR 42.50 EUR');
    expect(readInside(face, box['7']!)).toBe('6109.10 6912.00 4901.99');
    expect(readInside(face, box['8']!)).toBe('Portugal France United Kingdom');
    expect(readInside(face, box['4']!)).toBe('1.850');
    expect(readInside(face, box['6']!)).toBe('85.00 EUR');
    expect(readInside(face, box['9']!)).toBe('12.40 EUR');
    expect(readInside(face, box['11']!)).toBe('Goods not subject to export licence.');
    expect(readInside(face, box['14']!)).toBe('INV-2026-0042');
    expect(readInside(face, box['15']!)).toBe('2026-11-25 Rosa Chen');
    expect(readInside(face, box.page!)).toBe('Page 1 of 1 Page 1 sur 1');
    for (const [key, rect] of Object.entries(box)) expect(textsStraddling(face, rect), key).toEqual([]);
  });

  it('runs a 20-line table on to a second page, "Page N of M" on each and the totals on the last only', () => {
    const { pages, boxes } = cn23Pages(makeDeclaration({ lines: makeLines(20) }), A4, HELVETICA_SET);
    expect(pages).toHaveLength(2);
    expect(boxes.map((box) => readInside(pages[boxes.indexOf(box)]!, box.page!))).toEqual(['Page 1 of 2 Page 1 sur 2', 'Page 2 of 2 Page 2 sur 2']);
    expect(Object.keys(boxes[0]!)).not.toContain('4');
    expect(Object.keys(boxes[0]!)).not.toContain('6');
    expect(readInside(pages[1]!, boxes[1]!['4']!)).toBe('1.850');
    expect(readInside(pages[1]!, boxes[1]!['6']!)).toBe('85.00 EUR');
    const printed = pages.flatMap((face, index) => readInside(face, boxes[index]!['1']!).match(/no\. \d+/g) ?? []);
    expect(printed).toEqual(Array.from({ length: 20 }, (_, index) => `no. ${index + 1}`));
  });

  it('names the sender and addressee on the first page only', () => {
    const { pages, boxes } = cn23Pages(makeDeclaration({ lines: makeLines(80) }), LETTER, HELVETICA_SET);
    expect(pages.length).toBeGreaterThan(2);
    expect(boxes[0]!.senderName).toBeDefined();
    expect(boxes.slice(1).every((box) => box.senderName === undefined)).toBe(true);
  });

  it('holds any length of typed text inside its boxes, cut with "…" where it must be', () => {
    const long = (words: string) => `${words} `.repeat(200).trim();
    const declaration = makeDeclaration({
      category: 'other',
      categoryExplanation: long('Spare parts for repair'),
      comments: long('Fragile'),
      invoiceNumber: long('INV-2026'),
      importerContact: long('import@gross.example'),
      sender: { ...makeDeclaration().sender, name: long('Rosa'), addressLines: Array.from({ length: 20 }, (_, index) => `Line ${index + 1}`) },
    });
    const { pages, boxes } = cn23Pages(declaration, LETTER, HELVETICA_SET);
    expect(pages).toHaveLength(1);
    const [face, box] = [pages[0]!, boxes[0]!];
    for (const key of ['explanation', '11', '14', 'importerContact', 'senderName', 'senderAddress']) {
      expect(textsStraddling(face, box[key]!), key).toEqual([]);
      expect(readInside(face, box[key]!), key).toMatch(/…$/);
    }
  });

  it('ticks the category, and the licence, certificate and invoice boxes only where numbers are given', () => {
    const { pages } = cn23Pages(makeDeclaration({ category: 'gift', invoiceNumber: '', certificateNumbers: 'PHYTO-77' }), A4, HELVETICA_SET);
    const ticks = pages[0]!.filter((item) => item.kind === 'text' && item.text === 'X');
    expect(ticks).toHaveLength(2);
    const beside = (title: string) => pages[0]!.find((item) => item.kind === 'text' && item.text === title);
    for (const title of ['Gift', 'Certificate (13)']) {
      const label = beside(title);
      expect(ticks.some((tick) => tick.kind === 'text' && label?.kind === 'text' && Math.abs(tick.baselineMm - label.baselineMm) < 2 && tick.xMm < label.xMm)).toBe(true);
    }
  });
});

describe('paginate', () => {
  const room = () => 100;

  it('keeps every line and the foot on one page when they fit', () => {
    expect(paginate([10, 10, 10], room, 60)).toEqual([{ start: 0, end: 3 }]);
  });

  it('never leaves the foot alone on a page while a line can go with it', () => {
    expect(paginate([20, 20, 20, 20], room, 40)).toEqual([
      { start: 0, end: 3 },
      { start: 3, end: 4 },
    ]);
  });

  it('gives the first page less room, for the parties', () => {
    expect(paginate([30, 30, 30], (first) => (first ? 40 : 100), 20)).toEqual([
      { start: 0, end: 1 },
      { start: 1, end: 3 },
    ]);
  });

  it('refuses a page too small for the foot', () => {
    expect(() => paginate([], room, 120)).toThrow(RangeError);
  });
});
