import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { FaceText } from '../../../src/label/face-items';
import { labelZpl, printerDraws } from '../../../src/zpl/face-zpl';
import { textField } from '../../../src/zpl/field-data';
import { graphicFields, inkBands, MAX_FIELD_BYTES } from '../../../src/zpl/graphic-fields';
import { oneBitFromGrey } from '../../../src/zpl/one-bit-image';
import { crc16, streamDeflate, z64 } from '../../../src/zpl/z64';
import { labelDots, speaksZpl } from '../../../src/zpl/zpl-stock';
import { catalogueStock } from '../../../src/stock/stock-lookup';

const row = (overrides: Partial<FaceText>): FaceText => ({
  kind: 'text',
  order: 0,
  joinBefore: ' ',
  text: 'Maria Alvarez',
  runs: [{ text: 'Maria Alvarez', font: 'Helvetica' }],
  direction: 'ltr',
  xMm: 5,
  baselineMm: 10,
  widthMm: 90,
  textWidthMm: 30,
  sizePt: 12,
  weight: 'regular',
  align: 'left',
  ...overrides,
});

describe('the printer’s stock and label size', () => {
  it('offers ZPL for the thermal rolls a 4-inch printer takes, not for sheets, A6, Dymo or Brother', () => {
    for (const id of ['4x6', '4x4', '4x3', '4x2', '3x2', '100x150', '100x100']) expect(speaksZpl({ stockId: id })).toBe(true);
    for (const id of ['a4', 'letter', 'a6', 'dymo-30252', 'brother-dk-11202', 'avery-5163', 'custom']) expect(speaksZpl({ stockId: id })).toBe(false);
  });

  it('gives a 4 × 6 in label 812 × 1218 dots at 203 dpi and 1200 × 1800 at 300 dpi', () => {
    const stock = catalogueStock('4x6')!;
    expect(labelDots(stock, 203)).toEqual({ width: 812, length: 1218 });
    expect(labelDots(stock, 300)).toEqual({ width: 1200, length: 1800 });
    expect(labelZpl(labelDots(stock, 203), ['^FO10,10^GB5,5,5^FS'])).toBe('^XA\n^CI28\n^PW812\n^LL1218\n^LH0,0\n^FO10,10^GB5,5,5^FS\n^XZ\n');
  });
});

describe('field data', () => {
  it('escapes the command characters and writes everything beyond ASCII as UTF-8 bytes', () => {
    expect(textField('A^B~C_D é')).toBe('^FH^FDA_5EB_7EC_5FD _C3_A9^FS');
    expect(textField('Zürich 8001')).toBe('^FH^FDZ_C3_BCrich 8001^FS');
  });

  it('leaves Latin rows to the printer’s font and sends other scripts, right-to-left rows and logos as graphics', () => {
    expect(printerDraws(row({}))).toBe(true);
    expect(printerDraws(row({ text: 'Straße ½ €5', runs: [{ text: 'Straße ½ €5', font: 'Helvetica' }] }))).toBe(true);
    expect(printerDraws(row({ text: 'שלום', runs: [{ text: 'שלום', font: 'NotoSansHebrew' }], direction: 'rtl' }))).toBe(false);
    expect(printerDraws(row({ text: 'Łódź', runs: [{ text: 'Łódź', font: 'NotoSans' }] }))).toBe(false);
    // The printer's emulated font draws a non-breaking space a fiftieth as wide as a space: such a row goes as a graphic.
    expect(printerDraws(row({ text: 'A\u00a0B', runs: [{ text: 'A\u00a0B', font: 'Helvetica' }] }))).toBe(false);
    expect(printerDraws({ kind: 'logo', order: 0, xMm: 0, yMm: 0, widthMm: 10, heightMm: 10 })).toBe(false);
  });
});

describe('Z64 graphic data', () => {
  it('computes the CRC-16 Zebra checks (XMODEM: "123456789" gives 31C3)', () => {
    expect(crc16('123456789')).toBe(0x31c3);
  });

  it('deflates, encodes and checks the bytes so that they inflate back exactly', async () => {
    const bytes = new Uint8Array(Array.from({ length: 5000 }, (_, index) => (index % 7 === 0 ? 0xff : 0)));
    const encoded = await z64(bytes, streamDeflate);
    const [, kind, data, crc] = encoded.split(':');
    expect(kind).toBe('Z64');
    expect(crc).toBe(crc16(data!).toString(16).toUpperCase().padStart(4, '0'));
    expect(new Uint8Array(inflateSync(Buffer.from(data!, 'base64')))).toEqual(bytes);
  });

  it('sends only inked rows, cut to their inked bytes, in bands no printer refuses', () => {
    const [width, height] = [1600, 1200];
    const grey = new Uint8Array(width * height).fill(255);
    // A block of ink 1,200 dots wide (150 bytes) and 900 rows tall: 135,000 bytes, more than one field holds.
    for (let y = 200; y < 1100; y += 1) grey.fill(0, y * width + 160, y * width + 1360);
    const bands = inkBands(oneBitFromGrey(grey, width, height));
    expect(bands.length).toBe(2);
    for (const band of bands) {
      expect(band.rows * band.bytes).toBeLessThanOrEqual(MAX_FIELD_BYTES);
      expect(band.firstByte).toBe(20);
      expect(band.bytes).toBe(150);
    }
    expect(bands[0]!.top).toBe(200);
    expect(bands.reduce((sum, band) => sum + band.rows, 0)).toBe(900);
  });

  it('places each band where its ink is and gives its byte counts', async () => {
    const [width, height] = [64, 40];
    const grey = new Uint8Array(width * height).fill(255);
    for (let y = 10; y < 20; y += 1) grey.fill(0, y * width + 16, y * width + 32);
    const [field, ...more] = await graphicFields(oneBitFromGrey(grey, width, height), 100, 50, streamDeflate);
    expect(more).toEqual([]);
    expect(field).toMatch(/^\^FO116,60\^GFA,20,20,2,:Z64:[A-Za-z0-9+/=]+:[0-9A-F]{4}\^FS$/);
  });
});
