import { lazilyLoaded } from '../label/lazily';
import { loadAddressFormats, type AddressFormats } from './address-formats';
import { countryReader, type CountryReading } from './country-names';

/** The country formats and a reader of country names: what laying addresses out by country needs. */
export type AddressReading = { formats: AddressFormats; readCountry: (text: string) => CountryReading };

/**
 * Both, loaded and built once for the page (the names' index takes tens of milliseconds), whether the batch or the
 * form's Country asks first; a failed load is asked for again next time.
 */
export const loadAddressReading = lazilyLoaded(
  (): Promise<AddressReading> => loadAddressFormats().then((formats) => ({ formats, readCountry: countryReader(formats) })),
);
