import { addressesOfTable } from '../../address-book/address-book-table';
import { readVCards, VCardProblem } from '../../address-book/vcard';
import type { PartyRecord } from '../../address-book/party-record';
import { fileTooLargeMessage, MAX_IMPORT_BYTES } from '../../batch/batch-limits';
import { guessMapping } from '../../batch/column-mapping';
import { batchWorkerBridge } from '../label-worker';

/** The addresses a file holds, or what is wrong with it in words for the visitor. */
export type AddressFileReading = { kind: 'read'; parties: PartyRecord[]; skipped: number } | { kind: 'problem'; message: string };

const NO_NAME_COLUMN =
  'This file has no column for the recipient’s name or company (such as Name, Recipient name, Shipping Name or Company), so ShipLabel cannot tell whose addresses they are. Nothing was imported.';
const UNREADABLE = 'The file could not be read. Nothing was imported: please try again.';

const isVCard = (file: File, head: string) => /\.(vcf|vcard)$/i.test(file.name) || /^\uFEFF?\s*BEGIN:VCARD/i.test(head);

/**
 * Reads an address file: a vCard (3.0 or 4.0) on the page, anything else by the batch's column reader in its worker
 * (CSV, a spreadsheet's paste, a shop's export). A file over the batch's 50 MB is refused before it is read.
 */
export async function readAddressFile(file: File): Promise<AddressFileReading> {
  if (file.size > MAX_IMPORT_BYTES) return { kind: 'problem', message: fileTooLargeMessage(file.size) };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const head = new TextDecoder().decode(bytes.subarray(0, 64));
  if (isVCard(file, head)) {
    try {
      return { kind: 'read', ...readVCards(new TextDecoder().decode(bytes)) };
    } catch (error) {
      return { kind: 'problem', message: error instanceof VCardProblem ? error.message : UNREADABLE };
    }
  }
  const outcome = await batchWorkerBridge.readTable(bytes);
  if (outcome.kind !== 'done') return { kind: 'problem', message: UNREADABLE };
  if (outcome.value.kind === 'unreadable') return { kind: 'problem', message: `${outcome.value.message} Nothing was imported.` };
  const { table } = outcome.value;
  const found = addressesOfTable(table, guessMapping(table.headers));
  return found === null ? { kind: 'problem', message: NO_NAME_COLUMN } : { kind: 'read', ...found };
}
