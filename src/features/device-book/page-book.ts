import { BookRefusal, BookUnavailableError } from './book-errors';
import { createDeviceBook, type DeviceBook } from './device-book';

let book: DeviceBook | null = null;

/** This page's one handle on the device book, shared by the saved senders and the address book, made on first use. */
export const pageBook = (): DeviceBook => (book ??= createDeviceBook());

/** The words for a failed change to the book: the refusal's own, or why the browser kept nothing. */
export function bookProblem(error: unknown, what: string): string {
  if (error instanceof BookRefusal) return error.message;
  if (error instanceof BookUnavailableError)
    return 'Your browser is not letting ShipLabel keep anything on this device (a private window or a browser setting can stop it), so nothing was saved. The form works as before, and nothing you typed is lost.';
  return `${what} could not be saved on this device. The form works as before, and nothing you typed is lost.`;
}

/** Whether a problem is the browser keeping nothing (said where the visitor acted, not in a dialog). */
export const isBrowserRefusal = (problem: string): boolean => problem.startsWith('Your browser');
