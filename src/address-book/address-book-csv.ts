import { recipientCells, templateColumnsCsv } from '../batch/template-csv';
import type { PartyRecord } from './party-record';

/**
 * The address book as a CSV in the batch template's columns, a recipient a row: the book and the batch speak one
 * format, so the file opens in a spreadsheet and makes a label a row when imported into the batch.
 */
export const addressBookCsv = (parties: readonly PartyRecord[]): string =>
  templateColumnsCsv(parties.map((party) => recipientCells(party.name, party.company, party.address, party.phone, party.country)));
