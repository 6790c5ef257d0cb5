import { plainData } from './page-reading';
import type { TextLine } from './text-lines';

// The destination postcode: from a barcode that holds it (USPS's 420 + ZIP, the MH10.8.3 header of UPS's codes), or
// from the address under a "Ship to" caption. An address with no caption above it is not read: that would be a guess.

/** Postcode shapes, tried on each line of the address from its last line up; the first that matches is the postcode. */
const SHAPES: readonly RegExp[] = [
  /\b([A-Z]\d[A-Z] ?\d[A-Z]\d)\b/, // Canada
  /\b((?:[A-Z]{1,2}\d[A-Z\d]?) ?\d[A-Z]{2})\b/, // United Kingdom
  /\b[A-Z]{2}\s+(\d{5}(?:-\d{4})?)\b/, // United States, after the state
  /\b(\d{3}-\d{4})\b/, // Japan
  /\b(\d{5}-\d{3})\b/, // Brazil
  /\b(\d{2}-\d{3})\b/, // Poland
  /\b(\d{4} ?[A-Z]{2})\b/, // Netherlands
  /\b(\d{3} ?\d{3})\b(?!-)/, // India
  /^(\d{4,5})\s+[^\d\s][^\d]*$/u, // most of Europe: the postcode before the town
  /\b[A-Z]{2,3}\s+(\d{4})$/, // Australia, after the state
];

/** The recipient's caption, in the languages carriers print. */
const TO_CAPTION = /^(?:ship\s*to|deliver\s*to|delivery\s*address|to|recipient|consignee|empfänger|an|destinataire|à|destinatario|aan|odbiorca)\b\s*:?\s*/i;

/** How far down from the caption the address may run, in lines, and the widest gap between its lines. */
const ADDRESS_LINES = 8;
const LINE_GAP = 2.6;

/** A line's text from `u` on, up to the next caption to its right (a "From" block beside it). */
const textFrom = (line: TextLine, u: number, before: number): string =>
  line.cells
    .filter((cell) => cell.u >= u - 2 && cell.u < before)
    .map((cell) => cell.text)
    .join(' ');

/** The postcode under the first "Ship to"-like caption among the lines, or null. */
export function postcodeInAddress(lines: readonly TextLine[]): string | null {
  for (const [index, line] of lines.entries()) {
    const caption = line.cells.find((cell) => TO_CAPTION.test(cell.text));
    if (!caption) continue;
    const nextCaption = Math.min(...line.cells.filter((cell) => cell.u > caption.u).map((cell) => cell.u));
    const address = [caption.text.replace(TO_CAPTION, '')];
    let last = line;
    for (const next of lines.slice(index + 1, index + 1 + ADDRESS_LINES)) {
      if (next.quarter !== line.quarter || next.v - last.v > LINE_GAP * next.sizeMm) break;
      address.push(textFrom(next, caption.u, nextCaption));
      last = next;
    }
    const found = lastPostcode(address);
    if (found) return found;
  }
  return null;
}

const lastPostcode = (address: readonly string[]): string | null => {
  for (const line of [...address].reverse()) {
    const text = line.trim().toUpperCase();
    for (const shape of SHAPES) {
      const match = shape.exec(text);
      if (match?.[1]) return match[1];
    }
  }
  return null;
};

/** The postcode in an MH10.8.3 header ("[)>", 01, 96, then the postcode, the country and the service), or null. */
export function postcodeInCarrierData(text: string): string | null {
  const plain = plainData(text);
  const match = /^\[\)>\s*01\s+(?:96)?([A-Z0-9]{5,9})\s+(\d{3})\s+\d{3}\b/.exec(plain);
  if (!match?.[1]) return null;
  // The United States' postcode is the ZIP code: its first five digits.
  return match[2] === '840' ? match[1].slice(0, 5) : match[1];
}
