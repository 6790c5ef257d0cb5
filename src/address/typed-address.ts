import type { AddressFormats, CountryFormat } from './address-formats';
import type { CountryReading } from './country-names';
import { chosenTemplate, formatAddress, type AddressParts } from './format-address';
import { findRegion } from './regions';

type Locality = Pick<AddressParts, 'lines' | 'city' | 'state' | 'postcode'>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
/** A city is words: no digits (a street line taken for a city would have them), at least one letter. */
const isCityLike = (text: string) => /\p{L}/u.test(text) && !/\d/.test(text);

const LONGEST_LOCALITY = 120;

/**
 * Whether a format ends with the locality ShipLabel can find in typed lines: the city after the street, and the
 * postcode beside it or on the line below (Britain). Large-to-small formats (Japanese, Chinese, Korean) and formats
 * without a city do not.
 */
function endsWithLocality(templateLines: readonly string[]): boolean {
  const [street, city, zip] = ['%A', '%C', '%Z'].map((token) => lineOf(templateLines, token)) as [number, number, number];
  return street >= 0 && city > street && (zip === city || (zip === city + 1 && templateLines[zip]?.trim() === '%Z'));
}

/** Whether a typed address for this country can be put in its order (in Latin script; see endsWithLocality). */
export const canReorder = (format: CountryFormat): boolean => Boolean(format.zip) && endsWithLocality((format.lfmt ?? format.fmt).split('%n'));

/** The template's line that holds a token, by index (-1 when the format has no such token). */
const lineOf = (templateLines: readonly string[], token: string) => templateLines.findIndex((line) => line.includes(token));

/**
 * City and state from the text beside the postcode ("Boston, MA" → Boston + MA), when the format prints the
 * state on the city's line: the longest run of words on the state's side that names a region of the country.
 */
function cityAndState(format: CountryFormat, text: string, localityLine: string): { city: string; state: string } {
  const city = localityLine.indexOf('%C');
  const state = localityLine.indexOf('%S');
  // "West Virginia" is a state alone, not a city "West" in Virginia.
  if (state < 0 || findRegion(format, text)) return { city: text, state: '' };
  const between = localityLine.slice(Math.min(city, state) + 2, Math.max(city, state)).replace(/[\p{L}\d\s%]/gu, '');
  const cuts = [...text.matchAll(new RegExp(`[\\s,${escape(between)}]+`, 'g'))];
  if (state < city) cuts.reverse();
  for (const cut of cuts) {
    const before = text.slice(0, cut.index).trim();
    const after = text.slice(cut.index + cut[0].length).trim();
    const [cityPart, statePart] = state > city ? [before, after] : [after, before];
    // "West Virginia 25301" is a state alone, not a city "West" in Virginia.
    if (isCityLike(cityPart) && !findRegion(format, cityPart) && findRegion(format, statePart)) return { city: cityPart, state: statePart };
  }
  return { city: text, state: '' };
}

/**
 * The street lines, city, state and postcode of typed lines, when the destination's postcode pattern finds them:
 * "80331 München" or "München 80331" on the last line, "Boston, MA 02134", or (where the post puts the postcode
 * on a line of its own, as in Britain) "London" then "SW1A 1AA". Undefined when no reading is reliable.
 */
function splitLocality(format: CountryFormat, lines: readonly string[]): Locality | undefined {
  const last = lines.at(-1);
  // A locality is a short line; a pasted wall of text is not read (the patterns below would take long on it).
  if (!format.zip || last === undefined || last.length > LONGEST_LOCALITY) return undefined;
  const { template } = chosenTemplate(format, { name: '', company: '', lines, city: '', state: '', postcode: '' });
  const templateLines = template.split('%n');
  if (!endsWithLocality(templateLines)) return undefined;
  const [city, zip] = ['%C', '%Z'].map((token) => lineOf(templateLines, token)) as [number, number];
  const prefix = format.postprefix ? `(?:${escape(format.postprefix.replace(/[\s-]/g, ''))}[\\s-]?)?` : '';
  const postcode = `${prefix}(?<postcode>(?:${format.zip}))`;
  const localityLine = templateLines[city] ?? '';

  const ownLine = zip === city + 1;
  if (ownLine) {
    const postcodeOnly = new RegExp(`^${postcode}$`, 'i').exec(last);
    const cityLine = lines.at(-2);
    if (postcodeOnly?.groups?.postcode && cityLine !== undefined && isCityLike(cityLine)) {
      return { lines: lines.slice(0, -2), ...cityAndState(format, cityLine, localityLine), postcode: postcodeOnly.groups.postcode };
    }
  }
  const zipFirst = new RegExp(`^${postcode}[\\s,]+(?<rest>.+)$`, 'i');
  const zipLast = new RegExp(`^(?<rest>.+?)[\\s,]+${postcode}$`, 'i');
  const order = localityLine.indexOf('%Z') < localityLine.indexOf('%C') ? [zipFirst, zipLast] : [zipLast, zipFirst];
  for (const pattern of order) {
    const match = pattern.exec(last)?.groups;
    if (!match?.postcode || !match.rest) continue;
    const found = cityAndState(format, match.rest, localityLine);
    // "MA 02134" under "Boston" is not a city called MA: where the format has a state, a region is no city.
    const regionAsCity = localityLine.includes('%S') && found.state === '' && findRegion(format, found.city) !== undefined;
    if (isCityLike(found.city) && !regionAsCity) return { lines: lines.slice(0, -1), ...found, postcode: match.postcode };
  }
  return undefined;
}

/**
 * A free-text address as the post wants it: a last line naming the country is dropped, the postcode, city and
 * state are found with the destination's postcode pattern, and the lines are written in the destination's
 * format, with the country line when the sender is abroad (formatAddress). Text that cannot be read reliably
 * is returned exactly as typed: a visitor's own layout beats a wrong guess.
 */
/** A typed address as it prints, and whether its locality was read (else it is as typed, with the country line). */
export type TypedAddressReading = { text: string; read: boolean; reorderable: boolean; namedCountry: string | null; state: string };

/**
 * A free-text address as the post wants it: a last line naming the country is dropped, the postcode, city and
 * state are found with the destination's postcode pattern, and the lines are written in the destination's
 * format, with the country line when the sender is abroad (formatAddress). Text that cannot be read reliably
 * keeps the visitor's own layout (a wrong guess is worse), with the destination's name added as its last line
 * when the parcel goes abroad and no line names a country yet.
 */
export function readTypedAddress(
  formats: AddressFormats,
  typed: string,
  country: string,
  senderCountry: string | null,
  readCountry: (text: string) => CountryReading,
): TypedAddressReading {
  const format = formats.of(country);
  const lines = typed.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  const reorderable = format !== undefined && canReorder(format);
  const named = readCountry(lines.at(-1) ?? '');
  const namedCountry = named.kind === 'country' ? named.code : null;
  const asTyped = { text: typed, read: false, reorderable, namedCountry, state: '' };
  if (lines.length === 0 || !format) return asTyped;
  // A last line naming another country than the chosen one: which is right cannot be told, so nothing is moved.
  if (namedCountry !== null && namedCountry !== format.code) return asTyped;
  if (namedCountry !== null) lines.pop();
  const locality = splitLocality(format, lines);
  if (locality) {
    const text = formatAddress(formats, country, { name: '', company: '', ...locality }, senderCountry).join('\n');
    return { ...asTyped, text, read: true, state: locality.state };
  }
  const abroad = formatAddress(formats, country, { name: '', company: '', lines: [], city: '', state: '', postcode: '' }, senderCountry);
  return namedCountry === null && abroad.length > 0 ? { ...asTyped, text: [...lines, ...abroad].join('\n') } : asTyped;
}

/** The typed address as it prints (readTypedAddress's text). */
export function postedTypedAddress(
  formats: AddressFormats,
  typed: string,
  country: string,
  senderCountry: string | null,
  readCountry: (text: string) => CountryReading,
): string {
  return readTypedAddress(formats, typed, country, senderCountry, readCountry).text;
}
