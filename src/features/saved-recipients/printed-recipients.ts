import type { PartyRecord } from '../../address-book/party-record';

const listeners = new Set<() => void>();

/**
 * Keeps a printed label's recipient in the address book, when the visitor turned "Remember recipients I print" on
 * (nothing is kept, and no database made, otherwise). Called by the page once a PDF has been delivered; the book's
 * code is fetched then, if it has not been already.
 */
export function rememberPrintedRecipient(party: PartyRecord): void {
  void import('../device-book')
    .then(({ pageBook }) => pageBook().rememberPrinted(party))
    .then((kept) => kept && listeners.forEach((listener) => listener()))
    // A browser that keeps nothing: the PDF was made all the same, and there is nothing to tell.
    .catch(() => undefined);
}

/** Hears each recipient remembered, to list it at once. */
export function onRecipientRemembered(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
