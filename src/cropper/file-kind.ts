// What a dropped file is, by its first bytes (its name and type may say anything), and an image's size in pixels
// from its header, so an image too large to decode is refused before it is decoded.

/** A ZPL file is text: which labels it holds is read when it is opened. */
export type SourceKind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'zpl';

export type PixelSize = { width: number; height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_START = [0xff, 0xd8, 0xff];
const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const PDF_HEADER = ascii('%PDF-');
/** Readers accept a PDF header anywhere in the first 1024 bytes (after a mail or print-spool header, say). */
const PDF_HEADER_WITHIN = 1024;

const startsAt = (bytes: Uint8Array, at: number, expected: readonly number[]): boolean =>
  at + expected.length <= bytes.length && expected.every((byte, index) => bytes[at + index] === byte);

const hasPdfHeader = (head: Uint8Array): boolean => {
  const last = Math.min(head.length, PDF_HEADER_WITHIN) - PDF_HEADER.length;
  for (let at = 0; at <= last; at += 1) if (startsAt(head, at, PDF_HEADER)) return true;
  return false;
};

/** Whether bytes are UTF-8 (ASCII included), allowing a character cut short at the end of the head. */
const isUtf8 = (head: Uint8Array): boolean => {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let cut = 0; cut <= Math.min(3, head.length - 1); cut += 1) {
    try {
      decoder.decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      // a character cut short at the end, or not UTF-8 at all
    }
  }
  return false;
};

/** Whether bytes are text (a ZPL file, a .txt) rather than a binary file: UTF-8, no NUL, hardly any control characters. */
export function looksLikeText(head: Uint8Array): boolean {
  if (head.length === 0 || !isUtf8(head)) return false;
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control += 1;
  }
  return control / head.length < 0.02;
}

/** The file's kind from its first bytes (the first 1024 are enough), or null for anything else; text is read as ZPL. */
export const sniffFileKind = (head: Uint8Array): SourceKind | null => {
  if (startsAt(head, 0, PNG_SIGNATURE)) return 'png';
  if (startsAt(head, 0, JPEG_START)) return 'jpeg';
  if (startsAt(head, 0, GIF87) || startsAt(head, 0, GIF89)) return 'gif';
  if (hasPdfHeader(head)) return 'pdf';
  return looksLikeText(head) ? 'zpl' : null;
};

const view = (bytes: Uint8Array): DataView => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A size that is a size: an image of no pixels is no image. */
const sized = (width: number, height: number): PixelSize | null => (width > 0 && height > 0 ? { width, height } : null);

/** PNG: the IHDR chunk comes first, its width and height big-endian at bytes 16 and 20. */
const pngSize = (bytes: Uint8Array): PixelSize | null =>
  bytes.length >= 24 && startsAt(bytes, 12, ascii('IHDR')) ? sized(view(bytes).getUint32(16), view(bytes).getUint32(20)) : null;

/** GIF: the logical screen's width and height, little-endian at bytes 6 and 8. */
const gifSize = (bytes: Uint8Array): PixelSize | null => (bytes.length >= 10 ? sized(view(bytes).getUint16(6, true), view(bytes).getUint16(8, true)) : null);

/** The JPEG start-of-frame markers C0–CF that carry the frame's size; C4, C8 and CC are other tables. */
const isStartOfFrame = (marker: number): boolean => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers without a length: TEM, the restart markers and the start of image. */
const standsAlone = (marker: number): boolean => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);
const START_OF_SCAN = 0xda;

/** JPEG: walks the segments to the start of frame, whose height and width follow its length and precision. */
const jpegSize = (bytes: Uint8Array): PixelSize | null => {
  const data = view(bytes);
  let at = 2;
  while (at + 1 < bytes.length) {
    const marker = data.getUint8(at + 1);
    if (data.getUint8(at) !== 0xff) return null;
    // A marker may be preceded by any number of fill bytes (FF).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (standsAlone(marker)) {
      at += 2;
      continue;
    }
    if (marker === START_OF_SCAN || at + 4 > bytes.length) return null;
    if (isStartOfFrame(marker)) return at + 9 <= bytes.length ? sized(data.getUint16(at + 7), data.getUint16(at + 5)) : null;
    at += 2 + data.getUint16(at + 2);
  }
  return null;
};

/**
 * The image's size in pixels from its header, or null where the header cannot be read. A JPEG's size follows its
 * metadata (a camera's EXIF is up to 64 KB, more with a colour profile), so pass the whole file or a generous head.
 */
export const imageSizeOf = (head: Uint8Array, kind: SourceKind): PixelSize | null => {
  switch (kind) {
    case 'png':
      return pngSize(head);
    case 'gif':
      return gifSize(head);
    case 'jpeg':
      return jpegSize(head);
    case 'pdf':
    case 'zpl':
      return null;
  }
};
