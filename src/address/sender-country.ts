import { nonBlankLines } from '../label/filled-text';
import type { AddressReading } from './address-reading';
import { readTypedAddress } from './typed-address';

// Countries whose localities name a state or province by its key beside the postcode ("Austin, TX 78701", "Ottawa ON
// K1A 0B1", "Sydney NSW 2000"): read so, an address tells its country without a country line.
const STATE_AND_POSTCODE_COUNTRIES = ['US', 'CA', 'AU'];

/**
 * The country a parcel leaves from: the one chosen in the form, else the one the sender's address names on its last
 * line ("United States"), else the one whose state and postcode its last line holds, else null (not known). The
 * batch lays its addresses out by it; the contents take their currency from it.
 */
export function senderCountryOf(reading: AddressReading, fromAddress: string, chosen: string | null): string | null {
  if (chosen !== null) return chosen;
  const last = nonBlankLines(fromAddress).at(-1);
  const named = last === undefined ? null : reading.readCountry(last);
  if (named?.kind === 'country') return named.code;
  const read = STATE_AND_POSTCODE_COUNTRIES.filter((code) => readTypedAddress(reading.formats, fromAddress, code, code, reading.readCountry).state !== '');
  return read.length === 1 ? (read[0] ?? null) : null;
}
