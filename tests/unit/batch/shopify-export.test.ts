import { describe, expect, it } from 'vitest';
import { parseTable } from '../../../workers/batch/parse-table';
import { ISSUE_24_ORDERS, shopifyExport } from '../../support/shopify-export';

const table = parseTable(shopifyExport(ISSUE_24_ORDERS));
const cell = (row: number, column: string): string => table.rows[row]!.cells[table.headers.indexOf(column)]!;

describe('the Shopify orders export fixture', () => {
  it('has the documented 79 columns in order: billing before shipping, Street beside Address1 and Address2', () => {
    expect(table.headers).toHaveLength(79);
    expect(table.headers.slice(0, 3)).toEqual(['Name', 'Email', 'Financial Status']);
    expect(table.headers.indexOf('Billing Name')).toBe(24);
    expect(table.headers.slice(34, 44)).toEqual([
      'Shipping Name', 'Shipping Street', 'Shipping Address1', 'Shipping Address2', 'Shipping Company', 'Shipping City', 'Shipping Zip',
      'Shipping Province', 'Shipping Country', 'Shipping Phone',
    ]);
    expect(table.headers.slice(59, 62)).toEqual(['Lineitem discount', 'Tax 1 Name', 'Tax 1 Value']);
    expect(table.headers.slice(72)).toEqual([
      'Duties', 'Billing Province Name', 'Shipping Province Name', 'Payment ID', 'Payment Terms Name', 'Next Payment Due At', 'Payment References',
    ]);
    expect(table.raggedRows).toEqual([]);
  });

  it('writes a row per line item, the shipping columns filled on the first row of an order only', () => {
    expect(table.rows.map((_, row) => cell(row, 'Name'))).toEqual(['#1001', '#1001', '#1002', '#1003', '#1004']);
    expect(cell(0, 'Shipping Name')).toBe('Sam Receiver');
    expect(cell(1, 'Lineitem name')).toBe('Stoneware mug');
    const shippingColumns = table.headers.filter((header) => header.startsWith('Shipping ') && header !== 'Shipping Method');
    expect(shippingColumns.map((column) => cell(1, column)).every((value) => value === '')).toBe(true);
    expect(cell(1, 'Billing Name')).toBe('');
  });

  it("writes ZIPs and phones with Shopify's apostrophe, and Street as Address1, Address2", () => {
    expect(cell(0, 'Shipping Zip')).toBe("'02134");
    expect(cell(0, 'Shipping Phone')).toBe("'+1 617 555 0100");
    expect(cell(0, 'Shipping Street')).toBe('12 Elm St, Apt 3');
    expect(cell(4, 'Shipping Zip')).toBe("'100-8994");
  });

  it('quotes a cell with a comma as RFC 4180 does, keeps non-Latin text, and keeps the billing apart from the shipping', () => {
    expect(cell(2, 'Shipping Company')).toBe('Groß & Söhne GmbH');
    expect(cell(4, 'Shipping Name')).toBe('山田太郎 様');
    expect([cell(4, 'Shipping Province'), cell(4, 'Shipping Province Name')]).toEqual(['JP-13', '東京都']);
    expect([cell(3, 'Billing Name'), cell(3, 'Shipping Name')]).toEqual(['Pat Payer', 'Alex Rivera']);
    expect(shopifyExport(ISSUE_24_ORDERS)).toContain('"12 Elm St, Apt 3"');
  });
});
