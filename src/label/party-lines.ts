import type { LabelData } from './label-data';
import { isFilled, nonBlankLines } from './filled-text';

export type Party = 'to' | 'from';

/** The fields of one party block, top to bottom. */
const partyFields = (data: LabelData, party: Party): readonly [string, string, string, string] =>
  party === 'to'
    ? [data.toName, data.toCompany, data.toAddress, data.toPhone]
    : [data.fromName, data.fromCompany, data.fromAddress, data.fromPhone];

/** The lines a TO or FROM block shows: name, company, each address line, phone; only filled ones. */
export const partyLines = (data: LabelData, party: Party): string[] => {
  const [name, company, address, phone] = partyFields(data, party);
  return [
    ...[name, company].filter(isFilled).map((value) => value.trim()),
    ...nonBlankLines(address),
    ...[phone].filter(isFilled).map((value) => value.trim()),
  ];
};
