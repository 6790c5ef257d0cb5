import type { MessageDescriptor } from '@lingui/core';
import type { ParsedTable } from '../../src/batch/parsed-table';
import { decodeTableText } from './decode-table-text';
import { parseTable } from './parse-table';
import { TableImportError } from './table-import-error';

/** A table read from a file or paste, or the reason it cannot be, as a message the page words for the visitor. */
export type TableReading = { kind: 'table'; table: ParsedTable } | { kind: 'unreadable'; message: MessageDescriptor };

/** Decodes a file's bytes (pasted text is already text) and parses the rows. */
export function readTable(input: Uint8Array | string): TableReading {
  try {
    return { kind: 'table', table: parseTable(typeof input === 'string' ? input : decodeTableText(input)) };
  } catch (error) {
    if (error instanceof TableImportError) return { kind: 'unreadable', message: error.problem };
    throw error;
  }
}
