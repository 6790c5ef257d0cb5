// Pure. Tidies imported cell text: the invisible characters spreadsheets and stores leave, and the wrappers they add to keep
// a postcode, phone or tracking number from being read as a number.

const SPACE_LIKE = /[\u00A0\u202F\u2007\t]/g; // no-break, narrow no-break and figure spaces, tabs
// Zero-width space, word joiner, BOM. The (non-)joiners stay in text: Persian and Indic spelling and emoji need them.
const ZERO_WIDTH = /[\u200B\u2060\uFEFF]/g;
const JOINERS = /[\u200C\u200D]/g;

/** NFC text with odd spaces made plain and zero-width characters gone; each line's spaces collapsed and trimmed, empty lines dropped. */
export function cleanText(value: string): string {
  return value
    .normalize('NFC')
    .replace(ZERO_WIDTH, '')
    .replace(SPACE_LIKE, ' ')
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

// Excel's formula that keeps leading zeros, ="02134", with quotes inside doubled.
const FORMULA_TEXT = /^="((?:[^"]|"")*)"$/;
const QUOTED = /^"(.*)"$/s;

/**
 * A postcode, phone or tracking number without what was added to keep it text: Excel's ="…" formula, a leading apostrophe
 * (Shopify writes '02134 and '+1 617…), or quotes left around it. Only for such values: a name keeps its apostrophes.
 */
export function cleanProtected(value: string): string {
  const text = cleanText(value).replace(JOINERS, '');
  const unwrapped = FORMULA_TEXT.exec(text)?.[1]?.replaceAll('""', '"') ?? QUOTED.exec(text)?.[1] ?? text;
  return unwrapped.replace(/^'/, '').trim();
}

// 1.23457E+21, or 1,23457E+21 where the decimal mark is a comma: the digits it rounded away are gone for good.
const SCIENTIFIC = /^\d(?:[.,]\d+)?E\+?\d+$/i;

/** Whether a spreadsheet turned a long tracking number into scientific notation, which no label can undo. */
export function scientificNotationDamage(value: string): boolean {
  return SCIENTIFIC.test(cleanProtected(value));
}
