import { crc16 } from './z64';

// Whether a ^GF graphic field holds what it says: its total byte count (c in ^GFa,b,c,d,data) against the bytes its
// data makes, in ASCII hex (with ZPL's run-length letters) or as B64/Z64 with their CRC.

/** Inflates zlib data (DecompressionStream in the worker, zlib in Node). */
export type Inflate = (bytes: Uint8Array<ArrayBuffer>) => Promise<Uint8Array>;

export type GraphicProblem = { kind: 'count'; says: number; holds: number } | { kind: 'damaged' };

/** ZPL's repeat letters: G–Y repeat the next digit 1–19 times, g–z 20–400 times (in twenties). */
const repeatOf = (char: string): number => {
  const code = char.charCodeAt(0);
  if (code >= 0x47 && code <= 0x59) return code - 0x46;
  if (code >= 0x67 && code <= 0x7a) return (code - 0x66) * 20;
  return 0;
};

/** The bytes ASCII hex graphic data makes, rows of `rowBytes`: ',' ends a row with white, '!' with black, ':' repeats the last row. */
export function hexGraphicBytes(data: string, rowBytes: number): number {
  const rowNibbles = Math.max(1, rowBytes) * 2;
  let [rows, nibbles, repeat] = [0, 0, 0];
  const endRow = () => {
    rows += 1;
    nibbles = 0;
  };
  for (const char of data) {
    if (/\s/.test(char)) continue;
    const times = repeatOf(char);
    if (times > 0) repeat += times;
    else if (char === ',' || char === '!') endRow();
    else if (char === ':') {
      if (nibbles > 0) endRow();
      endRow();
    } else if (/[0-9A-Fa-f]/.test(char)) {
      nibbles += Math.max(1, repeat);
      repeat = 0;
      while (nibbles >= rowNibbles) {
        nibbles -= rowNibbles;
        rows += 1;
      }
    }
  }
  return rows * (rowNibbles / 2) + Math.floor(nibbles / 2);
}

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> | null => {
  try {
    return Uint8Array.from(atob(text.replace(/\s/g, '')), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
};

/** What is wrong with one ^GF command's text (from "^GF" to the next command), or null when it holds what it says. */
export async function graphicProblem(command: string, inflate: Inflate): Promise<GraphicProblem | null> {
  const [format, , total, rowBytes, ...rest] = command.replace(/^\^GF/i, '').split(',');
  const says = Number(total);
  const data = rest.join(',').trim();
  if (!Number.isFinite(says) || format?.trim().toUpperCase() !== 'A') return null;
  const encoded = /^:(B64|Z64):([^:]*):([0-9A-Fa-f]{4})/.exec(data);
  if (encoded) {
    const [, kind, text = '', crc = ''] = encoded;
    const bytes = fromBase64(text);
    if (bytes === null || crc16(text.replace(/\s/g, '')) !== parseInt(crc, 16)) return { kind: 'damaged' };
    let holds: number;
    try {
      holds = kind === 'Z64' ? (await inflate(bytes)).length : bytes.length;
    } catch {
      return { kind: 'damaged' };
    }
    return holds === says ? null : { kind: 'count', says, holds };
  }
  const holds = hexGraphicBytes(data, Number(rowBytes));
  return holds === says ? null : { kind: 'count', says, holds };
}
