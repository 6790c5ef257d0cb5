import type { MessageDescriptor } from '@lingui/core';

/** One row of labels as the file has it: `row` is the number a spreadsheet shows for it (the header is usually 1). */
export type TableRow = { row: number; cells: readonly string[] };

/**
 * A file read as a table: the header row's cells ('' for an empty one: the page names it by its place), the rows below
 * it that are not blank, the row numbers whose cell count differs from the header's, and notes for the visitor about
 * anything read on a guess (an unclosed quote).
 */
export type ParsedTable = { headers: readonly string[]; rows: readonly TableRow[]; raggedRows: readonly number[]; notes: readonly MessageDescriptor[] };
