import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BookRefusal, BookUnavailableError } from './book-errors';
import { createDeviceBook, type DeviceBook } from './device-book';

let book: DeviceBook | null = null;

/** This page's one handle on the device book, shared by the saved senders and the address book, made on first use. */
export const pageBook = (): DeviceBook => (book ??= createDeviceBook());

/** What a failed change was keeping: a sender, one address, or an import's addresses. */
export type BookWork = 'sender' | 'address' | 'addresses';

const BROWSER_REFUSES = msg`Your browser is not letting ShipLabel keep anything on this device (a private window or a browser setting can stop it), so nothing was saved. The form works as before, and nothing you typed is lost.`;

const NOT_SAVED: Readonly<Record<BookWork, MessageDescriptor>> = {
  sender: msg`The sender could not be saved on this device. The form works as before, and nothing you typed is lost.`,
  address: msg`The address could not be saved on this device. The form works as before, and nothing you typed is lost.`,
  addresses: msg`The addresses could not be saved on this device. The form works as before, and nothing you typed is lost.`,
};

/** The words for a failed change to the book: the refusal's own, or why the browser kept nothing. */
export function bookProblem(error: unknown, what: BookWork): MessageDescriptor {
  if (error instanceof BookRefusal) return error.problem;
  if (error instanceof BookUnavailableError) return BROWSER_REFUSES;
  return NOT_SAVED[what];
}

/** Whether a failure is the browser keeping nothing (said where the visitor acted, not in a dialog). */
export const isBrowserRefusal = (error: unknown): boolean => error instanceof BookUnavailableError;
