import type { LabelFacts } from './label-facts';
import { UNRECOGNISED } from './pick-list';

// "Export CSV": a row for each item of each label (a label without items has one row), in print order.

export const CSV_COLUMNS = ['file', 'page', 'carrier', 'tracking number', 'order', 'SKU', 'quantity', 'postcode', 'scans'] as const;

/** A label as the CSV lists it: its file, page (from 1), what was read, and whether it scans once printed. */
export type CsvLabel = { file: string; page: number; facts: LabelFacts; scans: boolean };

/** A cell as CSV: quoted when it must be, and never read as a formula by a spreadsheet. */
const cell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function labelsCsv(labels: readonly CsvLabel[]): string {
  const rows = labels.flatMap(({ file, page, facts, scans }) => {
    const label = [file, String(page), facts.tracking?.carrier ?? UNRECOGNISED, facts.tracking?.number ?? facts.barcode ?? '', facts.order ?? ''];
    const end = [facts.postcode ?? '', scans ? 'yes' : 'no'];
    const items = facts.items.length > 0 ? facts.items.map((item) => [item.sku || item.description, String(item.quantity)]) : [['', '']];
    return items.map((item) => [...label, ...item, ...end]);
  });
  return [[...CSV_COLUMNS], ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
