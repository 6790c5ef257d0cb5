// Numbers as people type them into a quantity, weight or value field, in English or continental style.

/**
 * What a typed number field holds. "1,250" is ambiguous: 1250 in English, 1.25 in most of Europe; on a customs
 * form a value or weight a thousand times off is worse than asking, so it is never guessed.
 */
export type TypedNumber =
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  | { kind: 'ambiguous'; asDecimal: number; asThousands: number }
  | { kind: 'invalid' };

// No typed amount is longer; a pasted paragraph is simply not a number, and is never scanned.
const LONGEST_NUMBER = 40;
const MINUS = /^[-\u2212]/;

/** Integer digits grouped by thousands ("1,234,567", "1 234", "1'234") or not grouped at all. */
function integerDigits(part: string): string | null {
  if (/^\d*$/.test(part)) return part;
  const marks = new Set(part.replace(/\d/g, ''));
  if (marks.size !== 1) return null;
  const [mark] = marks;
  const groups = part.split(mark ?? '');
  const [first, ...rest] = groups;
  if (!/^\d{1,3}$/.test(first ?? '') || !rest.every((group) => /^\d{3}$/.test(group))) return null;
  return groups.join('');
}

/** The decimal mark: the later of "." and "," when both appear, the only one when it appears once, else none. */
function decimalMark(body: string): '.' | ',' | null {
  const dot = body.lastIndexOf('.');
  const comma = body.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) return dot > comma ? '.' : ',';
  if (dot >= 0) return body.indexOf('.') === dot ? '.' : null;
  if (comma >= 0) return body.indexOf(',') === comma ? ',' : null;
  return null;
}

/**
 * Reads a typed number: "12", "12.5", "12,5", "1,234.56", "1.234,56", "1 234,56", "1'234.50", with a leading "+"
 * or "-". Exponents ("1e308"), letters, units and anything else are invalid; negatives are returned as such so
 * the caller can say they cannot be negative.
 */
export function typedNumber(text: string): TypedNumber {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (trimmed.length > LONGEST_NUMBER) return { kind: 'invalid' };
  const sign = MINUS.test(trimmed) ? -1 : 1;
  const body = trimmed.replace(/^[-+\u2212]\s*/, '').replace(/[\s\u00a0\u202f]/g, ' ');
  if (!/^[\d.,' ]+$/.test(body) || !/\d/.test(body)) return { kind: 'invalid' };
  const mark = decimalMark(body);
  const at = mark === null ? body.length : body.lastIndexOf(mark);
  const integerPart = body.slice(0, at);
  const fraction = body.slice(at + 1);
  const digits = integerDigits(integerPart);
  if (digits === null || (mark !== null && !/^\d+$/.test(fraction)) || (mark === null && digits === '')) return { kind: 'invalid' };
  const value = sign * Number(`${digits || '0'}.${fraction || '0'}`);
  // One comma and three digits after it, as in "1,250": both readings are likely, so neither is taken.
  if (mark === ',' && fraction.length === 3 && /^[1-9]\d{0,2}$/.test(integerPart) && !body.includes('.')) {
    return { kind: 'ambiguous', asDecimal: value, asThousands: sign * Number(`${integerPart}${fraction}`) };
  }
  return { kind: 'number', value };
}

/** The typed number, or null when the field is empty, not a number, or ambiguous ("1,250"). */
export function readTypedNumber(text: string): number | null {
  const reading = typedNumber(text);
  return reading.kind === 'number' ? reading.value : null;
}
