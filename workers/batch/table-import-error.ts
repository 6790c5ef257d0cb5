/** Thrown, by name, when a file cannot be read as a table of labels; its message is written for the visitor. */
export class TableImportError extends Error {
  override readonly name = 'TableImportError';
}
