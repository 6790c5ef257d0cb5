import { describe, expect, it } from 'vitest';
import { BATCH_COLUMN_IDS, BATCH_COLUMNS, normalizeHeader } from '../../../src/batch/batch-columns';

describe('batch columns', () => {
  it('lists every column once, in BATCH_COLUMN_IDS order', () => {
    expect(BATCH_COLUMNS.map((column) => column.id)).toEqual([...BATCH_COLUMN_IDS]);
  });

  it('gives each column a name of its own, as the template header and the mapping select show it', () => {
    const names = BATCH_COLUMNS.map((column) => column.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('Recipient state/province');
    expect(names).toContain('Sender address line 3');
    expect(BATCH_COLUMNS.find((column) => column.id === 'customMessage')!.name).toBe('Message');
  });

  it('puts name, company, address lines 1–2, locality, country and phone of both parties, then the package, in the template', () => {
    expect(BATCH_COLUMNS.filter((column) => column.inTemplate).map((column) => column.name)).toEqual([
      'Recipient name', 'Recipient company', 'Recipient address line 1', 'Recipient address line 2', 'Recipient city', 'Recipient state/province',
      'Recipient postcode', 'Recipient country', 'Recipient phone',
      'Sender name', 'Sender company', 'Sender address line 1', 'Sender address line 2', 'Sender city', 'Sender state/province',
      'Sender postcode', 'Sender country', 'Sender phone',
      'Weight', 'Dimensions', 'Parcels', 'Tracking number', 'Message', 'Order number',
    ]);
  });

  it("lists each column's own normalized name as its first alias, and only normalized aliases", () => {
    for (const column of BATCH_COLUMNS) {
      expect(column.aliases[0]).toBe(normalizeHeader(column.name));
      for (const alias of column.aliases) expect(normalizeHeader(alias)).toBe(alias);
    }
  });

  it('gives an alias to one column only, except "name", which is the recipient in a plain file and the order in Shopify', () => {
    const owners = new Map<string, string[]>();
    for (const column of BATCH_COLUMNS) for (const alias of column.aliases) owners.set(alias, [...(owners.get(alias) ?? []), column.id]);
    const shared = [...owners].filter(([, ids]) => ids.length > 1);
    expect(shared).toEqual([['name', ['toName', 'orderNumber']]]);
  });

  it('groups the columns by whom or what they describe', () => {
    const group = (id: string) => BATCH_COLUMNS.find((column) => column.id === id)!.group;
    expect([group('toCity'), group('fromPhone'), group('weight'), group('trackingNumber'), group('orderNumber')]).toEqual([
      'recipient', 'sender', 'package', 'package', 'order',
    ]);
  });
});

describe('normalizing a header', () => {
  it('lower-cases it and drops everything but letters and digits', () => {
    expect(normalizeHeader('Ship-To Address 1')).toBe('shiptoaddress1');
    expect(normalizeHeader('recipient-name')).toBe('recipientname');
    expect(normalizeHeader('  Weight (kg) ')).toBe('weightkg');
    expect(normalizeHeader('\uFEFFOrder #')).toBe('order');
  });

  it('keeps letters of any script', () => {
    expect(normalizeHeader('Straße / Nr.')).toBe('straßenr');
    expect(normalizeHeader('Téléphone')).toBe('téléphone');
  });
});
