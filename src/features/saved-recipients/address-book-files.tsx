import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

/**
 * Export the address book (CSV in the batch template's columns, or vCard 4.0) and import one (CSV or vCard), with a
 * review of what will be added before anything is kept. A file's problem is said here; the book and the form stay as they were.
 */
export function AddressBookFiles({ addresses, ready, onImported, say }: AddressBookFilesProps) {
  const input = useRef<HTMLInputElement>(null);
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);
  const [reading, setReading] = useState(false);
  const id = useId();
  const { t, i18n } = useLingui();

  const exportAs = (kind: 'csv' | 'vcf') => {
    if (!ready) return;
    if (addresses.length === 0) return say(t`The address book is empty: there is nothing to export yet.`);
    const parties = addresses.map((address) => address.party);
    const text = kind === 'csv' ? addressBookCsv(parties) : vCardFile(parties);
    saveFile(new Blob([text], { type: kind === 'csv' ? 'text/csv' : 'text/vcard' }), `shiplabel-address-book.${kind}`);
    const count = addresses.length;
    const format = kind === 'csv' ? 'CSV' : 'vCard';
    say(t`Exported ${plural(count, { one: '# address', other: '# addresses' })} as ${format}.`);
  };

  const read = async (file: File | undefined) => {
    if (!file) return;
    const fileName = file.name;
    setReading(true);
    say(t`Reading ${fileName}…`);
    const reading = await readAddressFile(file, i18n.locale);
    setReading(false);
    if (reading.kind === 'problem') return say(reading.sentences.map((sentence) => i18n._(sentence)).join(' '));
    const review = reviewImport(addresses, reading.parties);
    if (review.added.length === 0 && review.updated.length === 0)
      return say(
        reading.parties.length === 0
          ? t`${fileName} holds no address with a name or an address. Nothing was imported.`
          : t`Every address in ${fileName} is already saved. Nothing was changed.`,
      );
    say('');
    setReviewing({ fileName, review, skipped: reading.skipped });
  };

  const answer = async (importIt: boolean) => {
    const shown = reviewing;
    setReviewing(null);
    if (!importIt || shown === null) return say(t`Nothing was imported.`);
    try {
      const count = await pageBook().importAddresses(shown.review);
      await onImported();
      const { fileName } = shown;
      say(t`Imported ${plural(count, { one: '# address', other: '# addresses' })} from ${fileName}.`);
    } catch (error) {
      say(i18n._(bookProblem(error, 'addresses')));
    }
  };

  return (
    <PanelButtons>
      <Button type="button" $variant="secondary" aria-disabled={!ready} onClick={() => exportAs('csv')}>
        <Trans>Export CSV</Trans>
      </Button>
      <Button type="button" $variant="secondary" aria-disabled={!ready} onClick={() => exportAs('vcf')}>
        <Trans>Export vCard</Trans>
      </Button>
      <Button type="button" $variant="secondary" aria-disabled={!ready || reading} aria-describedby={`${id}-kinds`} onClick={() => ready && !reading && input.current?.click()}>
        <Trans>Import addresses</Trans>
      </Button>
      <span id={`${id}-kinds`} hidden>
        <Trans>A CSV (a shop’s export, the batch template) or a vCard file</Trans>
      </span>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={t`Import addresses from a file`}
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
