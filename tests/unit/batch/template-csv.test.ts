import { describe, expect, it } from 'vitest';
import { BATCH_COLUMNS } from '../../../src/batch/batch-columns';
import { batchRowsFrom } from '../../../src/batch/batch-rows';
import { guessMapping } from '../../../src/batch/column-mapping';
import { TEMPLATE_FILE_NAME } from '../../../src/batch/batch-limits';
import { templateCsv } from '../../../src/batch/template-csv';
import { SAMPLE_LABEL } from '../../../src/label/sample-label';
import { parseTable } from '../../../workers/batch/parse-table';
import { EMPTY_FORM } from '../../support/batch-import';

describe('the template CSV', () => {
  it('is named for ShipLabel', () => {
    expect(TEMPLATE_FILE_NAME).toBe('shiplabel-template.csv');
  });

  it('has a header of the template columns and one example row, each ending in CRLF', () => {
    const lines = templateCsv().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(BATCH_COLUMNS.filter((column) => column.inTemplate).map((column) => column.name).join(','));
    expect(lines[2]).toBe('');
    expect(templateCsv().replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('quotes the cells with commas, as RFC 4180 does', () => {
    expect(templateCsv().split('\r\n')[1]).toBe(
      'Maria Alvarez,Bright Harbor Books,"4821 Lakeview Avenue, Suite 210",,Portland,OR,97205,United States,(503) 555-0148,' +
        'Daniel Brooks,Maple Lane Crafts,77 Orchard Street,,Austin,TX,78701,United States,(512) 555-0193,' +
        '3.2 lbs,12 x 10 x 8 in,1,1Z999AA10123456784,,1001',
    );
  });

  it('reads back as the sample label, one parcel, its reference order 1001', () => {
    const table = parseTable(templateCsv());
    const mapping = guessMapping(table.headers);
    const rows = batchRowsFrom(table, mapping, EMPTY_FORM);
    expect(rows.map((row) => row.label)).toEqual([{ ...SAMPLE_LABEL, parcels: '1', reference: '1001' }]);
    expect(table.rows[0]!.cells[mapping.orderNumber!]).toBe('1001');
    expect(table.raggedRows).toEqual([]);
  });
});
