import type { Spread } from './stats';

/** One line of the bench table: a figure over several runs, and the target it is held to, if any. */
export type Row = { figure: string; unit: string; value: Spread; target?: { op: '<=' | '>=' | '='; limit: number } };

export function met(row: Row): boolean | null {
  if (!row.target) return null;
  const { op, limit } = row.target;
  const value = row.value.median;
  return op === '<=' ? value <= limit : op === '>=' ? value >= limit : value === limit;
}

const format = (value: number, unit: string) =>
  Number.isNaN(value) ? '–' : unit === 'KB' || unit === 'MB' ? value.toFixed(1) : unit === 'ms' ? value.toFixed(0) : String(Math.round(value));

/** The table as Markdown, ready for the terminal and the README. */
export function markdownTable(rows: readonly Row[]): string {
  const lines = [
    '| figure | median | min | max | target | met |',
    '| --- | ---: | ---: | ---: | --- | --- |',
    ...rows.map((row) => {
      const { median, min, max } = row.value;
      const target = row.target ? `${row.target.op === '=' ? '' : row.target.op === '<=' ? '≤ ' : '≥ '}${row.target.limit} ${row.unit}`.trim() : '';
      const verdict = met(row);
      return `| ${row.figure} | ${format(median, row.unit)} ${row.unit} | ${format(min, row.unit)} | ${format(max, row.unit)} | ${target} | ${verdict === null ? '' : verdict ? 'yes' : '**no**'} |`;
    }),
  ];
  return lines.join('\n');
}
