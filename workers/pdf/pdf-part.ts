// Reads a PDF as pdfkit writes it (react-pdf's writer): one classic xref section, no object streams, no encryption,
// every object "N 0 obj", dictionaries whose strings escape their parentheses. Enough to join such files quickly
// (join-pdf-parts.ts); anything else is refused with an error rather than misread.

/** One object of a part: where it starts, where its dictionary ends (a stream's data or "endobj" follows), its end. */
export type PartObject = { id: number; start: number; bodyStart: number; dictEnd: number; end: number };

/** A part's objects by id, in the order written, its catalog, info and page tree, and its file identifier. */
export type PdfPart = {
  bytes: Uint8Array;
  objects: ReadonlyMap<number, PartObject>;
  root: number;
  info: number | null;
  pages: number;
  kids: readonly number[];
  /** The trailer's `/ID [...]` entry as written, or null. */
  fileId: string | null;
};

const XREF_ENTRY_BYTES = 20;
const TAIL_BYTES = 1024;
const CHUNK = 8192;
const IN_USE = 'n'.charCodeAt(0);

/** Bytes as a string of one character per byte (PDF syntax is bytes; TextDecoder's "latin1" is really windows-1252). */
export function byteText(bytes: Uint8Array, start = 0, end = bytes.length): string {
  let text = '';
  // apply, not a spread: the spread walks the array's iterator, several times slower on thousands of dictionaries.
  for (let at = start; at < end; at += CHUNK) text += String.fromCharCode.apply(null, bytes.subarray(at, Math.min(end, at + CHUNK)) as unknown as number[]);
  return text;
}

/** The reverse of byteText. */
export function textBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let at = 0; at < text.length; at += 1) bytes[at] = text.charCodeAt(at);
  return bytes;
}

const found = (text: string, pattern: RegExp, what: string): RegExpExecArray => {
  const match = pattern.exec(text);
  if (!match) throw new Error(`Unexpected PDF part: no ${what}`);
  return match;
};

// A string literal (pdfkit escapes its parentheses), a hex string, or an indirect reference "12 0 R".
const TOKENS = /\((?:\\[\s\S]|[^\\()])*\)|<[0-9A-Fa-f\s]*>|\b(\d+)\s+(\d+)\s+R\b/g;

/** The ids a dictionary refers to, in order; references inside strings are text, not references. */
export function referencesIn(dictionary: string): number[] {
  const ids: number[] = [];
  for (const match of dictionary.matchAll(TOKENS)) if (match[1] !== undefined) ids.push(Number(match[1]));
  return ids;
}

/** The dictionary with every reference renumbered by `newId` (strings untouched). */
export const renumbered = (dictionary: string, newId: (id: number) => number): string =>
  dictionary.replace(TOKENS, (token, id: string | undefined) => (id === undefined ? token : `${newId(Number(id))} 0 R`));

/** Where `needle` first occurs in `bytes` within [from, to), or -1. */
function indexOfBytes(bytes: Uint8Array, needle: Uint8Array, from: number, to: number): number {
  const first = needle[0] ?? 0;
  for (let at = bytes.indexOf(first, from); at !== -1 && at + needle.length <= to; at = bytes.indexOf(first, at + 1)) {
    let same = true;
    for (let k = 1; k < needle.length && same; k += 1) same = bytes[at + k] === needle[k];
    if (same) return at;
  }
  return -1;
}

const STREAM = textBytes('\nstream\n');
const END_OBJECT = textBytes('endobj');

/** The objects listed by the xref table at `xrefAt`, each with its extent (up to the next object, or the table). */
function readObjects(bytes: Uint8Array, xrefAt: number): Map<number, PartObject> {
  const head = byteText(bytes, xrefAt, Math.min(bytes.length, xrefAt + 64));
  const [header, first, count] = found(head, /^xref\s+(\d+)\s+(\d+)\s*\n/, 'xref table');
  const entriesAt = xrefAt + header.length;
  const starts: { id: number; start: number }[] = [];
  for (let index = 0; index < Number(count); index += 1) {
    // "0000012345 00000 n \n": ten digits of offset, and "n" for an object in use.
    const entry = entriesAt + index * XREF_ENTRY_BYTES;
    if (bytes[entry + 17] !== IN_USE) continue;
    let start = 0;
    for (let digit = entry; digit < entry + 10; digit += 1) start = start * 10 + ((bytes[digit] ?? 0x30) - 0x30);
    starts.push({ id: Number(first) + index, start });
  }
  if (indexOfBytes(bytes, textBytes('trailer'), entriesAt + Number(count) * XREF_ENTRY_BYTES, bytes.length) === -1) throw new Error('Unexpected PDF part: more than one xref section');
  starts.sort((a, b) => a.start - b.start);
  const objects = new Map<number, PartObject>();
  starts.forEach(({ id, start }, index) => {
    const end = starts[index + 1]?.start ?? xrefAt;
    const line = byteText(bytes, start, Math.min(end, start + 32));
    const [opening, number] = found(line, /^(\d+) 0 obj\s*\n?/, `object header at ${start}`);
    if (Number(number) !== id) throw new Error(`Unexpected PDF part: object ${id} is not at its offset`);
    const bodyStart = start + opening.length;
    const stream = indexOfBytes(bytes, STREAM, bodyStart, end);
    const dictEnd = stream !== -1 ? stream : indexOfBytes(bytes, END_OBJECT, bodyStart, end);
    if (dictEnd === -1) throw new Error(`Unexpected PDF part: object ${id} has no end`);
    objects.set(id, { id, start, bodyStart, dictEnd, end });
  });
  return objects;
}

/** An object's dictionary (or other direct value) as text. */
export const dictionaryOf = (part: Pick<PdfPart, 'bytes'>, object: PartObject): string => byteText(part.bytes, object.bodyStart, object.dictEnd);

/** Reads the structure of one PDF written by pdfkit. */
export function readPdfPart(bytes: Uint8Array): PdfPart {
  const tail = byteText(bytes, Math.max(0, bytes.length - TAIL_BYTES));
  const xrefAt = Number(found(tail, /startxref\s+(\d+)\s+%%EOF\s*$/, 'startxref')[1]);
  const trailer = found(tail, /trailer\s*(<<[\s\S]*>>)\s*startxref/, 'trailer')[1] ?? '';
  if (/\/(Encrypt|Prev)\b/.test(trailer)) throw new Error('Unexpected PDF part: encrypted or updated');
  const objects = readObjects(bytes, xrefAt);
  const root = Number(found(trailer, /\/Root\s+(\d+)\s+0\s+R/, 'catalog')[1]);
  const info = /\/Info\s+(\d+)\s+0\s+R/.exec(trailer)?.[1];
  const part = { bytes, objects };
  const dictionary = (id: number, what: string) => {
    const object = objects.get(id);
    if (!object) throw new Error(`Unexpected PDF part: no ${what}`);
    return dictionaryOf(part, object);
  };
  const pages = Number(found(dictionary(root, 'catalog'), /\/Pages\s+(\d+)\s+0\s+R/, 'page tree')[1]);
  const pageTree = dictionary(pages, 'page tree');
  const kids = referencesIn(found(pageTree, /\/Kids\s*\[([^\]]*)\]/, 'pages')[1] ?? '');
  if (kids.some((kid) => !/\/Type\s*\/Page\b/.test(dictionary(kid, 'page')))) throw new Error('Unexpected PDF part: a nested page tree');
  return { bytes, objects, root, info: info === undefined ? null : Number(info), pages, kids, fileId: /\/ID\s*\[[^\]]*\]/.exec(trailer)?.[0] ?? null };
}
