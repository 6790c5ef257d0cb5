import type { OneBitImage } from './one-bit-image';
import { z64, type Deflate } from './z64';

// A one-bit picture as ZPL graphic fields (^GF): only its inked rows, each stretch of them cut to its inked bytes, and
// split into bands so that no field holds more than a printer takes in one ^GF.

/** The most bytes (before compression) one ^GF field may describe: its byte counts have five digits. */
export const MAX_FIELD_BYTES = 99_999;

/** Blank rows up to this many inside a stretch of ink are sent with it: a field's own cost is more than a few rows. */
const JOIN_GAP_ROWS = 16;

type Band = { top: number; rows: number; firstByte: number; bytes: number };

const rowInk = (image: OneBitImage, y: number): { first: number; last: number } | null => {
  const start = y * image.rowBytes;
  let first = -1;
  let last = -1;
  for (let byte = 0; byte < image.rowBytes; byte += 1) {
    if (image.bits[start + byte] === 0) continue;
    if (first < 0) first = byte;
    last = byte;
  }
  return first < 0 ? null : { first, last };
};

/** The stretches of inked rows (blank gaps up to JOIN_GAP_ROWS kept inside), each cut to its inked bytes and split to the limit. */
export function inkBands(image: OneBitImage, maxBytes = MAX_FIELD_BYTES): Band[] {
  const stretches: Band[] = [];
  let open: Band | null = null;
  for (let y = 0; y < image.height; y += 1) {
    const ink = rowInk(image, y);
    if (ink === null) continue;
    if (open !== null && y - (open.top + open.rows) <= JOIN_GAP_ROWS) {
      const last = Math.max(open.firstByte + open.bytes - 1, ink.last);
      open.firstByte = Math.min(open.firstByte, ink.first);
      open.bytes = last - open.firstByte + 1;
      open.rows = y - open.top + 1;
    } else {
      if (open !== null) stretches.push(open);
      open = { top: y, rows: 1, firstByte: ink.first, bytes: ink.last - ink.first + 1 };
    }
  }
  if (open !== null) stretches.push(open);
  return stretches.flatMap((stretch) => {
    const rowsPerBand = Math.max(1, Math.floor(maxBytes / stretch.bytes));
    return Array.from({ length: Math.ceil(stretch.rows / rowsPerBand) }, (_, index) => ({
      ...stretch,
      top: stretch.top + index * rowsPerBand,
      rows: Math.min(rowsPerBand, stretch.rows - index * rowsPerBand),
    }));
  });
}

const bandBytes = (image: OneBitImage, band: Band): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(band.rows * band.bytes);
  for (let row = 0; row < band.rows; row += 1) {
    const from = (band.top + row) * image.rowBytes + band.firstByte;
    out.set(image.bits.subarray(from, from + band.bytes), row * band.bytes);
  }
  return out;
};

/** The picture's ink as ^FO…^GFA fields, placed at (`left`, `top`) dots on the label. */
export async function graphicFields(image: OneBitImage, left: number, top: number, deflate: Deflate): Promise<string[]> {
  const fields: string[] = [];
  for (const band of inkBands(image)) {
    const total = band.rows * band.bytes;
    const data = await z64(bandBytes(image, band), deflate);
    fields.push(`^FO${left + band.firstByte * 8},${top + band.top}^GFA,${total},${total},${band.bytes},${data}^FS`);
  }
  return fields;
}
