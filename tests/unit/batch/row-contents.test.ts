import { beforeAll, describe, expect, it } from 'vitest';
import { loadAddressReading } from '../../../src/address/address-reading';
import { CONTENTS_COLUMN_IDS } from '../../../src/batch/batch-columns';
import { headerWeightUnit, rowItem, timesPieces, type ContentsCells, type ItemReading } from '../../../src/batch/row-contents';
import { readContents } from '../../../src/contents/read-contents';
import { makeContents } from '../../support/make-contents';

/** A row's contents cells: one tea towel, nothing else said, with any cell changed. */
const makeCells = (changes: Partial<ContentsCells> = {}): ContentsCells => ({
  ...(Object.fromEntries(CONTENTS_COLUMN_IDS.map((id) => [id, ''])) as Record<keyof ContentsCells, string>),
  itemName: 'Linen tea towel',
  ...changes,
});

const CODES_ONLY: ItemReading = { readCountry: null, weightUnit: 'kg' };
let byName: ItemReading;
beforeAll(async () => {
  byName = { readCountry: (await loadAddressReading()).readCountry, weightUnit: 'kg' };
});

describe("a row's item", () => {
  it('is none when the row names no item, whatever else it has', () => {
    expect(rowItem(makeCells({ itemName: '', itemQuantity: '2', itemPrice: '12.00', itemSku: 'TOWEL-1' }), CODES_ONLY)).toBeNull();
  });

  it('keeps the description, SKU and HS code as written, and counts one piece when no quantity is given', () => {
    const item = rowItem(makeCells({ itemSku: 'TOWEL-1', itemHsCode: '6302.60' }), CODES_ONLY);
    expect(item).toEqual({
      description: 'Linen tea towel', quantity: '1', weight: '', weightUnit: 'kg', value: '', currency: '', hsCode: '6302.60', origin: '', sku: 'TOWEL-1',
    });
  });

  it('declares the line: a unit price times the pieces', () => {
    expect(rowItem(makeCells({ itemQuantity: '3', itemPrice: '9.50' }), CODES_ONLY)?.value).toBe('28.5');
    expect(rowItem(makeCells({ itemQuantity: '3', itemPrice: '0.10' }), CODES_ONLY)?.value).toBe('0.3');
    expect(rowItem(makeCells({ itemQuantity: '2', itemPrice: '1.234,50' }), CODES_ONLY)?.value).toBe('2469');
  });

  it("takes a file's own line total as it is, over a unit price beside it", () => {
    expect(rowItem(makeCells({ itemQuantity: '2', itemPrice: '34.00', itemTotal: '68.00' }), CODES_ONLY)?.value).toBe('68.00');
  });

  it('reads the currency a price names, but never guesses which dollar "$" is', () => {
    const valueAndCurrency = (price: string) => {
      const item = rowItem(makeCells({ itemQuantity: '2', itemPrice: price }), CODES_ONLY);
      return [item?.value, item?.currency];
    };
    expect(valueAndCurrency('$10.00')).toEqual(['20', '']);
    expect(valueAndCurrency('£5')).toEqual(['10', 'GBP']);
    expect(valueAndCurrency('12,50 €')).toEqual(['25', 'EUR']);
    expect(valueAndCurrency('CA$ 7.25')).toEqual(['14.5', 'CAD']);
    expect(valueAndCurrency('12.00 usd')).toEqual(['24', 'USD']);
  });

  it("prefers the row's currency column to the one its price names, upper-cased", () => {
    expect(rowItem(makeCells({ itemPrice: '£5', currency: 'eur' }), CODES_ONLY)?.currency).toBe('EUR');
  });

  it('leaves a value or quantity it cannot multiply as written, for the contents check to name', () => {
    expect(rowItem(makeCells({ itemQuantity: '2', itemPrice: 'twelve' }), CODES_ONLY)?.value).toBe('twelve');
    expect(rowItem(makeCells({ itemQuantity: '1,250', itemPrice: '2' }), CODES_ONLY)?.value).toBe('2500');
    expect(rowItem(makeCells({ itemQuantity: '2.5', itemPrice: '2' }), CODES_ONLY)).toMatchObject({ quantity: '2.5', value: '2' });
    expect(rowItem(makeCells({ itemQuantity: '2', itemPrice: '1,250' }), CODES_ONLY)?.value).toBe('1,250');
  });

  it('weighs the line: one piece in its own unit times the pieces', () => {
    const weighed = (weight: string, quantity = '2') => {
      const item = rowItem(makeCells({ itemQuantity: quantity, itemWeight: weight }), CODES_ONLY);
      return [item?.weight, item?.weightUnit];
    };
    expect(weighed('0.35', '3')).toEqual(['1.05', 'kg']);
    expect(weighed('0.5 kg')).toEqual(['1', 'kg']);
    expect(weighed('500 g')).toEqual(['1000', 'g']);
    expect(weighed('500g')).toEqual(['1000', 'g']);
    expect(weighed('1.2 lbs')).toEqual(['2.4', 'lb']);
    expect(weighed('1,2 kg')).toEqual(['2.4', 'kg']);
    expect(weighed('3 oz', '1')).toEqual(['3', 'oz']);
    expect(weighed('1 lb 8 oz', '1')).toEqual(['0.680388555', 'kg']);
    expect(weighed('heavy')).toEqual(['heavy', 'kg']);
  });

  it("reads a bare weight in the unit its column's header names", () => {
    const item = rowItem(makeCells({ itemQuantity: '2', itemWeight: '250' }), { ...CODES_ONLY, weightUnit: 'g' });
    expect([item?.weight, item?.weightUnit]).toEqual(['500', 'g']);
  });

  it('reads the origin as a country code from a code or, given the country reader, a name in any language', () => {
    const origin = (text: string, reading: ItemReading) => rowItem(makeCells({ itemOrigin: text }), reading)?.origin;
    expect([origin('de', CODES_ONLY), origin('Germany', CODES_ONLY)]).toEqual(['DE', 'Germany']);
    expect([origin('Germany', byName), origin('Deutschland', byName), origin('日本', byName), origin('DEU', byName)]).toEqual(['DE', 'DE', 'JP', 'DE']);
    expect(origin('Atlantis', byName)).toBe('Atlantis');
  });

  it('makes an item the contents check reads cleanly when the row says everything', () => {
    const item = rowItem(makeCells({ itemQuantity: '2', itemPrice: '12.00', currency: 'USD', itemWeight: '150 g', itemHsCode: '6302.60', itemOrigin: 'PT' }), CODES_ONLY)!;
    expect(readContents(makeContents({ items: [item] }), { customsForm: true })).toMatchObject({
      items: [{ quantity: 2, netWeightKg: 0.3, value: 24, currency: 'USD', hsCode: '630260', origin: 'PT' }],
      problems: [],
    });
  });
});

describe('the unit of a weight column', () => {
  it('is the unit its header names, else kilograms', () => {
    expect(['Item weight', 'Item weight (g)', 'Weight per item in lbs', 'Unit weight [oz]', 'Item Weight KG'].map(headerWeightUnit)).toEqual(['kg', 'g', 'lb', 'oz', 'kg']);
  });
});

describe('an amount per piece times the pieces', () => {
  it('is none for a quantity that is not a whole number of pieces', () => {
    expect([timesPieces(0.2, '3'), timesPieces(0.2, '0'), timesPieces(0.2, 'two'), timesPieces(0.2, '')]).toEqual(['0.6', null, null, null]);
  });
});
