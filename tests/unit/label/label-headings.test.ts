import { describe, expect, it } from 'vitest';
import type { FaceText } from '../../../src/label/face-items';
import { layoutLabel } from '../../../src/label/face-layout';
import { faceStyleFor } from '../../../src/label/face-style-for';
import { HELVETICA_SET } from '../../../src/label/font-set';
import { fontsNeeded } from '../../../src/label/fonts-needed';
import { ENGLISH_HEADINGS, headingsFrom, headingTexts, markIn, MAX_HEADING_LENGTH } from '../../../src/label/label-headings';
import { STOCK_CATALOGUE } from '../../../src/stock/stock-catalogue';
import { fontSetFor } from '../../../workers/pdf/render-labels-pdf';
import { expectInsideMargins } from '../../support/face-bounds';
import { ARABIC_HEADINGS, GERMAN_HEADINGS, JAPANESE_HEADINGS } from '../../support/heading-words';
import { makeFullLabel, makeLabel } from '../../support/make-label';
import { loadFontsInNode } from '../../support/node-fonts';
import { stock } from '../../support/stock';

// The label's headings print in English unless the visitor chooses their language's; the page sends those words.

const texts = (layout: ReturnType<typeof layoutLabel>): FaceText[] => layout.faces.flat().filter((item): item is FaceText => item.kind === 'text');
const textOf = (layout: ReturnType<typeof layoutLabel>, text: string): FaceText | undefined => texts(layout).find((item) => item.text === text);
const SHIPMENT = makeFullLabel({ parcels: '3', reference: 'ORD-1042' });

describe('headings from another thread or storage', () => {
  it('keeps a whole set of short words, and gives English for anything else', () => {
    expect(headingsFrom(GERMAN_HEADINGS)).toEqual(GERMAN_HEADINGS);
    expect(headingsFrom({ ...ENGLISH_HEADINGS })).toBe(ENGLISH_HEADINGS);
    for (const broken of [
      undefined,
      'EMPFÄNGER:',
      { ...GERMAN_HEADINGS, to: undefined },
      { ...GERMAN_HEADINGS, from: '   ' },
      { ...GERMAN_HEADINGS, weight: 'W'.repeat(MAX_HEADING_LENGTH + 1) },
      { ...GERMAN_HEADINGS, message: 'ZWEI\nZEILEN:' },
      { ...GERMAN_HEADINGS, parcelMark: '{number} von' },
    ])
      expect(headingsFrom(broken)).toBe(ENGLISH_HEADINGS);
  });

  it('writes a parcel mark in the headings’ language, and leaves a mark typed otherwise as it is', () => {
    expect(markIn(GERMAN_HEADINGS, '2 of 3')).toBe('2 von 3');
    expect(markIn(JAPANESE_HEADINGS, '2 of 3')).toBe('3個口中2');
    expect(markIn(ENGLISH_HEADINGS, '2 of 3')).toBe('2 of 3');
    expect(markIn(GERMAN_HEADINGS, 'box A')).toBe('box A');
  });

  it('asks for the fonts the headings’ script needs', () => {
    expect(fontsNeeded(headingTexts(ENGLISH_HEADINGS))).toEqual([]);
    expect(fontsNeeded(headingTexts(GERMAN_HEADINGS))).toEqual([]);
    expect(fontsNeeded(headingTexts(JAPANESE_HEADINGS))).not.toEqual([]);
    expect(fontsNeeded(headingTexts(ARABIC_HEADINGS))).toEqual(['IBMPlexSansArabic']);
  });
});

describe('a label headed in English', () => {
  it.each(STOCK_CATALOGUE.filter((entry) => faceStyleFor(entry).form !== 'small' && faceStyleFor(entry).headings === 'beside').map((entry) => entry.id))(
    '%s: keeps the spec’s heading column, its values where they always were',
    (id) => {
      const layout = layoutLabel(SHIPMENT, stock(id));
      const style = faceStyleFor(stock(id));
      const to = textOf(layout, 'TO:')!;
      const firstValue = texts(layout).find((item) => item.order === to.order + 1);
      expect(firstValue?.xMm).toBeCloseTo(style.marginMm.x + style.headingColumnMm, 6);
    },
  );
});

describe('a label headed in German', () => {
  it('prints the German headings and marks, its values clear of the widest heading, at full size on A4', () => {
    const layout = layoutLabel(SHIPMENT, stock('a4'), HELVETICA_SET, null, GERMAN_HEADINGS);
    for (const heading of ['EMPFÄNGER:', 'ABSENDER:', 'GEWICHT:', 'ABMESSUNGEN:', 'REFERENZ:', 'PAKET:', 'HINWEIS:']) expect(textOf(layout, heading), heading).toBeDefined();
    expect(texts(layout).some((item) => item.text === '1 von 3')).toBe(true);
    expect(texts(layout).some((item) => /\bTO:|FROM:|\bof\b/.test(item.text))).toBe(false);
    const heading = textOf(layout, 'EMPFÄNGER:')!;
    const value = texts(layout).find((item) => item.order === heading.order + 1)!;
    expect(value.xMm).toBeGreaterThanOrEqual(heading.xMm + heading.textWidthMm + 1);
    expect(layout.fontScale).toBe(1);
    expect(layout.faces).toHaveLength(1);
  });

  it.each(STOCK_CATALOGUE.map((entry) => entry.id))('%s: keeps every row inside the label and its column', (id) => {
    expectInsideMargins(layoutLabel(SHIPMENT, stock(id), HELVETICA_SET, null, GERMAN_HEADINGS), stock(id));
  });

  it('heads the small form’s rows in German on an address label', () => {
    const small = STOCK_CATALOGUE.find((entry) => faceStyleFor(entry).form === 'small')!;
    const layout = layoutLabel(makeLabel({ parcels: '2 of 3' }), small, HELVETICA_SET, null, GERMAN_HEADINGS);
    const all = texts(layout).map((item) => item.text).join('\n');
    expect(all).toMatch(/^Absender: /m);
    expect(all).toContain('Paket 2 von 3');
    expect(all).not.toMatch(/From:|Parcel/);
  });
});

describe('a label headed in Japanese or Arabic', () => {
  it('sets the headings in their script’s font, each on the face, an Arabic one right to left', async () => {
    for (const headings of [JAPANESE_HEADINGS, ARABIC_HEADINGS]) {
      const fonts = await fontSetFor([SHIPMENT], loadFontsInNode, headings);
      const layout = layoutLabel(SHIPMENT, stock('4x6'), fonts, null, headings);
      const to = textOf(layout, headings.to)!;
      expect(to.runs.every((run) => run.font !== 'Helvetica' || run.text.trim() === '' || /^[:：]$/.test(run.text))).toBe(true);
      expect(to.direction).toBe(headings === ARABIC_HEADINGS ? 'rtl' : 'ltr');
      expectInsideMargins(layout, stock('4x6'));
    }
  });
});
