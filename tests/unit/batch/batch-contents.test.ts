import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENTS_COLUMN_IDS, type BatchColumnId } from '../../../src/batch/batch-columns';
import { PLAIN_ROWS, type BatchRow, type BatchRowsOptions } from '../../../src/batch/batch-rows';
import { guessMapping } from '../../../src/batch/column-mapping';
import { customsNeeded, parcelContentsOf, type BatchContentsDefaults } from '../../../src/batch/parcel-contents-of';
import { EMPTY_CONTENTS, EMPTY_ITEM, type ContentsItem } from '../../../src/contents/parcel-contents';
import { readContents } from '../../../src/contents/read-contents';
import { csvText } from '../../support/csv-fixtures';
import { EMPTY_FORM, importBatch, pageAddressing } from '../../support/batch-import';
import { english } from '../../support/english';
import { makeLabel } from '../../support/make-label';
import { ISSUE_24_ORDERS, SHOPIFY_ORDER_COLUMNS, shopifyExport } from '../../support/shopify-export';

// The form's sender is in the United States, as its address says.
const FORM = makeLabel();
let options: BatchRowsOptions;
beforeAll(async () => {
  options = { packageFromForm: false, addressing: await pageAddressing(FORM) };
});

/** An item as a row gives it: nothing said but its description, one piece, with any field changed. */
const fileItem = (changes: Partial<ContentsItem> = {}): ContentsItem => ({ ...EMPTY_ITEM, description: 'Linen tea towel', currency: '', ...changes });

/** A store's file: its header and a row of cells by header name for each line, other cells empty. */
const storeFile = (headers: readonly string[], lines: readonly Readonly<Record<string, string>>[], delimiter = ','): string =>
  csvText([headers, ...lines.map((line) => headers.map((header) => line[header] ?? ''))], { delimiter });

/** The item columns a header guesses, by the header each takes. */
const itemColumns = (headers: readonly string[]): Partial<Record<BatchColumnId, string>> =>
  Object.fromEntries(CONTENTS_COLUMN_IDS.flatMap((id) => {
    const index = guessMapping(headers)[id];
    return index === null ? [] : [[id, headers[index]]];
  }));

const DEFAULTS: BatchContentsDefaults = { category: 'sale-of-goods', origin: 'US', signWith: 'by-hand', currency: 'USD', weightPerItemKg: 0.2 };

/** A batch row as batchRowsFrom makes it, with any field changed. */
const makeRow = (changes: Partial<BatchRow> = {}): BatchRow => ({
  id: 0, rows: [2], label: FORM, ragged: false, notes: [], nameInAddress: '', contents: [fileItem()], countries: { from: 'US', to: 'DE' }, ...changes,
});

describe("a Shopify export's contents", () => {
  it("gives each order the item of every one of its rows, the line's value its unit price times the pieces", () => {
    const rows = importBatch(shopifyExport(ISSUE_24_ORDERS), FORM, options);
    expect(rows.map((row) => ({ rows: row.rows, contents: row.contents }))).toEqual([
      {
        rows: [2, 3],
        contents: [
          fileItem({ quantity: '2', value: '24', currency: 'USD', sku: 'TOWEL-1' }),
          // Shopify writes the currency on the order's first row only: the order's other items take it.
          fileItem({ description: 'Stoneware mug', quantity: '1', value: '18', currency: 'USD', sku: 'MUG-1' }),
        ],
      },
      { rows: [4], contents: [fileItem({ description: 'Wool blanket', quantity: '1', value: '89', currency: 'USD', sku: 'BLANKET-1' })] },
      { rows: [5], contents: [fileItem({ quantity: '1', value: '12', currency: 'USD', sku: 'TOWEL-1' })] },
      { rows: [6], contents: [fileItem({ description: '和紙ノート', quantity: '3', value: '28.5', currency: 'USD', sku: 'WASHI-1' })] },
    ]);
  });

  it('reads where each order goes from and to, and asks for customs forms only for those abroad', () => {
    const rows = importBatch(shopifyExport(ISSUE_24_ORDERS), FORM, options);
    expect(rows.map((row) => [row.countries, customsNeeded(row, 'where-needed')])).toEqual([
      [{ from: 'US', to: 'US' }, false],
      [{ from: 'US', to: 'DE' }, true],
      [{ from: 'US', to: 'US' }, false],
      [{ from: 'US', to: 'JP' }, true],
    ]);
  });

  it("leaves the labels as they were: item rows add nothing to an order's address", () => {
    const rows = importBatch(shopifyExport(ISSUE_24_ORDERS), FORM, options);
    expect(rows[0]!.label).toMatchObject({ toName: 'Sam Receiver', toAddress: '12 Elm St\nApt 3\nBOSTON, MA 02134' });
  });
});

describe('the item columns of store exports', () => {
  it("find Shopify's Lineitem columns and its Currency", () => {
    expect(itemColumns(SHOPIFY_ORDER_COLUMNS)).toEqual({
      itemName: 'Lineitem name', itemQuantity: 'Lineitem quantity', itemPrice: 'Lineitem price', itemSku: 'Lineitem sku', currency: 'Currency',
    });
  });

  it("find WooCommerce's exports, one row per item, whose item_total is the line's value", () => {
    const headers = ['order_number', 'order_currency', 'shipping_first_name', 'shipping_country', 'item_id', 'item_name', 'item_sku', 'item_quantity', 'item_subtotal', 'item_total', 'item_refunded_qty'];
    expect(itemColumns(headers)).toEqual({ itemName: 'item_name', itemQuantity: 'item_quantity', itemTotal: 'item_total', itemSku: 'item_sku', currency: 'order_currency' });
    // Advanced Order Export for WooCommerce: its Item Cost is one piece's.
    expect(itemColumns(['Item #', 'SKU', 'Item Name', 'Quantity', 'Item Cost', 'Order Line (w/o tax)', 'Currency'])).toEqual({
      itemName: 'Item Name', itemQuantity: 'Quantity', itemPrice: 'Item Cost', itemTotal: 'Order Line (w/o tax)', itemSku: 'SKU', currency: 'Currency',
    });
  });

  it("find Etsy's sold order items", () => {
    const headers = ['Sale Date', 'Item Name', 'Buyer', 'Quantity', 'Price', 'Coupon Code', 'Discount Amount', 'Order Shipping', 'Item Total', 'Currency', 'Transaction ID', 'Listing ID', 'Ship Name', 'Ship Country', 'Order ID', 'SKU'];
    expect(itemColumns(headers)).toEqual({ itemName: 'Item Name', itemQuantity: 'Quantity', itemPrice: 'Price', itemTotal: 'Item Total', itemSku: 'SKU', currency: 'Currency' });
  });

  it("find eBay's orders report, leaving its Total Price (shipping included) alone", () => {
    const headers = ['Sales Record Number', 'Order Number', 'Ship To Name', 'Item Number', 'Item Title', 'Custom Label', 'Variation Details', 'Quantity', 'Sold For', 'Shipping And Handling', 'Total Price'];
    expect(itemColumns(headers)).toEqual({ itemName: 'Item Title', itemQuantity: 'Quantity', itemPrice: 'Sold For', itemSku: 'Custom Label' });
  });

  it("find Amazon's order reports, whose item-price is the line's value", () => {
    expect(itemColumns(['order-id', 'sku', 'product-name', 'quantity-purchased', 'recipient-name', 'ship-country'])).toEqual({
      itemName: 'product-name', itemQuantity: 'quantity-purchased', itemSku: 'sku',
    });
    expect(itemColumns(['amazon-order-id', 'product-name', 'sku', 'asin', 'quantity', 'currency', 'item-price', 'item-tax', 'shipping-price'])).toEqual({
      itemName: 'product-name', itemQuantity: 'quantity', itemTotal: 'item-price', itemSku: 'sku', currency: 'currency',
    });
  });

  it('find the customs columns of a hand-made file', () => {
    expect(itemColumns(['Description', 'Qty', 'Unit price', 'HS tariff number', 'Country of origin', 'Weight per item (g)'])).toEqual({
      itemName: 'Description', itemQuantity: 'Qty', itemPrice: 'Unit price', itemWeight: 'Weight per item (g)', itemHsCode: 'HS tariff number', itemOrigin: 'Country of origin',
    });
    expect(itemColumns(['Contents', 'Tariff code', 'Origin', 'Item weight'])).toEqual({ itemName: 'Contents', itemHsCode: 'Tariff code', itemOrigin: 'Origin', itemWeight: 'Item weight' });
  });

  it("never take a header a label's field reads", () => {
    const headers = ['Name', 'Shipping Name', 'Quantity', 'Price', 'Weight', 'Country', 'Origin', 'Description', 'SKU', 'Value', 'Order ID'];
    const withoutItems = headers.map((header) => (Object.values(itemColumns(headers)).includes(header) ? '' : header));
    const labelColumns = (mapping: ReturnType<typeof guessMapping>) =>
      Object.entries(mapping).filter(([id]) => !(CONTENTS_COLUMN_IDS as readonly string[]).includes(id));
    expect(labelColumns(guessMapping(headers))).toEqual(labelColumns(guessMapping(withoutItems)));
  });
});

describe("store exports' contents", () => {
  it("take Etsy's Item Total as the line's value, each order's rows merged", () => {
    const headers = ['Item Name', 'Quantity', 'Price', 'Item Total', 'Currency', 'Ship Name', 'Ship Country', 'Order ID'];
    const text = storeFile(headers, [
      { 'Item Name': 'Speckled mug', Quantity: '2', Price: '34.00', 'Item Total': '68.00', Currency: 'CAD', 'Ship Name': 'Jane Doe', 'Ship Country': 'Canada', 'Order ID': '9001' },
      { 'Item Name': 'Lavender soap', Quantity: '1', Price: '6.00', 'Item Total': '6.00', Currency: 'CAD', 'Ship Name': 'Jane Doe', 'Ship Country': 'Canada', 'Order ID': '9001' },
    ]);
    const [row] = importBatch(text, FORM, options);
    expect(row!.contents).toEqual([
      fileItem({ description: 'Speckled mug', quantity: '2', value: '68.00', currency: 'CAD' }),
      fileItem({ description: 'Lavender soap', quantity: '1', value: '6.00', currency: 'CAD' }),
    ]);
    expect(row!.countries).toEqual({ from: 'US', to: 'CA' });
  });

  it("multiply eBay's Sold For, written with its symbol, by the quantity", () => {
    const headers = ['Order Number', 'Ship To Name', 'Ship To Country', 'Item Title', 'Custom Label', 'Quantity', 'Sold For', 'Total Price'];
    const text = storeFile(headers, [
      { 'Order Number': '13-1', 'Ship To Name': 'Jane Doe', 'Ship To Country': 'United Kingdom', 'Item Title': 'Cap', 'Custom Label': 'CAP-1', Quantity: '2', 'Sold For': '£5.00', 'Total Price': '£13.00' },
    ]);
    expect(importBatch(text, FORM, options)[0]!.contents).toEqual([fileItem({ description: 'Cap', quantity: '2', value: '10', currency: 'GBP', sku: 'CAP-1' })]);
  });

  it("take Amazon's item-price as the line's value from the tab-delimited report", () => {
    const headers = ['amazon-order-id', 'product-name', 'sku', 'quantity', 'currency', 'item-price', 'recipient-name', 'ship-country'];
    const text = storeFile(headers, [
      { 'amazon-order-id': '114-1', 'product-name': 'Book', sku: 'BK-1', quantity: '2', currency: 'EUR', 'item-price': '30.00', 'recipient-name': 'Zoë Müller', 'ship-country': 'DE' },
    ], '\t');
    const [row] = importBatch(text, FORM, options);
    expect(row!.contents).toEqual([fileItem({ description: 'Book', quantity: '2', value: '30.00', currency: 'EUR', sku: 'BK-1' })]);
    expect(customsNeeded(row!, 'where-needed')).toBe(true);
  });

  it('read a hand-made file: HS codes kept from spreadsheets, origins by name, weights in the unit the header names', () => {
    const headers = ['Order', 'Name', 'Country', 'Description', 'Qty', 'Unit price', 'HS code', 'Country of origin', 'Item weight (g)'];
    const text = storeFile(headers, [
      { Order: 'A1', Name: 'Ann', Country: 'France', Description: 'Coffee beans', Qty: '2', 'Unit price': '8.50', 'HS code': '="0901.21"', 'Country of origin': 'Colombia', 'Item weight (g)': '250' },
      { Order: 'A1', Description: 'Tea', Qty: '1', 'Unit price': '4', 'HS code': "'0902.30", 'Country of origin': 'in', 'Item weight (g)': '100' },
    ]);
    expect(importBatch(text, FORM, options)[0]!.contents).toEqual([
      fileItem({ description: 'Coffee beans', quantity: '2', value: '17', hsCode: '0901.21', origin: 'CO', weight: '500', weightUnit: 'g' }),
      fileItem({ description: 'Tea', quantity: '1', value: '4', hsCode: '0902.30', origin: 'IN', weight: '100', weightUnit: 'g' }),
    ]);
  });

  it('make no label of a row with items alone: without an order number it belongs to no parcel', () => {
    const text = storeFile(['Name', 'Description'], [{ Description: 'Loose item' }, { Name: 'Bo', Description: 'Mug' }]);
    expect(importBatch(text, EMPTY_FORM).map((row) => [row.rows, row.contents])).toEqual([[[3], [fileItem({ description: 'Mug' })]]]);
  });
});

describe("a row's countries", () => {
  it("take the sender's from the file's own column over the form's", () => {
    const text = storeFile(['Name', 'Country', 'Sender country'], [{ Name: 'Ann', Country: 'Germany', 'Sender country': 'Deutschland' }]);
    const [row] = importBatch(text, FORM, options);
    expect([row!.countries, customsNeeded(row!, 'where-needed')]).toEqual([{ from: 'DE', to: 'DE' }, false]);
  });

  it('are unknown without country formats, or when a country cannot be read', () => {
    const text = storeFile(['Name', 'Country'], [{ Name: 'Ann', Country: 'Germany' }, { Name: 'Bo', Country: 'Narnia' }]);
    expect(importBatch(text, FORM, PLAIN_ROWS).map((row) => row.countries)).toEqual([{ from: null, to: null }, { from: null, to: null }]);
    expect(importBatch(text, FORM, options).map((row) => row.countries)).toEqual([{ from: 'US', to: 'DE' }, { from: 'US', to: null }]);
  });
});

describe("a batch row's parcel contents", () => {
  it("is none when the file names no item: the page's own contents apply", () => {
    expect(parcelContentsOf(makeRow({ contents: [] }), DEFAULTS)).toBeNull();
  });

  it("fills what the file leaves out from the page: category, signature, currency, origin and each piece's weight", () => {
    const row = makeRow({ contents: [fileItem({ quantity: '3', value: '36' }), fileItem({ description: 'Apron', value: '20', currency: 'EUR', origin: 'PT', weight: '400', weightUnit: 'g' })] });
    expect(parcelContentsOf(row, DEFAULTS)).toEqual({
      ...EMPTY_CONTENTS,
      category: 'sale-of-goods',
      signWith: 'by-hand',
      items: [
        fileItem({ quantity: '3', value: '36', currency: 'USD', origin: 'US', weight: '0.6', weightUnit: 'kg' }),
        fileItem({ description: 'Apron', value: '20', currency: 'EUR', origin: 'PT', weight: '400', weightUnit: 'g' }),
      ],
    });
  });

  it("takes the sender's country's currency where the file and the page name none, as the page's own contents do", () => {
    const currencyFrom = (from: string | null, pageCurrency = '') =>
      parcelContentsOf(makeRow({ countries: { from, to: 'US' }, contents: [fileItem({ value: '12' })] }), { ...DEFAULTS, currency: pageCurrency })!.items[0]!.currency;
    expect([currencyFrom('GB'), currencyFrom('CA'), currencyFrom(null)]).toEqual(['GBP', 'CAD', 'EUR']);
    expect(currencyFrom('GB', 'USD')).toBe('USD');
  });

  it('guesses no weight when the page gives none, so the contents check asks for it', () => {
    const contents = parcelContentsOf(makeRow({ contents: [fileItem({ value: '12' })] }), { ...DEFAULTS, weightPerItemKg: null })!;
    expect(contents.items[0]!.weight).toBe('');
    const problems = readContents(contents, { customsForm: true }).problems.map((problem) => ({ ...problem, message: english(problem.message) }));
    expect(problems).toEqual([{ path: 'items.0.weight', message: 'Item 1: enter the net weight.' }]);
  });
});

describe('whether a row gets a customs form', () => {
  const decisions = (policy: Parameters<typeof customsNeeded>[1]) =>
    [{ from: 'US', to: 'US' }, { from: 'US', to: 'DE' }, { from: 'US', to: null }, { from: null, to: 'US' }].map((countries) => customsNeeded(makeRow({ countries }), policy));

  it('where needed: when the countries differ, or either is not known (a missing form holds the parcel)', () => {
    expect(decisions('where-needed')).toEqual([false, true, true, true]);
  });

  it('always or never, whatever the countries', () => {
    expect([decisions('always'), decisions('never')]).toEqual([[true, true, true, true], [false, false, false, false]]);
  });
});
