import type { BatchColumnId } from '../batch/batch-columns';
import { cleanText } from '../batch/clean-cell';
import type { ColumnMapping } from '../batch/column-mapping';
import type { ParsedTable } from '../batch/parsed-table';
import { countryCode } from './country-code';
import { hasParty, type PartyRecord } from './party-record';

/** What a table gave the address book: its recipients, and the rows left out for holding no name or address. */
export type TableAddresses = { parties: PartyRecord[]; skipped: number };

const joined = (parts: readonly string[], between: string) => parts.filter((part) => part !== '').join(between);

/**
 * The recipients of a table read by the batch's column reader (a shop's export, the batch template, the book's own
 * CSV): a row each, its address as street lines then "City, State Postcode", its country as a code where it names one.
 * Null when no column holds a recipient's name or company: such a file is not an address list.
 */
export function addressesOfTable(table: ParsedTable, mapping: ColumnMapping): TableAddresses | null {
  if (mapping.toName === null && mapping.toFirstName === null && mapping.toLastName === null && mapping.toCompany === null) return null;
  const parties: PartyRecord[] = [];
  let skipped = 0;
  for (const { cells } of table.rows) {
    const cell = (id: BatchColumnId) => {
      const column = mapping[id];
      return column === null ? '' : cleanText(cells[column] ?? '').trim();
    };
    const lines = [cell('toAddress'), cell('toAddress1'), cell('toAddress2'), cell('toAddress3')].flatMap((text) => text.split(/\r?\n/)).filter((line) => line.trim() !== '');
    const locality = joined([joined([cell('toCity'), cell('toState')], ', '), cell('toPostcode')], ' ');
    const countryText = cell('toCountry');
    const party: PartyRecord = {
      name: cell('toName') || joined([cell('toFirstName'), cell('toLastName')], ' '),
      company: cell('toCompany'),
      address: joined([...lines, locality], '\n'),
      phone: cell('toPhone'),
      country: countryText === '' ? null : countryCode(countryText),
    };
    if (hasParty(party)) parties.push(party);
    else skipped += 1;
  }
  return { parties, skipped };
}
