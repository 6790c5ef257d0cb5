import { describe, expect, it } from 'vitest';
import type { FaceText } from '../../../src/label/face-items';
import { barcodeBox, layoutLabel } from '../../../src/label/face-layout';
import { MIN_FONT_PT } from '../../../src/label/face-line-parts';
import { FIELD_LIMITS } from '../../../src/label/field-limits';
import { LABEL_FIELDS, type LabelData } from '../../../src/label/label-data';
import { expectInsideMargins } from '../../support/face-bounds';
import { makeFullLabel, makeLabel } from '../../support/make-label';
import { stock } from '../../support/stock';

// The stock ShipLabel first offered, on which the whole sample fits one label at full size.
const LARGE_STOCK = ['a4', 'letter', '4x6', '100x150', 'a6', 'avery-5126', 'avery-l7169'] as const;

const FULL_SAMPLE = makeFullLabel();
const texts = (label: LabelData, size: string) =>
  layoutLabel(label, stock(size)).faces.flat().filter((item): item is FaceText => item.kind === 'text');
const sizeOf = (label: LabelData, size: string, text: string) => texts(label, size).find((item) => item.text === text)!.sizePt;
const WORDS = 'Unit 4B Riverside Industrial Estate Harbour Road ';
const longest = Object.fromEntries(LABEL_FIELDS.map((field) => [field, WORDS.repeat(50).slice(0, FIELD_LIMITS[field])])) as LabelData;

describe('label face layout', () => {
  it.each(LARGE_STOCK)('%s: the sample with a message and 4-line addresses fits one label at full size, inside the margins', (size) => {
    const layout = layoutLabel(FULL_SAMPLE, stock(size));

    expect(layout.faces).toHaveLength(1);
    expect(layout.fontScale).toBe(1);
    expect(layout.omitted).toEqual([]);
    expectInsideMargins(layout, stock(size));
  });

  it.each(LARGE_STOCK)('%s: keeps the spec order TO, FROM, WEIGHT/DIMENSIONS, MESSAGE, barcode', (size) => {
    const items = layoutLabel(FULL_SAMPLE, stock(size)).faces[0]!;
    const top = (text: string) => (items.find((item) => item.kind === 'text' && item.text === text) as FaceText).baselineMm;
    const barcode = items.find((item) => item.kind === 'barcode')!;

    expect(top('TO:')).toBeLessThan(top('FROM:'));
    expect(top('FROM:')).toBeLessThan(top('WEIGHT:'));
    expect(top('WEIGHT:')).toBe(top('DIMENSIONS:'));
    expect(top('WEIGHT:')).toBeLessThan(top('MESSAGE:'));
    expect(top('MESSAGE:')).toBeLessThan(barcode.yMm);
  });

  it.each(['4x6', '100x150', 'a6', 'avery-5126', 'avery-l7169'] as const)('%s: makes the recipient the most prominent text', (size) => {
    const recipient = sizeOf(FULL_SAMPLE, size, 'Maria Alvarez');

    for (const other of ['TO:', 'Daniel Brooks', '3.2 lbs', '1Z999AA10123456784']) expect(sizeOf(FULL_SAMPLE, size, other)).toBeLessThan(recipient);
  });

  it('sets A4 as the spec does: 12 pt throughout, headings at 20 mm, values at 50 mm, 8 mm apart', () => {
    const items = texts(FULL_SAMPLE, 'a4');
    const find = (text: string) => items.find((item) => item.text === text)!;

    expect(new Set(items.filter((item) => item.align === 'left').map((item) => item.sizePt))).toEqual(new Set([12]));
    expect(find('TO:').xMm).toBe(20);
    expect(find('Maria Alvarez').xMm).toBe(50);
    expect(find('Bright Harbor Books').baselineMm - find('Maria Alvarez').baselineMm).toBeCloseTo(8, 9);
    expect(find('DIMENSIONS:').xMm).toBe(110);
    expect(find('12 x 10 x 8 in').xMm).toBe(145);
  });

  it('shrinks text that does not fit before it runs onto a second label', () => {
    const crowded = makeLabel({ toAddress: Array.from({ length: 14 }, (_, index) => `Line ${index + 1}`).join('\n') });
    const layout = layoutLabel(crowded, stock('4x6'));

    expect(layout.faces).toHaveLength(1);
    expect(layout.fontScale).toBeLessThan(1);
    expect(sizeOf(crowded, '4x6', 'Line 14')).toBeGreaterThanOrEqual(MIN_FONT_PT);
    expectInsideMargins(layout, stock('4x6'));
  });

  it.each(LARGE_STOCK)('%s: continues on more labels, all type at the smallest size, when even that does not fit', (size) => {
    const layout = layoutLabel(longest, stock(size));

    expect(layout.faces.length).toBeGreaterThan(1);
    for (const item of layout.faces.flat()) if (item.kind === 'text' && item.align === 'left') expect(item.sizePt).toBe(MIN_FONT_PT);
    expectInsideMargins(layout, stock(size));
  });

  it.each(LARGE_STOCK)('%s: never leaves a part out: a label that does not fit continues with its package row, message and barcode', (size) => {
    const layout = layoutLabel(longest, stock(size));
    const printed = layout.faces.flat().map((item) => (item.kind === 'text' ? item.text : '')).join(' ');

    expect(layout.omitted).toEqual([]);
    for (const heading of ['TO:', 'FROM:', 'WEIGHT:', 'DIMENSIONS:', 'MESSAGE:']) expect(printed).toContain(heading);
    expect(layout.faces.flat().some((item) => item.kind === 'barcode')).toBe(true);
  });

  it('keeps every character of a long address, in order, across the labels', () => {
    const printed = texts(longest, '4x6').map((item) => item.text).join(' ').replace(/\s+/g, '');
    expect(printed).toContain(longest.toAddress.replace(/\s+/g, ''));
  });

  it('fits the barcode to the content width of small labels and to 110 mm on pages', () => {
    expect(barcodeBox(stock('4x6')).widthMm).toBeCloseTo(101.6 - 10, 9);
    expect(barcodeBox(stock('a4')).widthMm).toBe(110);
  });
});
