import type { LabelData } from '../label/label-data';

/** Which side of the label a party is on. */
export type Party = 'from' | 'to';

/** A sender or recipient as the form holds it: the card's four fields and the party's chosen country (ISO 3166), if any. */
export type PartyRecord = {
  readonly name: string;
  readonly company: string;
  readonly address: string;
  readonly phone: string;
  readonly country: string | null;
};

/** The party's fields read from a label, with the country chosen beside them. */
export const partyOf = (label: LabelData, party: Party, country: string | null): PartyRecord => ({
  name: label[`${party}Name`],
  company: label[`${party}Company`],
  address: label[`${party}Address`],
  phone: label[`${party}Phone`],
  country,
});

/** The label fields a record fills for a party (the country is a print setting, not a field). */
export const partyFields = (record: PartyRecord, party: Party): Partial<LabelData> => ({
  [`${party}Name`]: record.name,
  [`${party}Company`]: record.company,
  [`${party}Address`]: record.address,
  [`${party}Phone`]: record.phone,
});

/** Whether a record holds anything worth keeping: a name, a company or an address. */
export const hasParty = (record: PartyRecord): boolean => [record.name, record.company, record.address].some((value) => value.trim() !== '');
