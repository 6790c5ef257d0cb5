import { describe, expect, it } from 'vitest';
import type { FaceBarcode, FaceText } from '../../../src/label/face-items';
import { barcodeBox, layoutLabel, type LabelLayout } from '../../../src/label/face-layout';
import { MIN_FONT_PT } from '../../../src/label/face-line-parts';
import { faceStyleFor } from '../../../src/label/face-style-for';
import { SCANNABLE_BARS_MM } from '../../../src/label/face-styles';
import type { LabelData } from '../../../src/label/label-data';
import { previewNotes, type PreviewFacts } from '../../../src/features/label-preview/preview-notes';
import { customStock } from '../../../src/stock/custom-stock';
import { DEFAULT_CUSTOM_STOCK } from '../../../src/stock/custom-stock-values';
import type { LabelStock } from '../../../src/stock/label-stock';
import { STOCK_CATALOGUE } from '../../../src/stock/stock-catalogue';
import { english } from '../../support/english';
import { expectInsideMargins } from '../../support/face-bounds';
import { makeFullLabel, makeLabel } from '../../support/make-label';
import { optionsFor, stock } from '../../support/stock';

// The labels the issue names: address labels, small rolls, and labels a little under 4 × 6 in.
const SMALL_STOCK = [
  'avery-5160', 'dymo-30252', 'avery-l7160', 'avery-l7163', 'brother-dk-11209', '4x2', '3x2', 'avery-5163',
  'avery-l7173', 'avery-l7165', '4x3', 'brother-dk-11202', 'dymo-30256',
] as const;

/** What people put on an address label: a name and two address lines, the sender's name and street, and the sample's package and tracking number. */
const addressLabel = (overrides: Partial<LabelData> = {}): LabelData =>
  makeLabel({ toCompany: '', toPhone: '', toAddress: '4821 Lakeview Avenue\nPortland, OR 97205', fromCompany: '', fromPhone: '', fromAddress: '77 Orchard Street, Austin, TX 78701', ...overrides });
const MESSAGE = 'Fragile: glass inside.';

/** A label with little on it, and one with everything, long enough to crowd any label. */
const shortLabel = makeLabel({ toCompany: '', toAddress: '1 Main St', toPhone: '', fromCompany: '', fromAddress: '', fromPhone: '', weight: '', dimensions: '', customMessage: '' });
const longLabel = makeFullLabel({
  toAddress: Array.from({ length: 9 }, (_, line) => `Building ${line + 1}, Riverside Industrial Estate, Harbour Road`).join('\n'),
  customMessage: 'Fragile: glass inside. Leave with the neighbour at number 12 if nobody is home. '.repeat(3).trim(),
});

const textsOf = (layout: LabelLayout): FaceText[] => layout.faces.flat().filter((item): item is FaceText => item.kind === 'text');
const barcodesOf = (layout: LabelLayout): FaceBarcode[] => layout.faces.flat().filter((item): item is FaceBarcode => item.kind === 'barcode');
/** The label's text as it is read: its rows in reading order, joined as they were typed. */
const readText = (layout: LabelLayout): string => textsOf(layout).map((item, index) => (index === 0 ? '' : item.joinBefore) + item.text).join('');
const NO_FACTS: PreviewFacts = { barcodeTooLong: false, cut: false, coverage: { emoji: false, unsupported: false }, fontsFailed: false, invalidStock: false, parcels: 1 };
/** The preview's notes, as an English-speaking visitor reads them. */
const notesFor = (layout: LabelLayout, on: LabelStock, facts: Partial<PreviewFacts> = {}) =>
  previewNotes(layout, on, optionsFor('avery-5160'), { ...NO_FACTS, ...facts }).map(english);

describe('small labels', () => {
  it('sets the recipient first on a 2⅝ × 1 in label, the name in bold and larger than anything else', () => {
    const [first, ...rest] = textsOf(layoutLabel(addressLabel(), stock('avery-5160'))).sort((a, b) => a.baselineMm - b.baselineMm);

    expect(first).toMatchObject({ text: 'Maria Alvarez', weight: 'bold' });
    for (const other of rest) expect(other.sizePt, other.text).toBeLessThan(first!.sizePt);
  });

  it.each(SMALL_STOCK)('%s: puts the recipient first, its name the largest type on the label', (id) => {
    const texts = textsOf(layoutLabel(addressLabel(), stock(id))).sort((a, b) => a.baselineMm - b.baselineMm);

    expect(texts.map((item) => item.text).slice(0, 3)).toEqual(['Maria Alvarez', '4821 Lakeview Avenue', 'Portland, OR 97205']);
    expect(Math.max(...texts.map((item) => item.sizePt))).toBe(texts[0]!.sizePt);
  });

  it('turns the sender into one return-address line, "From:" and every filled field joined by commas, with no headings', () => {
    const layout = layoutLabel(makeLabel(), stock('avery-l7160'));
    const texts = textsOf(layout).map((item) => item.text);

    expect(readText(layout)).toContain('From: Daniel Brooks, Maple Lane Crafts, 77 Orchard Street, Austin, TX 78701, United States, (512) 555-0193');
    expect(texts.filter((text) => text.startsWith('From:'))).toHaveLength(1);
    expect(texts.filter((text) => /^(TO|FROM|WEIGHT|DIMENSIONS|MESSAGE):$/.test(text))).toEqual([]);
  });

  it('leaves the package row and the message off a 2⅝ × 1 in label where they do not fit, keeping the barcode, and says so', () => {
    const layout = layoutLabel(addressLabel({ customMessage: MESSAGE }), stock('avery-5160'));

    expect(layout.faces).toHaveLength(1);
    expect(layout.omitted).toEqual(['package', 'message']);
    expect(readText(layout)).not.toContain('3.2 lbs');
    expect(readText(layout)).not.toContain('Fragile');
    expect(barcodesOf(layout)).toHaveLength(1);
    expect(notesFor(layout, stock('avery-5160'))).toEqual(
      expect.arrayContaining(['Package details do not fit a 2⅝ × 1 in label and are left out.', 'The message does not fit a 2⅝ × 1 in label and is left out.']),
    );
  });

  it('keeps the package row and the message where they fit (4 × 2 in)', () => {
    const layout = layoutLabel(makeFullLabel(), stock('4x2'));

    expect(layout.omitted).toEqual([]);
    expect(readText(layout)).toContain('Weight: 3.2 lbs · Dimensions: 12 x 10 x 8 in');
    expect(readText(layout)).toContain('Fragile: glass inside.');
    expect(notesFor(layout, stock('4x2')).join(' ')).not.toMatch(/left out|prints as text/);
  });

  it.each(['4x2', 'avery-5163', 'avery-5160', 'avery-l7163'] as const)('%s: draws bars at least ¼ in tall, in the very box the barcode image is made for', (id) => {
    const [bars] = barcodesOf(layoutLabel(shortLabel, stock(id)));

    expect(bars!.heightMm).toBeGreaterThanOrEqual(SCANNABLE_BARS_MM);
    expect(barcodeBox(stock(id))).toEqual({ widthMm: bars!.widthMm, heightMm: bars!.heightMm });
  });

  it('gives every small label a barcode box of a scannable height, whatever the printer', () => {
    for (const small of STOCK_CATALOGUE.filter((entry) => faceStyleFor(entry).form === 'small')) {
      expect(barcodeBox(small).heightMm, small.id).toBeGreaterThanOrEqual(SCANNABLE_BARS_MM);
    }
  });

  it('prints the tracking number as text where bars of a scannable height do not fit (29 × 62 mm), and says so', () => {
    const layout = layoutLabel(makeLabel(), stock('brother-dk-11209'));

    expect(layout.faces).toHaveLength(1);
    expect(barcodesOf(layout)).toEqual([]);
    expect(textsOf(layout).map((item) => item.text)).toContain('Tracking: 1Z999AA10123456784');
    expect(layout.omitted).toContain('barcode');
    const notes = notesFor(layout, stock('brother-dk-11209'), { barcodeTooLong: true });
    expect(notes).toContain('The barcode does not fit a 29 × 62 mm label: the tracking number prints as text.');
    // The bars are not printed at all, so nothing is said about how thin they would be.
    expect(notes.join(' ')).not.toContain('too long for a barcode');
  });

  it('reads a size with the article it is spoken with', () => {
    const layout = layoutLabel(makeLabel(), stock('brother-dk-11209'));
    expect(notesFor(layout, { ...stock('brother-dk-11209'), sizeText: '80 × 29 mm' })).toContain(
      'The barcode does not fit an 80 × 29 mm label: the tracking number prints as text.',
    );
  });

  it('continues on the next label with everything, at the smallest type, when leaving parts out would not save a label', () => {
    const layout = layoutLabel(makeLabel(), stock('avery-5160'));

    expect(layout.faces).toHaveLength(2);
    expect(layout.omitted).toEqual([]);
    expect(readText(layout)).toContain('Weight: 3.2 lbs');
    expect(barcodesOf(layout)).toHaveLength(1);
    for (const item of textsOf(layout)) expect(item.sizePt).toBeLessThanOrEqual(MIN_FONT_PT);
    expect(notesFor(layout, stock('avery-5160'))).toContain('This label needs 2 labels at 2⅝ × 1 in.');
  });

  it('prints every character typed for the recipient, on as many labels as it takes', () => {
    const layout = layoutLabel(longLabel, stock('avery-5160'));
    const squeezed = (text: string) => text.replace(/\s+/g, '');

    expect(layout.faces.length).toBeGreaterThan(1);
    expect(squeezed(readText(layout))).toContain(squeezed(longLabel.toAddress));
  });

  it('grows a continuous roll label rather than leaving anything out', () => {
    const layout = layoutLabel(longLabel, stock('brother-dk-22205'));

    expect(layout.omitted).toEqual([]);
    expect(layout.faces).toHaveLength(1);
    expect(readText(layout)).toContain('Leave with the neighbour');
    expect(barcodesOf(layout)[0]!.heightMm).toBe(barcodeBox(stock('brother-dk-22205')).heightMm);
  });

  it.each(STOCK_CATALOGUE.map((entry) => [entry.id, entry] as const))('%s: keeps a short and a long label inside its safe margins', (_id, entry) => {
    for (const label of [shortLabel, longLabel]) expectInsideMargins(layoutLabel(label, entry), entry);
  });
});

describe('bars no label of the stock can hold', () => {
  it('prints the tracking number as text on a custom 11.6 mm label that spills, rather than bars taller than the label', () => {
    const tiny = customStock({ ...DEFAULT_CUSTOM_STOCK, kind: 'label', unit: 'mm', width: 115.8, height: 11.6 })!;
    const layout = layoutLabel(makeFullLabel(), tiny);
    expect(layout.faces.length).toBeGreaterThan(1);
    expect(layout.omitted).toEqual(['barcode']);
    expect(layout.faces.flat().some((item) => item.kind === 'barcode')).toBe(false);
    expect(layout.faces.flat().some((item) => item.kind === 'text' && item.text.includes('1Z999AA10123456784'))).toBe(true);
    expectInsideMargins(layout, tiny);
  });
});
