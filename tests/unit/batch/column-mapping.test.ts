import { describe, expect, it } from 'vitest';
import { BATCH_COLUMN_IDS, type BatchColumnId } from '../../../src/batch/batch-columns';
import { guessMapping, NO_COLUMNS } from '../../../src/batch/column-mapping';

/** The columns a mapping found, by id, for a compact expectation. */
const found = (headers: readonly string[]): Partial<Record<BatchColumnId, string>> =>
  Object.fromEntries(
    Object.entries(guessMapping(headers)).flatMap(([id, index]) => (index === null ? [] : [[id, headers[index]]])),
  );

describe('guessing the column mapping', () => {
  it('finds the common names of a hand-made file, whatever their case and spacing', () => {
    const headers = ['NAME', 'Company', 'Address 1', 'address2', 'Town', 'County', 'Post code', 'Country', 'Telephone', 'Weight (kg)', 'Size', 'Tracking No', 'Delivery instructions'];
    expect(found(headers)).toEqual({
      toName: 'NAME', toCompany: 'Company', toAddress1: 'Address 1', toAddress2: 'address2', toCity: 'Town', toState: 'County',
      toPostcode: 'Post code', toCountry: 'Country', toPhone: 'Telephone', weight: 'Weight (kg)', dimensions: 'Size',
      trackingNumber: 'Tracking No', customMessage: 'Delivery instructions',
    });
  });

  it("gives a plain file's Name to the recipient", () => {
    expect(guessMapping(['Order', 'Name', 'Address'])).toMatchObject({ toName: 1, orderNumber: 0, toAddress1: 2 });
  });

  it("gives Shopify's Shipping Name to the recipient and leaves its Name (the order) for the order number", () => {
    expect(guessMapping(['Name', 'Email', 'Billing Name', 'Shipping Name'])).toMatchObject({ toName: 3, orderNumber: 0 });
  });

  it('reads a plain Address or Street as the first line, so the city and postcode columns still count', () => {
    expect(found(['Street', 'City', 'Zip'])).toEqual({ toAddress1: 'Street', toCity: 'City', toPostcode: 'Zip' });
    expect(found(['Full address'])).toEqual({ toAddress: 'Full address' });
  });

  it('prefers a store column to a generic one with the same meaning', () => {
    expect(found(['Phone', 'Shipping Phone'])).toEqual({ toPhone: 'Shipping Phone' });
    expect(found(['Shipping Street', 'Shipping Address1', 'Shipping Address2'])).toEqual({ toAddress1: 'Shipping Address1', toAddress2: 'Shipping Address2' });
  });

  it('maps the sender only from explicit sender, from and return headers', () => {
    expect(found(['Sender name', 'From company', 'Return address', 'Ship From City', 'Sender phone'])).toEqual({
      fromName: 'Sender name', fromCompany: 'From company', fromAddress1: 'Return address', fromCity: 'Ship From City', fromPhone: 'Sender phone',
    });
  });

  it('never maps billing or buyer columns', () => {
    expect(found(['Billing Name', 'Billing Address1', 'Billing City', 'Billing Zip', 'Billing Phone', 'buyer-name', 'Buyer Address 1'])).toEqual({});
  });

  it('leaves unknown headers and missing columns null', () => {
    expect(guessMapping(['SKU', 'Colour', 'Quantity'])).toEqual(NO_COLUMNS);
  });

  it('lets the first of two headers with one name win', () => {
    expect(guessMapping(['City', 'Name', 'city'])).toMatchObject({ toCity: 0, toName: 1 });
    expect(Object.values(guessMapping(['City', 'Name', 'city']))).not.toContain(2);
  });

  it('claims each header for one column at most', () => {
    const indexes = Object.values(guessMapping(['Name', 'Shipping Name', 'Order Number', 'Address', 'Street'])).filter((index) => index !== null);
    expect(new Set(indexes).size).toBe(indexes.length);
  });

  it('reads ShipLabel\'s own column names back to their columns', () => {
    expect(found(['Recipient address', 'Recipient address line 1', 'Sender address', 'Order number'])).toEqual({
      toAddress: 'Recipient address', toAddress1: 'Recipient address line 1', fromAddress: 'Sender address', orderNumber: 'Order number',
    });
  });
});

describe('the empty mapping', () => {
  it('has every column, none in the file', () => {
    expect(Object.keys(NO_COLUMNS).sort()).toEqual([...BATCH_COLUMN_IDS].sort());
    expect(Object.values(NO_COLUMNS).every((index) => index === null)).toBe(true);
  });
});
