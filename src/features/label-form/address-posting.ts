// The form's country formats: its own chunk with the address table, fetched once a country is chosen.
import type { MessageDescriptor } from '@lingui/core';
import { loadAddressReading } from '../../address/address-reading';
import { postedTypedAddress } from '../../address/typed-address';
import { typedAddressAdvice } from '../../address/typed-address-advice';
import type { LabelData } from '../../label/label-data';
import type { AddressCountries } from '../print-settings';

export type AddressPosting = Awaited<ReturnType<typeof addressPosting>>;

/** Lays typed addresses out by their countries' formats. */
export async function addressPosting() {
  const { formats, readCountry } = await loadAddressReading();
  const posted = (typed: string, country: string | null, other: string | null): string =>
    country === null ? typed : postedTypedAddress(formats, typed, country, other, readCountry);
  return {
    postLabel: (label: LabelData, { from, to }: AddressCountries): LabelData => ({
      ...label,
      toAddress: posted(label.toAddress, to, from),
      fromAddress: posted(label.fromAddress, from, to),
    }),
    /** Why a party's typed address prints as typed although its country is chosen (countries named in `locale`'s language); null when it does not. */
    advice: (typed: string, party: keyof AddressCountries, countries: AddressCountries, locale: string): MessageDescriptor | null => {
      const country = countries[party];
      const other = countries[party === 'from' ? 'to' : 'from'];
      return country === null ? null : typedAddressAdvice(formats, typed, country, other, readCountry, locale);
    },
  };
}
