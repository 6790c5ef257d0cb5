import type { LabelData } from '../../label/label-data';
import type { AddressCountries } from '../print-settings';
import type { AddressPosting } from './address-posting';

// Set by the country fields' chunk once the formats have arrived: the page's first load carries no address code.
let posting: AddressPosting | null = null;

export const addressPostingLoaded = (loaded: AddressPosting): void => {
  posting = loaded;
};

/** The loaded formats, or null before a country has been chosen (or remembered). */
export const loadedAddressPosting = (): AddressPosting | null => posting;

/**
 * The label as it prints: each address whose party has a country laid out in that country's order where it splits
 * reliably. Without a country, or before the formats have arrived, the label is exactly as typed.
 */
export const postedLabel = (label: LabelData, countries: AddressCountries): LabelData =>
  posting === null || (countries.from === null && countries.to === null) ? label : posting.postLabel(label, countries);
