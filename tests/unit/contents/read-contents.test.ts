import { describe, expect, it } from 'vitest';
import { readContents, type ContentsReading } from '../../../src/contents/read-contents';
import type { ParcelContents } from '../../../src/contents/parcel-contents';
import { english } from '../../support/english';
import { blankItem, makeContents, makeItem } from '../../support/make-contents';

/** A reading with its problems' messages as an English-speaking visitor reads them. */
type EnglishReading = Omit<ContentsReading, 'problems'> & { problems: { path: string; message: string }[] };
const inEnglish = ({ items, problems }: ContentsReading): EnglishReading => ({ items, problems: problems.map(({ path, message }) => ({ path, message: english(message) })) });

const read = (changes: Partial<ParcelContents> = {}, customsForm = true): EnglishReading => inEnglish(readContents(makeContents(changes), { customsForm }));
const messages = (changes: Partial<ParcelContents>, customsForm = true): string[] => read(changes, customsForm).problems.map(({ message }) => message);
const itemMessages = (...items: Parameters<typeof makeItem>[0][]): string[] => messages({ items: items.map((item) => makeItem(item)) });

describe('readContents: what reads', () => {
  it('reads a typed item as the forms print it, in kilograms, with its HS code in digits and its origin in capitals', () => {
    const reading = read({ items: [makeItem({ description: ' Wool scarf ', quantity: '2', weight: '350', weightUnit: 'g', value: '12,50', hsCode: '6117.10', origin: 'gb', sku: 'SC-1' })] });
    expect(reading).toEqual({
      items: [{ row: 0, description: 'Wool scarf', quantity: 2, netWeightKg: 0.35, value: 12.5, currency: 'EUR', hsCode: '611710', origin: 'GB', sku: 'SC-1' }],
      problems: [],
    });
  });

  it('converts ounces and pounds to kilograms', () => {
    const [ounces, pounds] = read({ items: [makeItem({ weight: '12', weightUnit: 'oz' }), makeItem({ weight: '1.5', weightUnit: 'lb' })] }).items;
    expect(ounces?.netWeightKg).toBeCloseTo(0.340194, 6);
    expect(pounds?.netWeightKg).toBeCloseTo(0.680389, 6);
  });

  it('ignores rows left blank, and keeps the form’s row numbers for the others', () => {
    const reading = read({ items: [blankItem(), makeItem({ weight: '-1' }), blankItem(), makeItem()] });
    expect(reading.items.map(({ row }) => row)).toEqual([3]);
    expect(reading.problems).toEqual([{ path: 'items.1.weight', message: 'Item 2: the weight cannot be negative.' }]);
  });

  it('lets an item go without a weight when no customs form or invoice needs one (a packing slip alone)', () => {
    const contents = makeContents({ items: [makeItem({ weight: '' })] });
    expect(readContents(contents, { customsForm: false, weightsNeeded: false }).problems).toEqual([]);
    expect(readContents(contents, { customsForm: false, weightsNeeded: true }).problems.map((problem) => english(problem.message))).toEqual(['Item 1: enter the net weight.']);
    expect(readContents(contents, { customsForm: false, weightsNeeded: false }).items[0]?.netWeightKg).toBe(0);
  });

  it('takes an empty value on documents as 0', () => {
    expect(read({ category: 'documents', items: [makeItem({ value: '' })] }).items[0]?.value).toBe(0);
  });

  it('lets an item have no HS code, no origin and no SKU', () => {
    expect(read({ items: [makeItem({ hsCode: '', origin: '', sku: '' })] }).problems).toEqual([]);
  });

  it('reads "1,000" pieces as a thousand: a quantity is never fractional', () => {
    expect(read({ items: [makeItem({ quantity: '1,000' })] }).items[0]?.quantity).toBe(1000);
  });
});

describe('readContents: impossible values block, each with its own sentence', () => {
  it('a value of 1e308', () => {
    expect(itemMessages({ value: '1e308' })).toEqual(['Item 1: “1e308” is not an amount; type digits such as 12.50.']);
  });

  it('a value over the limit', () => {
    expect(itemMessages({ value: '99999999999' })).toEqual(['Item 1: the value “99999999999” is over the limit of 1,000,000 per item.']);
  });

  it('a negative value, a value that is not a number, an empty one', () => {
    expect(itemMessages({ value: '-5' }, { value: 'ten' }, { value: '' })).toEqual([
      'Item 1: the value cannot be negative.',
      'Item 2: “ten” is not an amount; type digits such as 12.50.',
      'Item 3: enter the value.',
    ]);
  });

  it('a weight of −1, of nothing, of 0, of letters, and over the limit', () => {
    expect(itemMessages({ weight: '-1' }, { weight: '' }, { weight: '0' }, { weight: 'light' }, { weight: '2500', weightUnit: 'lb' })).toEqual([
      'Item 1: the weight cannot be negative.',
      'Item 2: enter the net weight.',
      'Item 3: the weight must be more than 0.',
      'Item 4: “light” is not a weight; type a number such as 0.35.',
      'Item 5: the weight “2500” lb is over the limit of 1,000 kg per item.',
    ]);
  });

  it('a number that reads two ways', () => {
    expect(itemMessages({ weight: '1,250' })).toEqual(['Item 1: “1,250” could mean 1.25 or 1250 kg; type 1.25 or 1250.']);
  });

  it('an HS code of letters', () => {
    expect(itemMessages({ hsCode: 'ABCDEF' })).toEqual(['Item 1: the HS code “ABCDEF” has more than digits; HS codes are 6 to 10 digits, such as 6109.10.']);
  });

  it('a description of 10,000 characters, and one left empty', () => {
    expect(itemMessages({ description: 'x'.repeat(10_000) }, { description: ' ' })).toEqual([
      'Item 1: the description is 10,000 characters; at most 200 fit on the form.',
      'Item 2: describe what it is.',
    ]);
  });

  it('counts characters as people do: 200 emoji fit', () => {
    expect(itemMessages({ description: '📦'.repeat(200) })).toEqual([]);
    expect(itemMessages({ description: '📦'.repeat(201) })).toEqual(['Item 1: the description is 201 characters; at most 200 fit on the form.']);
  });

  it('a currency code that does not exist, and none at all', () => {
    expect(itemMessages({}, { currency: 'XYZ' }, { currency: '' })).toEqual([
      'Item 2: “XYZ” is not a currency code (use three letters such as EUR or USD).',
      'Item 3: choose the currency of the value.',
    ]);
  });

  it('a country of origin that is not a country code', () => {
    expect(itemMessages({ origin: 'Germany' }, { origin: 'EU' }, { origin: 'QQ' })).toEqual([
      'Item 1: “Germany” is not a country code; choose the country it was made in (such as DE or CN).',
      'Item 2: “EU” is not a country code; choose the country it was made in (such as DE or CN).',
      'Item 3: “QQ” is not a country code; choose the country it was made in (such as DE or CN).',
    ]);
  });

  it('a quantity of 0, a fraction, a negative one, and one over the limit', () => {
    expect(itemMessages({ quantity: '0' }, { quantity: '1.5' }, { quantity: '-2' }, { quantity: '10000' }, { quantity: '' })).toEqual([
      'Item 1: the quantity must be at least 1.',
      'Item 2: the quantity “1.5” is not a whole number of pieces.',
      'Item 3: the quantity cannot be negative.',
      'Item 4: the quantity “10000” is over the limit of 9,999 pieces per item.',
      'Item 5: enter how many pieces.',
    ]);
  });

  it('21 items', () => {
    const items = Array.from({ length: 21 }, (_, row) => makeItem({ description: `Postcard ${row + 1}` }));
    expect(read({ items }).problems).toEqual([
      { path: 'items', message: 'There are 21 items; a customs form lists at most 20. Put alike items on one line, or send two parcels.' },
    ]);
  });

  it('empty contents when a customs form is requested, and only then', () => {
    const problem = { path: 'items', message: 'Add at least one item: a customs form lists what is in the parcel.' };
    expect(read({ items: [blankItem()] }).problems).toEqual([problem]);
    expect(read({ items: [] }, false).problems).toEqual([]);
  });

  it('the category “other” without an explanation', () => {
    expect(read({ category: 'other', categoryExplanation: '  ' }).problems).toEqual([
      { path: 'categoryExplanation', message: 'Say what the shipment is: its category is “other”, and customs need to know.' },
    ]);
    expect(read({ category: 'other', categoryExplanation: 'Club trophies for repair' }).problems).toEqual([]);
  });

  it('items in more than one currency', () => {
    expect(read({ items: [makeItem(), makeItem({ currency: 'USD' })] }).problems).toEqual([
      { path: 'items', message: 'All items must be in one currency: a customs form declares one.' },
    ]);
  });

  it('declaration fields over their limits, in the form’s order', () => {
    expect(messages({ comments: 'x'.repeat(301), senderReference: 'GB'.repeat(26) })).toEqual([
      'The sender’s customs reference is 52 characters; at most 50 fit on the form.',
      'The comments are 301 characters; at most 300 fit on the form.',
    ]);
  });

  it('postal charges that are not an amount, and a date that is no day', () => {
    expect(messages({ postalCharges: '-3', date: '2025-02-30' })).toEqual(['The postal charges cannot be negative.', 'The date “2025-02-30” is not a day; write it as 2025-10-20.']);
    expect(messages({ postalCharges: 'free' })).toEqual(['The postal charges “free” are not an amount; type digits such as 4.50.']);
    expect(messages({ postalCharges: '4,50', date: '2024-02-29' })).toEqual([]);
  });

  it('names each field by its form path, so the message shows under it', () => {
    expect(read({ items: [makeItem(), makeItem({ quantity: '0', currency: 'XYZ', sku: 'S'.repeat(101) })] }).problems.map(({ path }) => path)).toEqual([
      'items.1.quantity',
      'items.1.currency',
      'items.1.sku',
    ]);
  });

  it('judges a pasted megabyte in every field at once, and repeats none of it back', { timeout: 2_000 }, () => {
    const page = 'Lorem ipsum dolor sit amet, '.repeat(40_000);
    const reading = read({ items: [makeItem({ description: page, weight: page, value: page, hsCode: page, origin: page, currency: page, sku: page })], comments: page });
    expect(reading.problems).toHaveLength(8);
    for (const { message } of reading.problems) expect(message.length).toBeLessThan(160);
  });
});
