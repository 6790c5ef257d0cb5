import type { MessageDescriptor } from '@lingui/core';
import type { PageI18n } from '../../i18n/page-i18n';
import { msg, plural } from '@lingui/core/macro';
import type { BatchRow } from '../../batch/batch-rows';
import { hasBlockingProblem, includedByDefault, rowProblems, type RowProblem } from '../../batch/row-problems';
import type { ParcelPaperwork } from '../../contents/parcel-contents';
import type { LabelData } from '../../label/label-data';
import type { ContentsSummary, RowPaperwork } from './row-paperwork';

/** The visitor's changes to a row's label, by the row's first spreadsheet row (stable when the mapping changes). */
export type RowEdits = ReadonlyMap<number, Partial<LabelData>>;

/** The visitor's include/exclude choices, by the same key; a row without one follows its problems. */
export type RowChoices = ReadonlyMap<number, boolean>;

/** A row as the review table shows it: its label with the visitor's edits, its problems, and whether it is made. */
export type ReviewRow = {
  key: number;
  rows: readonly number[];
  label: LabelData;
  /** The recipient's name as the table shows it: the label's, or the one printed inside a Japanese-order address. */
  recipient: string;
  problems: readonly RowProblem[];
  /** Over a field's limit: it cannot be made until shortened. */
  blocked: boolean;
  included: boolean;
  /** What its documents print (null: its label only), and its contents as the table shows them (null: the file lists no items). */
  paperwork: ParcelPaperwork | null;
  contents: ContentsSummary | null;
};

/** An order's documents with its label as edited; null when the file lists no items, so labels are all there is. */
export type PaperworkOf = ((row: BatchRow, label: LabelData) => RowPaperwork) | null;

/** A problem as the table says it: its sentence, then its details. */
export const problemText = (problem: RowProblem, i18n: PageI18n): string =>
  [problem.text, ...(problem.details ?? [])].map((sentence) => i18n._(sentence)).join(' ');

/** The key of a batch row: the spreadsheet row it starts on. */
export const rowKey = (row: BatchRow): number => row.rows[0] ?? row.id;

// Problems of a row as read from the file, remembered while the rows object lives: an edit re-checks one row only.
const problemsOfRead = new WeakMap<BatchRow, readonly RowProblem[]>();

const problemsOf = (row: BatchRow, edit: Partial<LabelData> | undefined): { label: LabelData; problems: readonly RowProblem[] } => {
  if (!edit) {
    const known = problemsOfRead.get(row) ?? rowProblems(row);
    problemsOfRead.set(row, known);
    return { label: row.label, problems: known };
  }
  const label = { ...row.label, ...edit };
  // Notes on the address as read from the file no longer apply once the visitor has rewritten it.
  const notes = edit.toAddress === undefined ? row.notes : [];
  return { label, problems: rowProblems({ ...row, label, notes }) };
};

/**
 * The rows to review. A row with problems is left out unless the visitor includes it; one over a field's limit
 * cannot be included until it is shortened, since no label can hold it. Its documents' flags are its problems too.
 */
export function reviewRows(rows: readonly BatchRow[], edits: RowEdits, choices: RowChoices, paperworkOf: PaperworkOf = null): ReviewRow[] {
  return rows.map((row) => {
    const key = rowKey(row);
    const { label, problems: labelProblems } = problemsOf(row, edits.get(key));
    const papers = paperworkOf?.(row, label) ?? null;
    const problems = papers === null || papers.flags.length === 0 ? labelProblems : [...labelProblems, ...papers.flags];
    const blocked = hasBlockingProblem(problems);
    const included = !blocked && (choices.get(key) ?? includedByDefault(problems));
    return { key, rows: row.rows, label, recipient: label.toName || row.nameInAddress, problems, blocked, included, paperwork: papers?.paperwork ?? null, contents: papers?.summary ?? null };
  });
}

/** "row 14" or "rows 14, 15" (an order over several rows), as the table's controls name them. */
export function rowsName(rows: readonly number[]): MessageDescriptor {
  const list = rows.length === 0 ? '?' : rows.join(', ');
  const count = Math.max(1, rows.length);
  return msg`${plural(count, { one: `row ${list}`, other: `rows ${list}` })}`;
}
