import { describe, expect, it } from 'vitest';
import type { FaceText } from '../../../src/label/face-items';
import { layoutLabel, type LabelLayout } from '../../../src/label/face-layout';
import { parcelsProblem } from '../../../src/label/parcels-problem';
import { english } from '../../support/english';
import { eachParcel, parcelCount, parcelMark, parcelTotal } from '../../../src/label/parcel-count';
import { STOCK_CATALOGUE } from '../../../src/stock/stock-catalogue';
import { NAUGHTY_STRINGS } from '../../support/label-arbitrary';
import { makeFullLabel, makeLabel } from '../../support/make-label';
import { stock } from '../../support/stock';

const rowsOf = (layout: LabelLayout): string[] => {
  // Text items grouped by baseline, read left to right: the rows a person reads.
  const texts = layout.faces.flat().filter((item): item is FaceText => item.kind === 'text');
  const rows = new Map<string, FaceText[]>();
  for (const text of texts) rows.set(`${layout.faces.findIndex((face) => face.includes(text))}:${text.baselineMm.toFixed(2)}`, [...(rows.get(`${layout.faces.findIndex((face) => face.includes(text))}:${text.baselineMm.toFixed(2)}`) ?? []), text]);
  return [...rows.values()].map((row) => row.sort((a, b) => a.xMm - b.xMm).map((item) => item.text).join(' '));
};

describe('Parcels: a count as typed', () => {
  it.each(['', ' ', '1', '3', ' 12 ', '99', '2 of 3', '3 of 3'])('takes %j', (typed) => {
    expect(parcelsProblem(typed)).toBeNull();
  });

  it.each(['0', '100', '-2', '2.5', '1e2', 'three', '3 boxes', '4 of 3', '0 of 3', '1 of 100', '٣'])('refuses %j, saying what it takes', (typed) => {
    expect(english(parcelsProblem(typed) ?? { id: 'none' })).toBe('Parcels must be a whole number from 1 to 99');
  });

  it('every naughty string is a count, a mark or refused with the message, never a crash', () => {
    for (const typed of NAUGHTY_STRINGS) {
      const problem = parcelsProblem(typed);
      if (problem === null) expect(parcelCount(makeLabel({ parcels: typed }))).toBeGreaterThanOrEqual(1);
      else expect(english(problem)).toBe('Parcels must be a whole number from 1 to 99');
    }
  });

  it('counts the labels a list prints: blank is one, a count is that many, a copy is one', () => {
    expect(parcelCount(makeLabel({ parcels: '' }))).toBe(1);
    expect(parcelCount(makeLabel({ parcels: '4' }))).toBe(4);
    expect(parcelCount(makeLabel({ parcels: '2 of 4' }))).toBe(1);
    expect(parcelCount(makeLabel({ parcels: 'lots' }))).toBeNull();
    expect(parcelTotal([makeLabel({ parcels: '3' }), makeLabel({ parcels: '' }), makeLabel({ parcels: '2' })])).toBe(6);
  });
});

describe('each parcel of a shipment', () => {
  it('is a label with the same addresses, marked 1 of N to N of N', () => {
    const label = makeLabel({ parcels: '3', reference: 'Order #5012' });
    const copies = eachParcel(label);

    expect(copies.map((copy) => copy.parcels)).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    for (const copy of copies) expect({ ...copy, parcels: '' }).toEqual({ ...label, parcels: '' });
    // Split again (the batch splits on the page, the worker once more), nothing changes.
    expect(copies.flatMap(eachParcel)).toEqual(copies);
  });

  it('a single parcel prints one label with no mark; the preview of a count shows the first mark', () => {
    expect(eachParcel(makeLabel({ parcels: '1' })).map((copy) => copy.parcels)).toEqual(['']);
    expect(parcelMark(makeLabel({ parcels: '1' }))).toBeNull();
    expect(parcelMark(makeLabel({ parcels: '' }))).toBeNull();
    expect(parcelMark(makeLabel({ parcels: '5' }))).toBe('1 of 5');
    expect(parcelMark(makeLabel({ parcels: '4 of 5' }))).toBe('4 of 5');
  });
});

/** What people put on an address label: a name and two address lines, the sender's name and street. */
const ADDRESS_LABEL = { toCompany: '', toPhone: '', toAddress: '4821 Lakeview Avenue\nPortland, OR 97205', fromCompany: '', fromPhone: '', fromAddress: '77 Orchard Street, Austin, TX 78701' };

describe('the reference and the parcel mark on the face', () => {
  const label = makeFullLabel({ parcels: '2 of 3', reference: 'Order #5012' });

  it.each(['a4', 'letter'] as const)('%s: REF and PARCEL on one row under WEIGHT and DIMENSIONS, above the message, as the spec sets headings', (size) => {
    const rows = rowsOf(layoutLabel(label, stock(size)));
    const at = (start: string) => rows.findIndex((row) => row.startsWith(start));

    expect(rows).toContain('REF: Order #5012 PARCEL: 2 of 3');
    expect(at('WEIGHT:')).toBe(at('REF:') - 1);
    expect(at('REF:')).toBeLessThan(at('MESSAGE:'));
  });

  it.each(['4x6', '100x150', 'a6'] as const)('%s: REF and PARCEL headings above their values, under the package, above the message', (size) => {
    const rows = rowsOf(layoutLabel(label, stock(size)));
    const at = (row: string) => rows.indexOf(row);

    expect(at('REF: PARCEL:')).toBe(at('3.2 lbs 12 x 10 x 8 in') + 1);
    expect(at('Order #5012 2 of 3')).toBe(at('REF: PARCEL:') + 1);
    expect(at('Order #5012 2 of 3')).toBeLessThan(at('MESSAGE:'));
  });

  it('a label with neither prints neither heading', () => {
    const rows = rowsOf(layoutLabel(makeFullLabel(), stock('4x6')));

    expect(rows.join('\n')).not.toMatch(/REF:|PARCEL:/);
  });

  it('a small label prints "Parcel 2 of 3 · Ref: …" after the sender, and keeps the reference over the package row', () => {
    const small = layoutLabel(makeLabel({ parcels: '2 of 3', reference: 'Order #5012', toCompany: '', fromCompany: '' }), stock('avery-5163'));
    expect(small.faces).toHaveLength(1);
    expect(rowsOf(small)).toContain('Parcel 2 of 3 · Ref: Order #5012');

    // A crowded small label leaves out the message and the package row before the reference, and never the mark.
    const crowded = layoutLabel(
      makeLabel({ ...ADDRESS_LABEL, parcels: '2 of 3', reference: 'Order #5012-AB-7788', customMessage: 'Fragile: glass inside.' }),
      stock('dymo-30252'),
    );
    expect(crowded.faces).toHaveLength(1);
    expect(crowded.omitted).toEqual(['package', 'message']);
    expect(rowsOf(crowded)).toContain('Parcel 2 of 3 · Ref: Order #5012-AB-7788');
  });

  it('where a small label prints the tracking number as text, the mark shares its line and costs no second label', () => {
    const one = layoutLabel(makeLabel(), stock('dymo-30252'));
    const marked = layoutLabel(makeLabel({ parcels: '2 of 3' }), stock('dymo-30252'));

    expect(one.omitted).toContain('barcode');
    expect(marked.faces).toHaveLength(one.faces.length);
    expect(marked.omitted).toEqual(one.omitted);
    expect(rowsOf(marked)).toContain('Parcel 2 of 3 · Tracking: 1Z999AA10123456784');

    // On an Avery 5160 the reference then goes before the label would: the bars are out already, and the mark stays.
    const tiny = layoutLabel(makeLabel({ parcels: '2 of 3', reference: 'Order #5012', toCompany: '', fromCompany: '' }), stock('avery-5160'));
    expect(tiny.faces).toHaveLength(1);
    expect(tiny.omitted).toEqual(['barcode', 'reference', 'package']);
    expect(rowsOf(tiny)).toContain('Parcel 2 of 3 · Tracking: 1Z999AA10123456784');
  });

  it('every stock prints the mark of a copy', () => {
    for (const entry of STOCK_CATALOGUE) {
      const layout = layoutLabel(makeFullLabel({ parcels: '3 of 3', reference: 'R-1' }), stock(entry.id));
      expect(rowsOf(layout).join('\n'), entry.id).toMatch(/3 of 3/);
    }
  });
});
