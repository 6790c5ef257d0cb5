import { partyOf } from '../../address-book/party-record';
import type { LabelData } from '../../label/label-data';
import { pageBook } from '../device-book';

const listeners = new Set<() => void>();

/**
 * Keeps a printed label's recipient (the form's, in its chosen country) in the address book, when the visitor turned "Remember recipients I print" on
 * (nothing is kept, and no database made, otherwise). Called by the page once a PDF has been delivered.
 */
export function rememberPrintedRecipient(values: LabelData, country: string | null): void {
  void pageBook()
    .rememberPrinted(partyOf(values, 'to', country))
    .then((kept) => kept && listeners.forEach((listener) => listener()))
    // A browser that keeps nothing: the PDF was made all the same, and there is nothing to tell.
    .catch(() => undefined);
}

/** Hears each recipient remembered, to list it at once. */
export function onRecipientRemembered(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
