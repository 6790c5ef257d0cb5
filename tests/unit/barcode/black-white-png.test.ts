import { render } from 'bwip-js/node';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { barsDrawing, darkPixels, type BarsMask } from '../../../workers/barcode/bars-drawing';
import { blackWhitePng } from '../../../workers/barcode/black-white-png';
import { barsOptions } from '../../../workers/barcode/code128-options';

/** The pixels of a 1-bit greyscale PNG with filter None on every row: 1 for black. */
function pngDarkPixels(png: Uint8Array): { width: number; height: number; dark: Uint8Array } {
  const buffer = Buffer.from(png);
  const [width, height] = [buffer.readUInt32BE(16), buffer.readUInt32BE(20)];
  expect([buffer[24], buffer[25]]).toEqual([1, 0]); // bit depth 1, greyscale
  const idatAt = buffer.indexOf('IDAT', 0, 'latin1');
  const rows = inflateSync(buffer.subarray(idatAt + 4, idatAt + 4 + buffer.readUInt32BE(idatAt - 4)));
  const rowBytes = Math.ceil(width / 8);
  const dark = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    expect(rows[y * (rowBytes + 1)]).toBe(0);
    for (let x = 0; x < width; x += 1) dark[y * width + x] = (rows[y * (rowBytes + 1) + 1 + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 0 : 1;
  }
  return { width, height, dark };
}

describe('the black and white PNG', () => {
  it('holds exactly the bars of a barcode, black on white', () => {
    const mask = render(barsOptions('1Z999AA10123456784', 2, 150), barsDrawing());
    const png = pngDarkPixels(blackWhitePng(mask));
    expect([png.width, png.height]).toEqual([mask.width, mask.height]);
    expect(Buffer.from(png.dark).equals(Buffer.from(darkPixels(mask)))).toBe(true);
  });

  it('draws rows that differ from the row above, not only copies of the first', () => {
    const mask: BarsMask = {
      width: 13,
      height: 6,
      bars: [
        { left: 0, right: 2, top: 0, bottom: 5 },
        { left: 5, right: 12, top: 2, bottom: 3 },
        { left: 9, right: 9, top: 4, bottom: 5 },
      ],
    };
    expect(Buffer.from(pngDarkPixels(blackWhitePng(mask)).dark).equals(Buffer.from(darkPixels(mask)))).toBe(true);
  });
});
