import { useId, useRef, useState } from 'react';
import { addressBookCsv } from '../../address-book/address-book-csv';
import { reviewImport, type ImportReview } from '../../address-book/import-review';
import type { SavedAddress } from '../../address-book/saved-address';
import { vCardFile } from '../../address-book/vcard';
import { Button } from '../../ui/button';
import { PanelButtons } from '../../ui/saved-panel';
import { bookProblem, pageBook } from '../device-book';
import { savePdf as saveFile } from '../pdf-delivery';
import { ImportReviewDialog } from './import-review-dialog';
import { readAddressFile } from './read-address-file';

type AddressBookFilesProps = { addresses: readonly SavedAddress[]; ready: boolean; onImported: () => Promise<void>; say: (message: string) => void };

type Reviewing = { fileName: string; review: ImportReview; skipped: number };

const EMPTY = 'The address book is empty: there is nothing to export yet.';

/**
 * Export the address book (CSV in the batch template's columns, or vCard 4.0) and import one (CSV or vCard), with a
 * review of what will be added before anything is kept. A file's problem is said here; the book and the form stay as they were.
 */
export function AddressBookFiles({ addresses, ready, onImported, say }: AddressBookFilesProps) {
  const input = useRef<HTMLInputElement>(null);
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);
  const [reading, setReading] = useState(false);
  const id = useId();

  const exportAs = (kind: 'csv' | 'vcf') => {
    if (!ready) return;
    if (addresses.length === 0) return say(EMPTY);
    const parties = addresses.map((address) => address.party);
    const text = kind === 'csv' ? addressBookCsv(parties) : vCardFile(parties);
    saveFile(new Blob([text], { type: kind === 'csv' ? 'text/csv' : 'text/vcard' }), `shiplabel-address-book.${kind}`);
    say(`Exported ${addresses.length.toLocaleString('en')} ${addresses.length === 1 ? 'address' : 'addresses'} as ${kind === 'csv' ? 'CSV' : 'vCard'}.`);
  };

  const read = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    say(`Reading ${file.name}…`);
    const reading = await readAddressFile(file);
    setReading(false);
    if (reading.kind === 'problem') return say(reading.message);
    const review = reviewImport(addresses, reading.parties);
    if (review.added.length === 0 && review.updated.length === 0)
      return say(reading.parties.length === 0 ? `${file.name} holds no address with a name or an address. Nothing was imported.` : `Every address in ${file.name} is already saved. Nothing was changed.`);
    say('');
    setReviewing({ fileName: file.name, review, skipped: reading.skipped });
  };

  const answer = async (importIt: boolean) => {
    const shown = reviewing;
    setReviewing(null);
    if (!importIt || shown === null) return say('Nothing was imported.');
    try {
      const count = await pageBook().importAddresses(shown.review);
      await onImported();
      say(`Imported ${count.toLocaleString('en')} ${count === 1 ? 'address' : 'addresses'} from ${shown.fileName}.`);
    } catch (error) {
      say(bookProblem(error, 'The addresses'));
    }
  };

  return (
    <PanelButtons>
      <Button type="button" $variant="secondary" aria-disabled={!ready} onClick={() => exportAs('csv')}>
        Export CSV
      </Button>
      <Button type="button" $variant="secondary" aria-disabled={!ready} onClick={() => exportAs('vcf')}>
        Export vCard
      </Button>
      <Button type="button" $variant="secondary" aria-disabled={!ready || reading} aria-describedby={`${id}-kinds`} onClick={() => ready && !reading && input.current?.click()}>
        Import addresses
      </Button>
      <span id={`${id}-kinds`} hidden>
        A CSV (a shop’s export, the batch template) or a vCard file
      </span>
      <input
        ref={input}
        type="file"
        hidden
        aria-label="Import addresses from a file"
        accept=".csv,.tsv,.txt,.vcf,.vcard,text/csv,text/vcard"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void read(file);
        }}
      />
      {reviewing && <ImportReviewDialog {...reviewing} onAnswer={(importIt) => void answer(importIt)} />}
    </PanelButtons>
  );
}
