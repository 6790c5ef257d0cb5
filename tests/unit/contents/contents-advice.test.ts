import { describe, expect, it } from 'vitest';
import { contentsAdvice, vagueKind } from '../../../src/contents/contents-advice';
import type { ParcelContents } from '../../../src/contents/parcel-contents';
import { readContents } from '../../../src/contents/read-contents';
import { english } from '../../support/english';
import { blankItem, makeContents, makeItem } from '../../support/make-contents';

/** The advice on contents as typed, read first as the section does, in English. */
function advice(changes: Partial<ParcelContents> = {}, parcelWeightKg: number | null = null, locale?: string): { path: string; message: string }[] {
  const contents = makeContents(changes);
  return contentsAdvice(contents, readContents(contents, { customsForm: true }).items, { parcelWeightKg, ...(locale === undefined ? {} : { locale }) }).map(
    ({ path, message }) => ({ path, message: english(message) }),
  );
}
const adviceMessages = (changes: Partial<ParcelContents>, parcelWeightKg: number | null = null): string[] => advice(changes, parcelWeightKg).map(({ message }) => message);

describe('contentsAdvice', () => {
  it('has none for a well-described gift lighter than its parcel', () => {
    expect(advice({}, 0.5)).toEqual([]);
  });

  it('flags a description that says nothing, with an example of a good one that fits', () => {
    expect(advice({ items: [makeItem({ description: 'gift' })] })).toEqual([
      {
        path: 'items.0.description',
        message: 'Item 1: “gift” says nothing to customs; describe it as they will see it, e.g. “Wool scarf, knitted” or “Children’s picture book”.',
      },
    ]);
    expect(adviceMessages({ items: [makeItem({ description: 'Clothes' })] })).toEqual([
      'Item 1: “Clothes” says nothing to customs; describe it as they will see it, e.g. “Women’s cotton T-shirt” or “Men’s wool socks”.',
    ]);
  });

  it.each(['gift', 'Gifts', 'GIFT!', 'a gift.', 'goods', 'Good', 'items', 'item.', 'stuff', 'Samples', 'sample', 'parts', 'Part', 'clothes', 'clothing', '“Gift”', ' - gifts - '])(
    'finds %j vague, whatever its case, number or punctuation',
    (description) => {
      expect(vagueKind(description)).not.toBeNull();
    },
  );

  it.each(['Wool scarf, knitted', 'Gift box of teas', 'Car parts: brake pads', 'Clothes pegs, wooden', 'Seed samples of tomato', 'Lego parts'])(
    'finds %j specific enough',
    (description) => {
      expect(vagueKind(description)).toBeNull();
    },
  );

  it('judges a pasted page of description at once', { timeout: 2_000 }, () => {
    expect(vagueKind('gift '.repeat(1_000_000))).toBeNull();
    expect(advice({ items: [makeItem({ description: 'stuff'.repeat(200_000) })] })).toEqual([]);
  });

  it('flags an item heavier than the whole parcel on the label', () => {
    expect(advice({ items: [makeItem(), makeItem({ weight: '3' })] }, 2.5)).toEqual([
      { path: 'items.1.weight', message: 'Item 2: its net weight, 3.000 kg, is more than the whole parcel’s 2.500 kg on the label.' },
    ]);
  });

  it('writes the weights in the visitor’s figures when given their language', () => {
    expect(advice({ items: [makeItem(), makeItem({ weight: '3' })] }, 2.5, 'de')).toEqual([
      { path: 'items.1.weight', message: 'Item 2: its net weight, 3,000 kg, is more than the whole parcel’s 2,500 kg on the label.' },
    ]);
  });

  it('flags items that together weigh more than the parcel, when none does alone', () => {
    expect(advice({ items: [makeItem({ weight: '1.5' }), makeItem({ weight: '1.5' })] }, 2.5)).toEqual([
      { path: 'items', message: 'The items weigh 3.000 kg together, more than the whole parcel’s 2.500 kg on the label.' },
    ]);
  });

  it('says nothing of weights when the label’s weight cannot be read, or matches to the gram', () => {
    expect(advice({ items: [makeItem({ weight: '3' })] }, null)).toEqual([]);
    expect(advice({ items: [makeItem({ weight: '2500', weightUnit: 'g' })] }, 2.5)).toEqual([]);
  });

  it('flags a value of 0 on a sale of goods, not on a gift', () => {
    expect(adviceMessages({ category: 'sale-of-goods', items: [makeItem({ value: '0' })] })).toEqual([
      'Item 1: a sale declared at 0 makes customs ask; declare what the buyer paid.',
    ]);
    expect(advice({ category: 'gift', items: [makeItem({ value: '0' })] })).toEqual([]);
  });

  it('flags an HS code of the wrong length', () => {
    expect(advice({ items: [makeItem({ hsCode: '6109' }), makeItem({ hsCode: '6109.10.00.10.1' }), makeItem({ hsCode: '6109 10 00' })] })).toEqual([
      { path: 'items.0.hsCode', message: 'Item 1: the HS code 6109 has 4 digits; HS codes have 6 to 10 (the first 6 are the same in every country).' },
      { path: 'items.1.hsCode', message: 'Item 2: the HS code 61091000101 has 11 digits; HS codes have 6 to 10 (the first 6 are the same in every country).' },
    ]);
    expect(adviceMessages({ items: [makeItem({ hsCode: '5' })] })).toEqual(['Item 1: the HS code 5 has 1 digit; HS codes have 6 to 10 (the first 6 are the same in every country).']);
  });

  it('leaves an HS code of letters to the blocking problems', () => {
    expect(advice({ items: [makeItem({ hsCode: 'ABC' })] })).toEqual([]);
  });

  it('flags a missing origin on goods sold or sent as commercial samples, not on a gift', () => {
    expect(adviceMessages({ category: 'sale-of-goods', items: [makeItem({ origin: '' })] })).toEqual([
      'Item 1: choose the country it was made in; customs ask the origin of goods sold.',
    ]);
    expect(adviceMessages({ category: 'commercial-sample', items: [makeItem({ origin: ' ' })] })).toEqual([
      'Item 1: choose the country it was made in; customs ask the origin of commercial samples.',
    ]);
    expect(advice({ category: 'gift', items: [makeItem({ origin: '' })] })).toEqual([]);
  });

  it('names rows as the form numbers them, blank rows counted, each row’s advice in field order', () => {
    const items = [blankItem(), makeItem({ description: 'Stuff', weight: '4', value: '0', hsCode: '12', origin: '' })];
    expect(advice({ category: 'sale-of-goods', items }, 2).map(({ path }) => path)).toEqual([
      'items.1.description',
      'items.1.weight',
      'items.1.value',
      'items.1.hsCode',
      'items.1.origin',
    ]);
  });

  it('still advises on the description of an item whose numbers do not read yet', () => {
    expect(adviceMessages({ items: [makeItem({ description: 'gifts', weight: '' })] })).toHaveLength(1);
  });
});
