import { describe, expect, it } from 'vitest';
import { guessMapping } from '../../../src/batch/column-mapping';
import { batchRowsFrom } from '../../../src/batch/batch-rows';
import { hasBlockingProblem, rowProblems } from '../../../src/batch/row-problems';
import { parseTable } from '../../../workers/batch/parse-table';
import { csvText } from '../../support/csv-fixtures';
import { EMPTY_FORM, pageAddressing } from '../../support/batch-import';

const HEADERS = [
  'Order Number', 'Shipping Name', 'Shipping Company', 'Shipping Address 1', 'Shipping Address 2', 'Shipping City', 'Shipping State',
  'Shipping Postcode', 'Shipping Country', 'Shipping Phone', 'Weight', 'Dimensions', 'Tracking Number', 'Message', 'SKU', 'Quantity',
  'Price', 'Currency', 'Email', 'Notes',
];

const row = (index: number): string[] => [
  `#${index}`, `Customer ${index}`, index % 7 === 0 ? `Company ${index}, Ltd` : '', `${index} Long Street`, 'Flat "B"', 'Springfield', 'IL',
  `6${String(index).padStart(4, '0')}`, 'US', '(217) 555-0100', '1 kg', '10 x 10 x 10 cm', `1Z${String(index).padStart(16, '0')}`,
  index === 9_999 ? 'x'.repeat(2001) : 'Leave at the door\nthank you', `SKU-${index}`, '1', '9.99', 'USD', `c${index}@example.com`, '',
];

describe('a batch of 10,000 rows of 20 columns', () => {
  it('parses, maps, lays out by country and checks every row', async () => {
    const text = csvText([HEADERS, ...Array.from({ length: 10_000 }, (_, index) => row(index))]);
    const table = parseTable(text);
    const addressing = await pageAddressing(EMPTY_FORM, 'US');
    const rows = batchRowsFrom(table, guessMapping(table.headers), EMPTY_FORM, { packageFromForm: false, addressing });
    const blocked = rows.filter((batchRow) => hasBlockingProblem(rowProblems(batchRow)));

    expect(rows).toHaveLength(10_000);
    expect(rows[7]!.label).toMatchObject({ toCompany: 'Company 7, Ltd', toAddress: '7 Long Street\nFlat "B"\nSPRINGFIELD, IL 60007' });
    expect(rows.at(-1)).toMatchObject({ id: 9_999, rows: [10_001], label: { toName: 'Customer 9999', trackingNumber: '1Z0000000000009999' } });
    expect(blocked.map((batchRow) => batchRow.id)).toEqual([9_999]);
  });
});
