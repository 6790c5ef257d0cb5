import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { addressesOfTable } from '../../address-book/address-book-table';
import { readVCards, VCardProblem } from '../../address-book/vcard';
import type { PartyRecord } from '../../address-book/party-record';
import { MAX_IMPORT_BYTES } from '../../batch/batch-limits';
import { fileTooLargeMessage } from '../../batch/import-messages';
import { guessMapping } from '../../batch/column-mapping';
import { batchWorkerBridge } from '../label-worker';

/** The addresses a file holds, or what is wrong with it: sentences the page words for the visitor, one after another. */
export type AddressFileReading = { kind: 'read'; parties: PartyRecord[]; skipped: number } | { kind: 'problem'; sentences: readonly MessageDescriptor[] };

const NO_NAME_COLUMN = msg`This file has no column for the recipient’s name or company (such as Name, Recipient name, Shipping Name or Company), so ShipLabel cannot tell whose addresses they are. Nothing was imported.`;
const UNREADABLE = msg`The file could not be read. Nothing was imported: please try again.`;
const NOTHING_IMPORTED = msg`Nothing was imported.`;

const problem = (...sentences: MessageDescriptor[]): AddressFileReading => ({ kind: 'problem', sentences });

const isVCard = (file: File, head: string) => /\.(vcf|vcard)$/i.test(file.name) || /^\uFEFF?\s*BEGIN:VCARD/i.test(head);

/**
 * Reads an address file: a vCard (3.0 or 4.0) on the page, anything else by the batch's column reader in its worker
 * (CSV, a spreadsheet's paste, a shop's export). A file over the batch's 50 MB is refused before it is read; its size is
 * given in the visitor's language (`locale`).
 */
export async function readAddressFile(file: File, locale: string): Promise<AddressFileReading> {
  if (file.size > MAX_IMPORT_BYTES) return problem(fileTooLargeMessage(file.size, locale));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const head = new TextDecoder().decode(bytes.subarray(0, 64));
  if (isVCard(file, head)) {
    try {
      return { kind: 'read', ...readVCards(new TextDecoder().decode(bytes)) };
    } catch (error) {
      return problem(error instanceof VCardProblem ? error.problem : UNREADABLE);
    }
  }
  const outcome = await batchWorkerBridge.readTable(bytes);
  if (outcome.kind !== 'done') return problem(UNREADABLE);
  if (outcome.value.kind === 'unreadable') return problem(outcome.value.message, NOTHING_IMPORTED);
  const { table } = outcome.value;
  const found = addressesOfTable(table, guessMapping(table.headers));
  return found === null ? problem(NO_NAME_COLUMN) : { kind: 'read', ...found };
}
