import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Why the cropper's worker could not finish a job, as the visitor reads it after "The PDF could not be made:". Only an
// Error's message crosses from the worker to the page, so the worker's message is a code (`cropper:file-closed`) and
// the page turns it into words in the visitor's language; any other message (a library's) is shown as it is.

const FAILURES = {
  /** The job named a file the worker no longer holds. */
  'file-closed': msg`That file is no longer open.`,
  /** The browser gives the worker no canvas to draw on. */
  'no-canvas': msg`This browser cannot draw in a worker.`,
  /** A ZPL file's label that is not in it. */
  'no-such-label': msg`No such label in the file.`,
  /** The barcode decoder's own worker stopped. */
  'decoder-stopped': msg`The barcode decoder stopped.`,
  /** The cropper's worker died, or hung and was ended (the worker connection's failures). */
  'worker-died': msg`The cropper’s worker stopped unexpectedly.`,
  'worker-hung': msg`The cropper’s worker took too long and was restarted.`,
  /** A file the page could not open again in a restarted worker. */
  'file-not-reopened': msg({
    message: 'a file could not be opened again. Remove it and drop it here again.',
    comment: 'Follows “The PDF could not be made:” (or ZPL, CSV), hence the small first letter',
  }),
} as const satisfies Record<string, MessageDescriptor>;

export type CropperFailure = keyof typeof FAILURES;

const PREFIX = 'cropper:';

/** The failure's code as an Error's message: what crosses from the worker. */
export const failureCode = (failure: CropperFailure): string => `${PREFIX}${failure}`;

/** An Error for the worker to throw, its message the failure's code. */
export const cropperFailure = (failure: CropperFailure): Error => new Error(failureCode(failure));

const isFailure = (code: string): code is CropperFailure => Object.hasOwn(FAILURES, code);

/** The words for a failed job's message: the failure's sentence for a code, or null for a message that is no code. */
export function failureMessage(message: string): MessageDescriptor | null {
  if (!message.startsWith(PREFIX)) return null;
  const code = message.slice(PREFIX.length);
  return isFailure(code) ? FAILURES[code] : null;
}
