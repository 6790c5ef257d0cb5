import { describe, expect, it } from 'vitest';
import { labelFacts } from '../../../src/label-reading/label-facts';
import { parcelKey } from '../../../src/label-reading/repeats';
import type { PageReading, TextPiece } from '../../../src/label-reading/page-reading';
import { readingGaps, readingSummary } from '../../../src/label-reading/reading-words';
import { english } from '../../support/english';
import { code, piece, rect, table } from '../../support/make-reading';

const LABEL = rect(10, 10, 101.6, 152.4);

/** A UPS label's text, as its PDF draws it, inside LABEL. */
const upsLabelText = (): TextPiece[] => [
  piece('UPS GROUND', 14, 20, { sizeMm: 5 }),
  piece('SHIP TO:', 14, 50),
  piece('MARGARET OYELARAN', 17, 55, { sizeMm: 3.7 }),
  piece('310 PEACHTREE ST NE', 17, 60, { sizeMm: 3.7 }),
  piece('ATLANTA GA 30308', 17, 65, { sizeMm: 3.7 }),
  piece('TRACKING #: 1Z 999 AA1 01 2345 6784', 20, 100),
];

/** An order list beside the label: its number, then SKU, description and quantity columns. */
const packingList = (top = 20, left = 125): TextPiece[] => [
  piece('Order #5012', left, top),
  ...table([['SKU', 'Description', 'Qty'], ['MUG-BLUE', 'Blue mug, 12 oz', '2'], ['TEA-EARL', 'Earl Grey, 100 g', '1'], ['Total', '', '3']], [left, left + 25, left + 70], top + 8),
];

const page = (text: TextPiece[] | null, codes = [code('Code128', '1Z999AA10123456784', rect(20, 105, 80, 25))]): PageReading => ({ text, codes, searched: [LABEL] });

describe('labelFacts', () => {
  it('reads the carrier, tracking number, postcode, order and items of a label with its order list beside it', () => {
    const facts = labelFacts(page([...upsLabelText(), ...packingList()]), LABEL);
    expect(facts.tracking).toMatchObject({ carrier: 'UPS', number: '1Z999AA10123456784' });
    expect(facts.postcode).toBe('30308');
    expect(facts.order).toBe('5012');
    expect(facts.items).toEqual([
      { sku: 'MUG-BLUE', description: 'Blue mug, 12 oz', quantity: 2 },
      { sku: 'TEA-EARL', description: 'Earl Grey, 100 g', quantity: 1 },
    ]);
  });

  it('says it in one line, as the card shows it', () => {
    const facts = labelFacts(page([...upsLabelText().filter((p) => !p.text.startsWith('SHIP') && !p.text.startsWith('ATLANTA')), ...packingList().slice(0, 7)]), LABEL);
    expect(readingSummary(facts, english)).toBe('UPS · 1Z999AA10123456784 · order #5012 · MUG-BLUE × 2');
  });

  it('reads the tracking number from its caption when no barcode decodes', () => {
    const facts = labelFacts(page(upsLabelText(), []), LABEL);
    expect(facts.tracking?.number).toBe('1Z999AA10123456784');
    expect(readingGaps(facts, 'pdf').map(english)).toContain('No barcode found on this label.');
  });

  it('gives each of two labels on a page the order list nearest it', () => {
    const right = rect(140, 10, 101.6, 152.4);
    const text = [...packingList(175, 12), piece('Order #7001', 142, 175), ...table([['SKU', 'Qty'], ['LAMP-01', '4']], [142, 180], 183)];
    const reading: PageReading = { text, codes: [], searched: [LABEL, right] };
    expect(labelFacts(reading, LABEL, [right]).items.map((item) => item.sku)).toEqual(['MUG-BLUE', 'TEA-EARL']);
    expect(labelFacts(reading, right, [LABEL])).toMatchObject({ order: '7001', items: [{ sku: 'LAMP-01', quantity: 4 }] });
  });

  it('reads only the barcodes of a page without text, and says it is a scan', () => {
    const facts = labelFacts(page(null), LABEL);
    expect(facts).toMatchObject({ text: 'none', tracking: { carrier: 'UPS' }, order: null, items: [] });
    expect(readingGaps(facts, 'image').map(english)).toEqual(['No text in an image: a scan, so only its barcodes are read.']);
  });

  it('counts a barcode found but not decoded as damaged, and reads no number from it', () => {
    const facts = labelFacts(page([], [code('Code128', '', rect(20, 105, 80, 25), false)]), LABEL);
    expect(facts).toMatchObject({ damaged: 1, codes: [], tracking: null });
    expect(readingGaps(facts, 'pdf').map(english)[1]).toBe('A barcode on this label did not decode in the file itself: damaged at the source.');
  });

  it('names no carrier for a barcode of no known format, and keys the parcel by the barcode', () => {
    const facts = labelFacts(page([piece('EVRI NEXT DAY', 14, 20)], [code('Code128', 'H01HYA0012345678', rect(20, 105, 80, 25))]), LABEL);
    expect(readingSummary(facts, english)).toBe('Carrier not recognised · barcode H01HYA0012345678');
    expect(parcelKey(facts)).toBe('H01HYA0012345678');
  });

  it('takes a bare digit string for a carrier’s number only when the carrier’s name is on the label', () => {
    const codes = [code('Code128', '3318810025', rect(20, 105, 80, 25))];
    expect(labelFacts(page([piece('WAYBILL', 14, 20)], codes), LABEL).tracking).toBeNull();
    expect(labelFacts(page([piece('DHL EXPRESS WORLDWIDE', 14, 20)], codes), LABEL).tracking).toMatchObject({ carrier: 'DHL Express', number: '3318810025' });
  });

  it('leaves out barcodes outside the label', () => {
    const facts = labelFacts(page([], [code('QRCode', 'https://example.com/boxes', rect(130, 20, 20, 20))]), LABEL);
    expect(facts.codes).toEqual([]);
  });

  it('reads the ZIP code from a USPS barcode before the address', () => {
    const facts = labelFacts(page([piece('SHIP TO:', 14, 50), piece('BOULDER CO 80302', 17, 55)], [code('Code128', '42080301\u001d9405511899223197428490', rect(20, 105, 80, 25))]), LABEL);
    expect(facts).toMatchObject({ postcode: '80301', tracking: { carrier: 'USPS', number: '9405511899223197428490' } });
  });
});
