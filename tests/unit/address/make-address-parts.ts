import type { AddressParts } from '../../../src/address/format-address';

/** An address with every part empty but those given. */
export const makeParts = (changes: Partial<AddressParts> = {}): AddressParts => ({
  name: '',
  company: '',
  lines: [],
  city: '',
  state: '',
  postcode: '',
  ...changes,
});
