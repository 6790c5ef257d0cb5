import type { MessageDescriptor } from '@lingui/core';

/** Thrown, by name, when a file cannot be read as a table of labels; `problem` is the visitor's message, which the page words. */
export class TableImportError extends Error {
  override readonly name = 'TableImportError';

  constructor(readonly problem: MessageDescriptor) {
    // The message is for a developer's console; the visitor reads `problem`, in the page's language.
    super(`The table cannot be read (${problem.id})`);
  }
}
