import { BookRefusal, BookUnavailableError, createDeviceBook, type DeviceBook } from '../device-book';

let book: DeviceBook | null = null;

/** This page's handle on the device book, made on first use. */
export const senderBook = (): DeviceBook => (book ??= createDeviceBook());

/** The words for a failed save, rename or delete: the refusal's own, or why the browser kept nothing. */
export function bookProblem(error: unknown): string {
  if (error instanceof BookRefusal) return error.message;
  if (error instanceof BookUnavailableError)
    return 'Your browser is not letting ShipLabel keep anything on this device (a private window or a browser setting can stop it), so nothing was saved. The form works as before, and nothing you typed is lost.';
  return 'The sender could not be saved on this device. The form works as before, and nothing you typed is lost.';
}
