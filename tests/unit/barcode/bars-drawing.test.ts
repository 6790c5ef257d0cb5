import { render, toBuffer } from 'bwip-js/node';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { barsDrawing, darkPixels } from '../../../workers/barcode/bars-drawing';
import { barsOptions, measureOptions } from '../../../workers/barcode/code128-options';

/** Which pixels bwip-js's own rasteriser paints dark, from its 8-bit RGBA PNG (filter None on every row). */
function bwipDarkPixels(png: Buffer): { dark: Uint8Array; width: number; height: number } {
  const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) {
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + png.readUInt32BE(at)));
  }
  const rows = inflateSync(Buffer.concat(idat));
  const dark = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = y * (width * 4 + 1) + 1 + x * 4;
      dark[y * width + x] = rows[at + 3]! >= 128 && rows[at]! + rows[at + 1]! + rows[at + 2]! < 384 ? 1 : 0;
    }
  }
  return { dark, width, height };
}

const values = ['1Z999AA10123456784', '9400111899223397658537', 'ABCdef-123/xyz', 'A', '0123456789012345678901234567890123456789'];

describe('the bars drawing', () => {
  it.each(values)('marks exactly the pixels bwip-js paints for %s, at every module size we print', async (value) => {
    for (const options of [measureOptions(value), barsOptions(value, 1, 120), barsOptions(value, 2, 203), barsOptions(value, 3, 150)]) {
      // Copies: bwip-js writes the options it fixes up (padding times scale) back into the object it is given.
      const ours = render({ ...options }, barsDrawing());
      const theirs = bwipDarkPixels(await toBuffer({ ...options }));
      expect([ours.width, ours.height]).toEqual([theirs.width, theirs.height]);
      expect(Buffer.from(darkPixels(ours)).equals(Buffer.from(theirs.dark))).toBe(true);
      expect(ours.bars.length).toBeGreaterThan(0);
    }
  });

  it('refuses to draw anything but bars, so a 2D code or text never prints half-drawn', () => {
    expect(() => render({ bcid: 'qrcode', text: 'x' }, barsDrawing())).toThrow(/linear barcodes only/);
    expect(() => render({ ...measureOptions('ABC'), includetext: true }, barsDrawing())).toThrow(/linear barcodes only/);
  });
});
