import type { AddressReading } from '../../address/address-reading';
import { readTypedAddress } from '../../address/typed-address';
import type { Addressing } from '../../batch/row-address';
import { nonBlankLines } from '../../label/filled-text';
import type { LabelData } from '../../label/label-data';

// Countries whose localities name a state or province by its key beside the postcode ("Austin, TX 78701", "Ottawa ON
// K1A 0B1", "Sydney NSW 2000"): read so, an address tells its country without a country line.
const STATE_AND_POSTCODE_COUNTRIES = ['US', 'CA', 'AU'];

/**
 * How a batch lays its addresses out: the sender's country is the one chosen in the form, else the one its address
 * names on its last line ("United States"), else the one whose state and postcode its last line holds, else unknown
 * (every label then names its destination country).
 */
export function addressingFor(reading: AddressReading, form: LabelData, chosenSenderCountry: string | null): Addressing {
  if (chosenSenderCountry !== null) return { ...reading, senderCountry: chosenSenderCountry };
  const last = nonBlankLines(form.fromAddress).at(-1);
  const named = last === undefined ? null : reading.readCountry(last);
  if (named?.kind === 'country') return { ...reading, senderCountry: named.code };
  const read = STATE_AND_POSTCODE_COUNTRIES.filter(
    (code) => readTypedAddress(reading.formats, form.fromAddress, code, code, reading.readCountry).state !== '',
  );
  return { ...reading, senderCountry: read.length === 1 ? (read[0] ?? null) : null };
}
