// The device book's two ways to fail, in a module of their own: the page can tell them apart without loading the book.
import type { MessageDescriptor } from '@lingui/core';

/** The browser keeps nothing for this site: storage switched off, a private window that refuses it, or a failure. */
export class BookUnavailableError extends Error {
  constructor(cause: unknown) {
    super('This browser is not keeping anything for ShipLabel on this device (a private window or a setting may stop it).', { cause });
    this.name = 'BookUnavailableError';
  }
}

/** What a visitor asked to keep could not be kept as asked: `problem` says why, a message the page words. */
export class BookRefusal extends Error {
  constructor(readonly problem: MessageDescriptor) {
    // The message is for a developer's console; the visitor reads `problem`, in the page's language.
    super(`Refused (${problem.id})`);
    this.name = 'BookRefusal';
  }
}
