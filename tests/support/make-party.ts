import type { PartyRecord } from '../../src/address-book/party-record';

/** A sender or recipient with every field filled, overridden where a test cares. */
export const makeParty = (overrides: Partial<PartyRecord> = {}): PartyRecord => ({
  name: 'Ana Lima',
  company: 'Lima Ceramics',
  address: '12 Harbour Road\nPortland, OR 97205',
  phone: '+1 503 555 0142',
  country: 'US',
  ...overrides,
});
