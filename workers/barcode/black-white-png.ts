// Pure (browser worker and Node): a barcode's bars as the smallest PNG a PDF can take as it is.
import type { BarsMask } from './bars-drawing';
import { zlibRows } from './zlib-rows';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

const crc32 = (bytes: Uint8Array): number => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Uint8Array): Uint8Array => {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(Array.from(type, (char) => char.charCodeAt(0)), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
};

/**
 * A bars mask as a 1-bit greyscale PNG (black bars on white), each row with filter None. A PDF embeds such a
 * PNG's data untouched; an RGBA one makes pdfkit decode every pixel, split off the alpha and compress twice.
 */
export function blackWhitePng({ width, height, bars }: BarsMask): Uint8Array<ArrayBuffer> {
  const rowBytes = Math.ceil(width / 8);
  const raw = new Uint8Array(height * (rowBytes + 1));
  // Rows change only where a bar starts or ends: each band of rows between those is drawn once and copied.
  const changes = new Set([0, ...bars.flatMap((bar) => [bar.top, bar.bottom + 1])]);
  for (let y = 0; y < height; y += 1) {
    const row = y * (rowBytes + 1); // its filter byte stays 0: None
    if (!changes.has(y)) {
      raw.copyWithin(row, row - rowBytes - 1, row);
      continue;
    }
    raw.fill(0xff, row + 1, row + 1 + rowBytes); // white; the bits past the width are padding
    for (const bar of bars) {
      if (bar.top > y || y > bar.bottom) continue;
      for (let x = bar.left; x <= bar.right; x += 1) {
        const at = row + 1 + (x >> 3);
        raw[at] = (raw[at] ?? 0) & ~(0x80 >> (x & 7));
      }
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, filter method 0, no interlace
  const parts = [Uint8Array.from(SIGNATURE), chunk('IHDR', header), chunk('IDAT', zlibRows(raw, rowBytes + 1)), chunk('IEND', new Uint8Array(0))];
  const png = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  parts.reduce((offset, part) => (png.set(part, offset), offset + part.length), 0);
  return png;
}
