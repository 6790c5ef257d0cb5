import { describe, expect, it } from 'vitest';
import { cn22Face } from '../../../src/contents/forms/cn22-face';
import { HELVETICA_SET } from '../../../src/label/font-set';
import { extents, readInside, textsInside, textsStraddling } from '../../support/face-text-boxes';
import { makeDeclaration, makeLine, makeLines } from '../../support/make-declaration';

const FOUR_BY_SIX = { width: 101.6, height: 152.4 };
const FACES = { '4 × 6 in': FOUR_BY_SIX, '100 × 150 mm': { width: 100, height: 150 }, A6: { width: 105, height: 148 } };
const MARGIN_MM = 3;
const TOLERANCE_MM = 1e-6;

describe('the CN 22 face', () => {
  it.each(Object.entries(FACES))('keeps every line and word of a %s face inside its margins', (_, faceMm) => {
    for (const declaration of [makeDeclaration(), makeDeclaration({ lines: makeLines(12), signature: null })]) {
      const { face } = cn22Face(declaration, faceMm, HELVETICA_SET, { marginMm: MARGIN_MM });
      for (const { left, right, top, bottom } of extents(face)) {
        expect(left).toBeGreaterThanOrEqual(MARGIN_MM - TOLERANCE_MM);
        expect(right).toBeLessThanOrEqual(faceMm.width - MARGIN_MM + TOLERANCE_MM);
        expect(top).toBeGreaterThanOrEqual(MARGIN_MM - 0.1);
        expect(bottom).toBeLessThanOrEqual(faceMm.height - MARGIN_MM + TOLERANCE_MM);
      }
    }
  });

  it('writes each line of the contents in boxes (1) to (5), and no text across their edges', () => {
    const { face, boxes } = cn22Face(makeDeclaration(), FOUR_BY_SIX, HELVETICA_SET);
    expect(readInside(face, boxes['1']!)).toBe("2 × Men's cotton T-shirt, blue 1 × Ceramic mug 3 × Paperback book");
    expect(readInside(face, boxes['2']!)).toBe('0.350 0.420 0.900');
    expect(readInside(face, boxes['3']!)).toBe('24.00 EUR 18.50 EUR 42.50 EUR');
    expect(readInside(face, boxes['4']!)).toBe('6109.10 6912.00 4901.99');
    expect(readInside(face, boxes['5']!)).toBe('Portugal France United Kingdom');
    for (const key of ['1', '2', '3', '4', '5', '6', '7', '8', 'explanation']) expect(textsStraddling(face, boxes[key]!), key).toEqual([]);
  });

  it('writes the totals in (6) and (7), and the date and typed name in (8)', () => {
    const { face, boxes } = cn22Face(makeDeclaration(), FOUR_BY_SIX, HELVETICA_SET);
    expect(readInside(face, boxes['6']!)).toBe('1.850');
    expect(readInside(face, boxes['7']!)).toBe('85.00 EUR');
    expect(readInside(face, boxes['8']!)).toBe('2026-11-25 Rosa Chen');
    expect(boxes.totalWeight).toEqual(boxes['6']);
    expect(boxes.totalValue).toEqual(boxes['7']);
  });

  it('leaves a line to sign on by hand when no name was typed', () => {
    const { face, boxes } = cn22Face(makeDeclaration({ signature: null }), FOUR_BY_SIX, HELVETICA_SET);
    const box = boxes['8']!;
    expect(readInside(face, box)).toBe('2026-11-25');
    const line = face.find((item) => item.kind === 'rule' && item.yMm > box.yMm && item.yMm < box.yMm + box.heightMm && item.widthMm > 20);
    expect(line).toBeDefined();
  });

  it('ticks the declared category alone, and writes what "Other" is', () => {
    const { face, boxes } = cn22Face(makeDeclaration({ category: 'other', categoryExplanation: 'Spare parts for repair' }), FOUR_BY_SIX, HELVETICA_SET);
    const ticks = face.filter((item) => item.kind === 'text' && item.text === 'X');
    expect(ticks).toHaveLength(1);
    const other = face.find((item) => item.kind === 'text' && item.text === 'Other (please specify)');
    expect(other?.kind === 'text' && ticks[0]?.kind === 'text' && Math.abs(other.baselineMm - ticks[0].baselineMm)).toBeLessThan(2);
    expect(textsInside(face, boxes.category!).some((text) => text.text === 'X')).toBe(true);
    expect(readInside(face, boxes.explanation!)).toBe('Spare parts for repair');
  });

  it('prints the boxes’ numbers and titles in English and French, and the declaration', () => {
    const texts = cn22Face(makeDeclaration(), FOUR_BY_SIX, HELVETICA_SET).face.flatMap((item) => (item.kind === 'text' ? [item.text] : []));
    const all = texts.join(' ');
    for (const words of ['CN 22', 'CUSTOMS DECLARATION', 'DÉCLARATION EN DOUANE', 'Designated operator', 'May be opened officially', '(1)', '(2)', '(3)', '(4)', '(5)', '(6)', '(7)', '(8)', 'Vente de marchandises', 'prohibited by legislation']) {
      expect(all).toContain(words);
    }
  });

  it('reports the lines it has no room for, and says how many are left for a CN 23', () => {
    const { face, boxes, overflow } = cn22Face(makeDeclaration({ lines: makeLines(14) }), FOUR_BY_SIX, HELVETICA_SET);
    expect(overflow).toBeGreaterThan(0);
    const read = readInside(face, boxes['1']!);
    const shown = read.match(/Stoneware mug no\. \d+/g) ?? [];
    expect(shown).toHaveLength(14 - overflow);
    expect(read).toContain(`+ ${overflow} more items: see CN\u00a023`);
  });

  it('holds the UPU’s few lines at the largest type, with no overflow', () => {
    expect(cn22Face(makeDeclaration({ lines: makeLines(4) }), FOUR_BY_SIX, HELVETICA_SET).overflow).toBe(0);
  });

  it('sets a description too long for its row smaller, then cuts it with "…", inside box (1)', () => {
    const long = makeLine({ description: 'Hand-thrown stoneware '.repeat(30) });
    const { face, boxes } = cn22Face(makeDeclaration({ lines: [long] }), FOUR_BY_SIX, HELVETICA_SET);
    const rows = textsInside(face, boxes['1']!);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.at(-1)?.text.endsWith('…')).toBe(true);
    expect(textsStraddling(face, boxes['1']!)).toEqual([]);
  });

  it('holds a long explanation inside its box, cut with "…"', () => {
    const { face, boxes } = cn22Face(makeDeclaration({ category: 'other', categoryExplanation: 'Spare parts for repair '.repeat(40) }), FOUR_BY_SIX, HELVETICA_SET);
    expect(textsStraddling(face, boxes.explanation!)).toEqual([]);
    expect(readInside(face, boxes.explanation!)).toMatch(/…$/);
  });

  it('never sets a value smaller than 6 pt, nor a title smaller than 5 pt', () => {
    const { face, boxes } = cn22Face(makeDeclaration({ lines: [makeLine({ description: 'x'.repeat(400), hsCode: '6109.10.00.10' })] }), FOUR_BY_SIX, HELVETICA_SET);
    for (const item of face) if (item.kind === 'text') expect(item.sizePt).toBeGreaterThanOrEqual(5);
    for (const key of ['1', '4']) for (const text of textsInside(face, boxes[key]!)) expect(text.sizePt).toBeGreaterThanOrEqual(6);
  });

  it('sets its type larger on a 4 × 6 in label than on the UPU’s 74 mm wide form', () => {
    const sizeOf = (faceMm: { width: number; height: number }) => {
      const { face, boxes } = cn22Face(makeDeclaration(), faceMm, HELVETICA_SET);
      return textsInside(face, boxes['6']!)[0]!.sizePt;
    };
    expect(sizeOf(FOUR_BY_SIX)).toBeGreaterThan(sizeOf({ width: 80, height: 115 }));
  });

  it('holds nothing on a face too small for its boxes, and leaves every line to a CN 23', () => {
    expect(cn22Face(makeDeclaration(), { width: 99.1, height: 67.7 }, HELVETICA_SET)).toEqual({ face: [], boxes: {}, overflow: 3 });
    expect(cn22Face(makeDeclaration({ lines: [] }), { width: 60, height: 50 }, HELVETICA_SET).overflow).toBe(1);
  });
});
