import { describe, expect, it } from 'vitest';
import { addressBookCsv } from '../../../src/address-book/address-book-csv';
import { reviewImport } from '../../../src/address-book/import-review';
import type { SavedAddress } from '../../../src/address-book/saved-address';
import { batchRowsFrom } from '../../../src/batch/batch-rows';
import { guessMapping } from '../../../src/batch/column-mapping';
import { SAMPLE_LABEL } from '../../../src/label/sample-label';
import { parseTable } from '../../../workers/batch/parse-table';
import { makeParty } from '../../support/make-party';

const saved = (id: string, party = makeParty()): SavedAddress => ({ id, party, keptBy: 'saved', usedAt: 1 });

describe('reviewing an import', () => {
  it('adds new addresses, merges the file’s duplicates (same name and postcode) and updates a saved one, never doubling', () => {
    const ana = makeParty({ phone: '' });
    const review = reviewImport(
      [saved('ana', ana), saved('bo', makeParty({ name: 'Bo Chen', address: '9 Pine Ave\nSpringfield, IL 62704' }))],
      [
        makeParty({ name: 'ANA LIMA', phone: '+1 503 555 0199', company: '' }),
        makeParty({ name: 'Cy Diaz', address: '1 Elm St\nDayton, OH 45402' }),
        makeParty({ name: 'cy  diaz', address: '1 Elm Street\nDayton OH 45402', phone: '' }),
        makeParty({ name: 'Bo Chen', address: '9 Pine Ave\nSpringfield, IL 62704' }),
      ],
    );
    expect(review.added.map((party) => party.name)).toEqual(['cy  diaz']);
    expect(review.added[0]?.phone, 'a merged row keeps the phone the other row had').toBe('+1 503 555 0142');
    expect(review.updated).toEqual([{ id: 'ana', party: { ...ana, name: 'ANA LIMA', phone: '+1 503 555 0199' } }]);
    expect(review.unchanged).toBe(1);
    expect(review.mergedInFile).toBe(1);
  });
});

describe('the address book as CSV', () => {
  it('is written in the batch template’s columns, and the batch reads each address back as a label', () => {
    const parties = [makeParty(), makeParty({ name: 'Zoë Müller', company: '', address: 'Hauptstraße 5\n80331 München', country: 'DE', phone: '' })];
    const table = parseTable(addressBookCsv(parties));
    expect(table.headers).toContain('Recipient name');
    const rows = batchRowsFrom(table, guessMapping(table.headers), SAMPLE_LABEL);
    expect(rows.map((row) => [row.label.toName, row.label.toCompany, row.label.toPhone])).toEqual([
      ['Ana Lima', 'Lima Ceramics', '+1 503 555 0142'],
      ['Zoë Müller', '', ''],
    ]);
    expect(rows[0]?.label.toAddress).toContain('Portland, OR 97205');
    expect(rows[1]?.label.toAddress).toContain('80331 München');
    const country = table.headers.indexOf('Recipient country');
    expect(table.rows.map((row) => row.cells[country])).toEqual(['US', 'DE']);
  });
});
