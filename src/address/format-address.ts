import { DEFAULT_FORMAT, type AddressFormats, type CountryFormat } from './address-formats';
import { barePostcode } from './postcode-check';
import { printedState } from './regions';
import { searchKey } from './search-key';

/** An address as a form or a batch row holds it: each part as typed. */
export type AddressParts = {
  name: string;
  company: string;
  lines: readonly string[];
  city: string;
  state: string;
  postcode: string;
  dependentLocality?: string;
  sortingCode?: string;
};

/** The format's tokens: recipient, organisation, address lines, dependent locality, city, state, postcode, sorting code. */
type Field = 'N' | 'O' | 'A' | 'D' | 'C' | 'S' | 'Z' | 'X';

const TOKEN = /%([NOADCSZX])/g;
const LOCAL_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** For a code the table lacks: Google's default format, and no country line (there is no name to print). */
const UNKNOWN_COUNTRY = (code: string): CountryFormat => ({ code, name: '', fmt: DEFAULT_FORMAT, upper: '', regions: [] });

/**
 * The format an address is written in: the local one (Japan, China and Korea write large to small, the name
 * last) when any part is in Han, kana or Hangul, else the Latin one where the country has one. `latin` marks the
 * Latin format, whose regions are printed by their Latin names.
 */
export function chosenTemplate(format: CountryFormat, parts: AddressParts): { template: string; latin: boolean } {
  // The address decides, not the name: "陳大文" at "Flat A, 1 Queen's Road, Central" is a Latin address.
  const texts = [...parts.lines, parts.city, parts.state, parts.dependentLocality ?? ''];
  if (!format.lfmt || texts.some((text) => LOCAL_SCRIPT.test(text))) return { template: format.fmt, latin: false };
  return { template: format.lfmt, latin: true };
}

/** Territories whose mail from the United States is domestic to USPS: no country line, a US ZIP code. */
const US_DOMESTIC = new Set(['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM', 'FM', 'MH', 'PW']);

const sameCountry = (a: string, b: string | null) =>
  b !== null && (a.toUpperCase() === b.toUpperCase() || (b.toUpperCase() === 'US' && US_DOMESTIC.has(a.toUpperCase())));

/**
 * The address lines, with the city where the format has no place of its own for it (Japan: a store's "City" holds
 * the ward, 千代田区, that Japan Post reads before the block's street, 丸の内2-7-2), unless a line already says it.
 */
function linesWithCity(format: CountryFormat, parts: AddressParts, latin: boolean): string {
  const lines = parts.lines.map((line) => line.trim()).filter(Boolean);
  const city = parts.city.trim();
  const template = latin ? (format.lfmt ?? format.fmt) : format.fmt;
  if (city === '' || template.includes('%C') || lines.some((line) => line.includes(city))) return lines.join('\n');
  if (lines.length === 0) return city;
  // Large to small in the local script, glued as written there (a space where either is Latin); small to large in Latin.
  if (latin) return [...lines.slice(0, -1), `${lines.at(-1)}, ${city}`].join('\n');
  const glue = LOCAL_SCRIPT.test(city.slice(-1)) && LOCAL_SCRIPT.test(lines[0]?.charAt(0) ?? '') ? '' : ' ';
  return [`${city}${glue}${lines[0]}`, ...lines.slice(1)].join('\n');
}

/** Each part as the post wants it, in capitals where the country's own data asks for them. */
function fieldValues(format: CountryFormat, parts: AddressParts, latin: boolean): Record<Field, string> {
  const city = parts.city.trim();
  const state = parts.state.trim() && printedState(format, parts.state.trim(), latin);
  const postcode = format.postprefix && format.fmt.includes(`${format.postprefix}%Z`) ? barePostcode(format, parts.postcode.trim()) : parts.postcode.trim();
  const values: Record<Field, string> = {
    N: parts.name.trim(),
    O: parts.company.trim(),
    A: linesWithCity(format, parts, latin),
    D: parts.dependentLocality?.trim() ?? '',
    C: city,
    // "28014 MADRID", not "28014 MADRID MADRID": Spain's provinces are often named after their capitals.
    S: searchKey(state) === searchKey(city) ? '' : state,
    Z: postcode,
    X: parts.sortingCode?.trim() ?? '',
  };
  // A fixed locale: the visitor's own could be Turkish, where "i" becomes "İ" in a US city's name.
  for (const field of format.upper) if (field in values) values[field as Field] = values[field as Field].toLocaleUpperCase('en');
  return values;
}

/** A line of the format is printed when it is plain text ("ÅLAND") or one of its fields has a value. */
function hasContent(line: string, values: Record<Field, string>): boolean {
  const fields = [...line.matchAll(TOKEN)].map(([, field]) => field as Field);
  return fields.length === 0 || fields.some((field) => values[field]);
}

/**
 * A line of the format with its fields' values, and without the text that only joins an empty field to its
 * neighbour ("%C, %S %Z" with no state is "BOSTON 02134", not "BOSTON, 02134"), as libaddressinput writes it.
 */
function filledLine(line: string, values: Record<Field, string>): string {
  const pieces = line.split(/(%[NOADCSZX])/).filter((piece) => piece !== '');
  const isField = (piece: string) => /^%[NOADCSZX]$/.test(piece);
  const first = pieces.findIndex(isField);
  const last = pieces.length - 1 - [...pieces].reverse().findIndex(isField);
  const out: string[] = [];
  let joiner = '';
  let suffix = '';
  let filled = false;
  pieces.forEach((piece, at) => {
    if (!isField(piece)) {
      // Text before the line's first field (a prefix) or after its last (a suffix) belongs to the line; between
      // fields, only the text just before the next filled one joins it to the last filled one.
      if (at < first) out.push(piece);
      else if (at > last) suffix += piece;
      else joiner = piece;
      return;
    }
    const value = values[piece.charAt(1) as Field];
    if (value === '') return;
    if (filled) out.push(joiner);
    out.push(value);
    joiner = '';
    filled = true;
  });
  if (filled) out.push(suffix);
  return out.join('');
}

/** The format with the text glued to the postcode ("〒", "SE-") left out when there is no postcode, or at home in Sweden. */
function templateFor(template: string, format: CountryFormat, values: Record<Field, string>, domestic: boolean): string {
  if (!values.Z) return template.replace(/(?<=^|%n|\s)[^\s%]+(?=%Z)/g, '');
  // PostNord reads Swedish postcodes without the "SE-" of Google's format; abroad it tells the country.
  return domestic && format.code === 'SE' ? template.replace('SE-%Z', '%Z') : template;
}

/**
 * The lines of an address block, top to bottom, as the destination's post writes them (Google's libaddressinput
 * formats): fields in the country's order and capitals, the state as its postal key where posts want one, empty
 * parts and their lines dropped. The last line names the destination country in English capitals unless the
 * sender is in the same country; an unknown sender country counts as abroad (safe for an international parcel).
 */
export function formatAddress(formats: AddressFormats, country: string, parts: AddressParts, senderCountry: string | null): string[] {
  const format = formats.of(country) ?? UNKNOWN_COUNTRY(country);
  const domestic = sameCountry(format.code, senderCountry);
  const chosen = chosenTemplate(format, parts);
  const values = fieldValues(format, parts, chosen.latin);
  const lines = templateFor(chosen.template, format, values, domestic)
    .split('%n')
    .filter((line) => hasContent(line, values))
    .flatMap((line) => filledLine(line, values).split('\n'))
    .map((line) => line.replace(/\s+/g, ' ').replace(/^[\s,-]+|[\s,-]+$/g, ''));
  if (!domestic) lines.push(format.name);
  return lines.filter(Boolean);
}

/**
 * Whether the name heads the block (most countries) rather than sitting inside it, after the address lines
 * (Japan, China and Korea in their own scripts), so a caller styling the name as a first line knows where it is.
 */
export function nameComesFirst(formats: AddressFormats, country: string, parts: AddressParts): boolean {
  const format = formats.of(country);
  if (!format) return true;
  const { template } = chosenTemplate(format, parts);
  const name = template.indexOf('%N');
  const lines = template.indexOf('%A');
  return name < 0 || lines < 0 || name < lines;
}
