import { describe, expect, it } from 'vitest';
import type { Face, FaceLogo } from '../../../src/label/face-items';
import { layoutLabel } from '../../../src/label/face-layout';
import { logoBox, type LogoShape } from '../../../src/label/logo-lines';
import { STOCK_CATALOGUE } from '../../../src/stock/stock-catalogue';
import { expectInsideMargins, inkBoxes } from '../../support/face-bounds';
import { makeFullLabel, makeLabel } from '../../support/make-label';
import { stock } from '../../support/stock';

const WIDE: LogoShape = { aspect: 3 };
const SQUARE: LogoShape = { aspect: 1 };
const TALL: LogoShape = { aspect: 0.4 };

const logosOf = (face: Face): FaceLogo[] => face.filter((item): item is FaceLogo => item.kind === 'logo');
const overlaps = (a: { left: number; right: number; top: number; bottom: number }, b: typeof a) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('the logo box', () => {
  it('keeps the picture’s shape, as large as the space allows', () => {
    expect(logoBox(WIDE, 30, 20)).toEqual({ widthMm: 30, heightMm: 10 });
    expect(logoBox(TALL, 30, 20)).toEqual({ widthMm: 8, heightMm: 20 });
    expect(logoBox(SQUARE, 30, 20)).toEqual({ widthMm: 20, heightMm: 20 });
  });
});

describe('the sender’s logo on a label', () => {
  it.each(['a4', 'letter', '4x6', '100x150', 'a6', '4x4'] as const)(
    '%s: printed beside the sender, inside the margins, touching no text, rule or barcode, no taller than the sender’s rows',
    (size) => {
      for (const shape of [WIDE, SQUARE, TALL]) {
        const layout = layoutLabel(makeFullLabel(), stock(size), undefined, shape);
        const [face] = layout.faces;
        const [logo] = logosOf(face!);
        expect(layout.faces, `${size}, ${shape.aspect}`).toHaveLength(1);
        expect(logo, `${size}, ${shape.aspect}`).toBeDefined();
        expect(logo!.widthMm / logo!.heightMm).toBeCloseTo(shape.aspect, 6);
        expectInsideMargins(layout, stock(size));
        const boxes = inkBoxes(face!);
        const logoInk = boxes.find((box) => box.item === logo)!;
        for (const other of boxes.filter((box) => box.item !== logo)) expect(overlaps(logoInk, other), `${size}: ${JSON.stringify(other.item)}`).toBe(false);
        // Beside the sender: between the sender's first row and the rows after it.
        const senderRows = boxes.filter((box) => box.item.kind === 'text' && /Daniel Brooks|Maple Lane|Orchard|Unit 4|Austin|555-0193/.test(box.item.text));
        expect(logoInk.top).toBeGreaterThanOrEqual(Math.min(...senderRows.map((box) => box.top)) - 1);
        const ruleBelow = Math.min(...face!.flatMap((item) => (item.kind === 'rule' && item.yMm > logoInk.top ? [item.yMm] : [])));
        expect(logoInk.bottom, 'above the rule under the sender').toBeLessThanOrEqual(ruleBelow);
      }
    },
  );

  it('never sets the text smaller than it is without a logo, on any stock', () => {
    for (const entry of STOCK_CATALOGUE) {
      for (const label of [makeLabel(), makeFullLabel()]) {
        const without = layoutLabel(label, stock(entry.id));
        const withLogo = layoutLabel(label, stock(entry.id), undefined, SQUARE);
        expect(withLogo.fontScale, entry.id).toBeGreaterThanOrEqual(without.fontScale - 1e-9);
        expect(withLogo.faces.length, entry.id).toBeLessThanOrEqual(without.faces.length);
        // Where it is not printed, the layout says so, for the preview's note.
        const printed = withLogo.faces.some((face) => logosOf(face).length > 0);
        expect(printed || withLogo.omitted.includes('logo'), entry.id).toBe(true);
      }
    }
  });

  it('a crowded address label leaves the logo out first, and says so', () => {
    const layout = layoutLabel(makeFullLabel(), stock('avery-5160'), undefined, SQUARE);
    expect(layout.omitted).toContain('logo');
    expect(layout.faces.flatMap(logosOf)).toEqual([]);
  });

  it('without a sender there is no logo to print', () => {
    const layout = layoutLabel(makeLabel({ fromName: '', fromCompany: '', fromAddress: '', fromPhone: '' }), stock('4x6'), undefined, SQUARE);
    expect(layout.faces.flatMap(logosOf)).toEqual([]);
    expect(layout.omitted).not.toContain('logo');
  });
});
