import { loadAddressFormats } from '../../../address/address-formats';
import { countryReader } from '../../../address/country-names';
import type { Addressing } from '../../../batch/row-address';
import { nonBlankLines } from '../../../label/filled-text';
import type { LabelData } from '../../../label/label-data';
import { lazily } from '../../../label/lazily';

type Reading = Omit<Addressing, 'senderCountry'>;

/** The country formats and a reader of country names, loaded once, the first time a batch is reviewed. */
export const addressReading = lazily(
  (): Promise<Reading> => loadAddressFormats().then((formats) => ({ formats, readCountry: countryReader(formats) })),
);

/**
 * How a batch lays its addresses out: the sender's country is the one chosen in the form, else the one its address
 * names on its last line ("United States"), else unknown (every label then names its destination country).
 */
export function addressingFor(reading: Reading, form: LabelData, chosenSenderCountry: string | null): Addressing {
  if (chosenSenderCountry !== null) return { ...reading, senderCountry: chosenSenderCountry };
  const last = nonBlankLines(form.fromAddress).at(-1);
  const named = last === undefined ? null : reading.readCountry(last);
  return { ...reading, senderCountry: named?.kind === 'country' ? named.code : null };
}
