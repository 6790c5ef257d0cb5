import { useDeferredValue, useMemo } from 'react';
import type { AddressReading } from '../../address/address-reading';
import type { BatchRow } from '../../batch/batch-rows';
import { cleanText } from '../../batch/clean-cell';
import type { ColumnMapping } from '../../batch/column-mapping';
import type { ParsedTable } from '../../batch/parsed-table';
import type { DocumentsChoice } from './documents-choice';
import { readDefaults } from './read-defaults';
import type { PaperworkOf } from './review-rows';
import { paperworkReader } from './row-paperwork';

/** An order's number as its first row has it, cleaned as batchRowsFrom cleans the cell it groups by; '' without the column. */
function orderNumbers(table: ParsedTable, mapping: ColumnMapping): (row: BatchRow) => string {
  const column = mapping.orderNumber;
  if (column === null) return () => '';
  const cells = new Map(table.rows.map((row) => [row.row, row.cells[column] ?? '']));
  return (row) => cleanText(cells.get(row.rows[0] ?? -1) ?? '');
}

/**
 * Each order's documents under the panel's choice, or null when the file lists no items. Deferred: typing a default
 * re-reads a thousand orders' contents after the keystroke is drawn, not before. Which PDFs they go in changes nothing here.
 */
export function usePaperworkOf(documents: DocumentsChoice, table: ParsedTable, mapping: ColumnMapping, reading: AddressReading): PaperworkOf {
  const { customs, invoices, packingSlips, copies, category, categoryExplanation, origin, weightPerItem, currency, signWith } = useDeferredValue(documents);
  const fileHasItems = mapping.itemName !== null;
  const orderNumberOf = useMemo(() => orderNumbers(table, mapping), [table, mapping]);
  return useMemo(() => {
    if (!fileHasItems) return null;
    const { defaults } = readDefaults({ category, origin, weightPerItem, currency, signWith }, reading.readCountry);
    return paperworkReader({ customs, invoices, packingSlips, copies, defaults, categoryExplanation, orderNumberOf });
  }, [fileHasItems, customs, invoices, packingSlips, copies, category, categoryExplanation, origin, weightPerItem, currency, signWith, reading, orderNumberOf]);
}
