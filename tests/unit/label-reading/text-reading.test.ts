import { describe, expect, it } from 'vitest';
import { orderNumberIn } from '../../../src/label-reading/order-number';
import { packedItems } from '../../../src/label-reading/packing-list';
import { postcodeInAddress, postcodeInCarrierData } from '../../../src/label-reading/postcodes';
import { linesOf } from '../../../src/label-reading/text-lines';
import { piece, table } from '../../support/make-reading';

/** Lines one under another from the top of a page, 5 mm apart. */
const linesFrom = (...texts: string[]) => linesOf(texts.map((text, index) => piece(text, 10, 20 + index * 5)));

describe('linesOf', () => {
  it('puts pieces on one baseline into one line, in order, a wide gap making a new cell', () => {
    const [line] = linesOf([piece('TRACKING #:', 10, 50), piece('6784', 70, 50.3), piece('1Z 999 AA1 01 2345', 30, 50)]);
    expect(line?.cells.map((cell) => cell.text)).toEqual(['TRACKING #: 1Z 999 AA1 01 2345', '6784']);
  });

  it('reads a label turned a quarter clockwise in its own order, line under line', () => {
    const turned = { angleDegrees: 90 };
    const lines = linesOf([piece('SHIP TO:', 100, 20, turned), piece('BOULDER CO 80301', 95, 20, turned), piece('ROBERT ALVAREZ', 97.5, 20, turned)]);
    expect(lines.map((line) => line.text)).toEqual(['SHIP TO:', 'ROBERT ALVAREZ', 'BOULDER CO 80301']);
  });
});

describe('postcodeInAddress', () => {
  it.each([
    [['SHIP TO:', 'ROBERT ALVAREZ', '44 WILLOW CREEK RD APT 3', 'BOULDER CO 80301-5512', 'UNITED STATES'], '80301-5512'],
    [['SHIP TO:', 'Priya Raman', '17 Marlborough Road', 'Bristol', 'BS6 5NP'], 'BS6 5NP'],
    [['SHIP TO:', 'CHLOE TREMBLAY', '455 RUE SAINT-PAUL O', 'MONTREAL QC H2Y 2A2', 'CANADA'], 'H2Y 2A2'],
    [['SHIP TO:', 'Lukas Hoffmann', 'Am Stadtpark 9', '80331 München', 'DEUTSCHLAND'], '80331'],
    [['SHIP TO:', 'KENJI WATANABE', '3-7-1 NISHI-SHINJUKU', 'SHINJUKU-KU TOKYO 163-1090', 'JAPAN'], '163-1090'],
    [['Deliver to: Anjali Mehta', 'Flat 12, Sea View', 'Mumbai 400001'], '400001'],
  ])('finds the postcode in %j', (texts, postcode) => {
    expect(postcodeInAddress(linesFrom(...texts))).toBe(postcode);
  });

  it('reads no postcode from an address under no caption', () => {
    expect(postcodeInAddress(linesFrom('ROBERT ALVAREZ', 'BOULDER CO 80301'))).toBeNull();
  });

  it('reads the recipient’s column, not the sender’s beside it', () => {
    const lines = linesOf([piece('SHIP TO:', 60, 20), piece('FROM:', 10, 20), piece('LOS ANGELES CA 90038', 10, 25), piece('ATLANTA GA 30308', 60, 25)]);
    expect(postcodeInAddress(lines)).toBe('30308');
  });
});

describe('postcodeInCarrierData', () => {
  it('reads the postcode of an MH10.8.3 header, a US ZIP as five digits', () => {
    expect(postcodeInCarrierData('[)>\u001e01\u001d96303080000\u001d840\u001d003\u001d1Z999AA10123456784')).toBe('30308');
    expect(postcodeInCarrierData('[)>\u001e01\u001d96M34LY\u001d826\u001d001')).toBe('M34LY');
  });

  it('reads nothing from other data', () => {
    expect(postcodeInCarrierData('https://example.com/app')).toBeNull();
  });
});

describe('orderNumberIn', () => {
  it.each([
    ['Order #5012', '5012'],
    ['Order ID: 113-1234567-1234567', '113-1234567-1234567'],
    ['Ref: ORDER 55-1180   Dept: WEB', '55-1180'],
    ['Bestellnummer: 4711', '4711'],
  ])('reads %s', (text, order) => {
    expect(orderNumberIn(linesFrom(text))).toBe(order);
  });

  it('reads no order number from words about ordering', () => {
    expect(orderNumberIn(linesFrom('Order online today.', 'Free boxes delivered'))).toBeNull();
  });
});

describe('packedItems', () => {
  it('reads an item column with the SKU on the line under each item', () => {
    const lines = linesOf(table([['Qty', 'Item', 'Price'], ['1', 'Blue mug, 12 oz', '$12.00'], ['', 'SKU: MUG-BLUE', ''], ['3', 'Tea towel', '$9.00'], ['', 'SKU: TOWEL-3', '']], [10, 25, 90], 100));
    expect(packedItems(lines)).toEqual([
      { sku: 'MUG-BLUE', description: 'Blue mug, 12 oz', quantity: 1 },
      { sku: 'TOWEL-3', description: 'Tea towel', quantity: 3 },
    ]);
  });

  it('keeps an item without a SKU by its description, and stops at the total', () => {
    const lines = linesOf(table([['Description', 'Quantity'], ['Linen napkins, set of 4', '2'], ['Subtotal', '2'], ['Gift wrap', '1']], [10, 80], 100));
    expect(packedItems(lines)).toEqual([{ sku: '', description: 'Linen napkins, set of 4', quantity: 2 }]);
  });

  it('reads no items from text without a list’s header', () => {
    expect(packedItems(linesFrom('Thank you for your order!', '2 items shipped'))).toEqual([]);
  });
});
