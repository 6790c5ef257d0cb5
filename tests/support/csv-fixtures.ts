// Batch import fixtures, made by code: CSV text, its bytes in each encoding, and the exports of the stores people sell on.
// The browser tests read them too: nothing here imports the app's code (importing a file as the page does: batch-import.ts).

export type CsvOptions = { delimiter?: string; lineEnd?: string };

/** Rows as a delimited file writes them: a cell with the delimiter, a quote or a line break is quoted, quotes doubled. */
export const csvText = (rows: readonly (readonly string[])[], { delimiter = ',', lineEnd = '\r\n' }: CsvOptions = {}): string =>
  rows
    .map((row) => row.map((cell) => (cell.includes(delimiter) || /["\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(delimiter))
    .join(lineEnd) + lineEnd;

export const utf8Bytes = (text: string, { bom = false }: { bom?: boolean } = {}): Uint8Array =>
  new TextEncoder().encode(bom ? `\uFEFF${text}` : text);

/** UTF-16 little- or big-endian with its BOM first, as Excel's "Unicode text" saves. */
export const utf16Bytes = (text: string, endian: 'le' | 'be'): Uint8Array => {
  const units = `\uFEFF${text}`;
  const bytes = new Uint8Array(units.length * 2);
  for (let index = 0; index < units.length; index += 1) {
    const unit = units.charCodeAt(index);
    bytes[index * 2 + (endian === 'le' ? 0 : 1)] = unit & 0xff;
    bytes[index * 2 + (endian === 'le' ? 1 : 0)] = unit >> 8;
  }
  return bytes;
};

// Windows-1252 at 0x80–0x9F (unassigned bytes left out); everything else it has is Latin-1, byte for byte.
const WINDOWS_1252_SPECIALS = new Map(
  [...'€_‚ƒ„…†‡ˆ‰Š‹Œ_Ž__‘’“”•–—˜™š›œ_žŸ'].flatMap((char, index) => (char === '_' ? [] : [[char, 0x80 + index] as const])),
);

/** Text as older Excel saves "CSV" on Windows; throws for a character the code page lacks. */
export const windows1252Bytes = (text: string): Uint8Array =>
  Uint8Array.from([...text], (char) => {
    const code = char.codePointAt(0)!;
    const byte = code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : WINDOWS_1252_SPECIALS.get(char);
    if (byte === undefined) throw new Error(`Not in Windows-1252: ${char}`);
    return byte;
  });

/** Whom a store ships an order to; every export below writes these in its own columns. */
export type ShipTo = {
  firstName: string; lastName: string; company: string; address1: string; address2: string; address3: string;
  city: string; state: string; postcode: string; country: string; phone: string;
};

export const makeShipTo = (overrides: Partial<ShipTo> = {}): ShipTo => ({
  firstName: 'Jordan', lastName: 'Lee', company: 'Empire Props', address1: '350 Fifth Avenue', address2: 'Suite 4100', address3: '',
  city: 'New York', state: 'NY', postcode: '10118', country: 'US', phone: '(212) 555-0175', ...overrides,
});

export type StoreOrder = { number: string; shipTo: ShipTo; items: readonly string[]; trackingNumber: string };

export const makeOrder = (overrides: Partial<StoreOrder> = {}): StoreOrder => ({
  number: '1001', shipTo: makeShipTo(), items: ['Linen tea towel'], trackingNumber: '', ...overrides,
});

const fullName = (shipTo: ShipTo): string => `${shipTo.firstName} ${shipTo.lastName}`;

// A buyer who is not the recipient: the billing columns must never reach a label.
const BILLING = { name: 'Pat Payer', street: '1 Billing Road', city: 'Billington', zip: '99999', phone: '000-000-0000' };

const exportText = (headers: readonly string[], rows: readonly Readonly<Record<string, string>>[], options?: CsvOptions): string =>
  csvText([headers, ...rows.map((row) => headers.map((header) => row[header] ?? ''))], options);

const SHOPIFY_HEADERS = [
  'Name', 'Email', 'Financial Status', 'Paid at', 'Fulfillment Status', 'Currency', 'Subtotal', 'Shipping', 'Total', 'Shipping Method',
  'Created at', 'Lineitem quantity', 'Lineitem name', 'Lineitem price', 'Lineitem sku', 'Billing Name', 'Billing Street', 'Billing Address1',
  'Billing Address2', 'Billing Company', 'Billing City', 'Billing Zip', 'Billing Province', 'Billing Country', 'Billing Phone', 'Shipping Name',
  'Shipping Street', 'Shipping Address1', 'Shipping Address2', 'Shipping Company', 'Shipping City', 'Shipping Zip', 'Shipping Province',
  'Shipping Country', 'Shipping Phone', 'Notes', 'Id', 'Phone',
];

/** Shopify's orders export: a row per item, with the order's other columns, billing and shipping on its first row only. */
export const shopifyExport = (orders: readonly StoreOrder[]): string =>
  exportText(SHOPIFY_HEADERS, orders.flatMap((order) => order.items.map((item, index) => ({
    Name: `#${order.number}`, Email: 'buyer@example.com', 'Lineitem quantity': '1', 'Lineitem name': item, 'Lineitem price': '12.00',
    ...(index === 0 && {
      'Financial Status': 'paid', Currency: 'USD', Total: '12.00', 'Shipping Method': 'Standard', 'Billing Name': BILLING.name,
      'Billing Street': BILLING.street, 'Billing Address1': BILLING.street, 'Billing City': BILLING.city, 'Billing Zip': BILLING.zip,
      'Billing Country': 'US', 'Billing Phone': BILLING.phone, 'Shipping Name': fullName(order.shipTo),
      'Shipping Street': [order.shipTo.address1, order.shipTo.address2].filter(Boolean).join(', '), 'Shipping Address1': order.shipTo.address1,
      'Shipping Address2': order.shipTo.address2, 'Shipping Company': order.shipTo.company, 'Shipping City': order.shipTo.city,
      'Shipping Zip': order.shipTo.postcode, 'Shipping Province': order.shipTo.state, 'Shipping Country': order.shipTo.country,
      'Shipping Phone': order.shipTo.phone, Notes: 'Gift wrap please', Id: `5${order.number}`, Phone: BILLING.phone,
    }),
  }))));

/** A WooCommerce order export: a row per order, billing and shipping names split in first and last. */
export const wooCommerceExport = (orders: readonly StoreOrder[]): string =>
  exportText(
    ['Order Number', 'Order Status', 'Order Date', 'Billing First Name', 'Billing Last Name', 'Billing Address 1', 'Billing City', 'Billing Postcode',
      'Billing Phone', 'Shipping First Name', 'Shipping Last Name', 'Shipping Company', 'Shipping Address 1', 'Shipping Address 2', 'Shipping City',
      'Shipping State', 'Shipping Postcode', 'Shipping Country', 'Shipping Phone', 'Item Name', 'Order Total'],
    orders.map(({ number, shipTo, items }) => ({
      'Order Number': number, 'Order Status': 'processing', 'Order Date': '2024-05-01', 'Billing First Name': 'Pat', 'Billing Last Name': 'Payer',
      'Billing Address 1': BILLING.street, 'Billing City': BILLING.city, 'Billing Postcode': BILLING.zip, 'Billing Phone': BILLING.phone,
      'Shipping First Name': shipTo.firstName, 'Shipping Last Name': shipTo.lastName, 'Shipping Company': shipTo.company,
      'Shipping Address 1': shipTo.address1, 'Shipping Address 2': shipTo.address2, 'Shipping City': shipTo.city, 'Shipping State': shipTo.state,
      'Shipping Postcode': shipTo.postcode, 'Shipping Country': shipTo.country, 'Shipping Phone': shipTo.phone, 'Item Name': items.join('; '), 'Order Total': '24.00',
    })),
  );

/** Etsy's sold order items: a row per item, each with the order's shipping address (Etsy gives no company or phone). */
export const etsyExport = (orders: readonly StoreOrder[]): string =>
  exportText(
    ['Sale Date', 'Item Name', 'Buyer', 'Quantity', 'Price', 'Ship Name', 'Ship Address1', 'Ship Address2', 'Ship City', 'Ship State', 'Ship Zipcode',
      'Ship Country', 'Order ID'],
    orders.flatMap(({ number, shipTo, items }) => items.map((item) => ({
      'Sale Date': '05/01/24', 'Item Name': item, Buyer: 'patpayer', Quantity: '1', Price: '12.00', 'Ship Name': fullName(shipTo),
      'Ship Address1': shipTo.address1, 'Ship Address2': shipTo.address2, 'Ship City': shipTo.city, 'Ship State': shipTo.state,
      'Ship Zipcode': shipTo.postcode, 'Ship Country': shipTo.country, 'Order ID': number,
    }))),
  );

/** eBay's orders report, as eBay.com ("Ship To …") or eBay.co.uk ("Post To …", county and postcode) writes it. */
export const ebayExport = (orders: readonly StoreOrder[], site: 'us' | 'uk' = 'us'): string => {
  const to = site === 'us' ? 'Ship To' : 'Post To';
  const [state, postcode] = site === 'us' ? ['State', 'Zip'] : ['County', 'Postcode'];
  const parts = ['Name', 'Phone', 'Address 1', 'Address 2', 'City', state, postcode, 'Country'].map((part) => `${to} ${part}`);
  return exportText(
    ['Sales Record Number', 'Order Number', 'Buyer Username', 'Buyer Name', 'Buyer Address 1', 'Buyer City', ...parts, 'Item Title', 'Quantity', 'Tracking Number'],
    orders.map(({ number, shipTo, items, trackingNumber }, index) => ({
      'Sales Record Number': String(index + 1), 'Order Number': number, 'Buyer Username': 'patpayer', 'Buyer Name': BILLING.name,
      'Buyer Address 1': BILLING.street, 'Buyer City': BILLING.city, 'Item Title': items.join('; '), Quantity: String(items.length),
      'Tracking Number': trackingNumber,
      ...Object.fromEntries(
        [fullName(shipTo), shipTo.phone, shipTo.address1, shipTo.address2, shipTo.city, shipTo.state, shipTo.postcode, shipTo.country].map((value, at) => [parts[at], value]),
      ),
    })),
  );
};

/** Amazon's order report: tab-delimited, a row per item, with a buyer who may not be the recipient. */
export const amazonReport = (orders: readonly StoreOrder[]): string =>
  exportText(
    ['order-id', 'order-item-id', 'purchase-date', 'buyer-email', 'buyer-name', 'buyer-phone-number', 'sku', 'product-name', 'quantity-purchased',
      'ship-service-level', 'recipient-name', 'ship-address-1', 'ship-address-2', 'ship-address-3', 'ship-city', 'ship-state', 'ship-postal-code',
      'ship-country', 'ship-phone-number'],
    orders.flatMap(({ number, shipTo, items }) => items.map((item, index) => ({
      'order-id': number, 'order-item-id': `${number}-${index}`, 'purchase-date': '2024-05-01T10:00:00+00:00', 'buyer-email': 'x@marketplace.amazon.com',
      'buyer-name': BILLING.name, 'buyer-phone-number': BILLING.phone, sku: `SKU-${index}`, 'product-name': item, 'quantity-purchased': '1',
      'ship-service-level': 'Standard', 'recipient-name': fullName(shipTo), 'ship-address-1': shipTo.address1, 'ship-address-2': shipTo.address2,
      'ship-address-3': shipTo.address3, 'ship-city': shipTo.city, 'ship-state': shipTo.state, 'ship-postal-code': shipTo.postcode,
      'ship-country': shipTo.country, 'ship-phone-number': shipTo.phone,
    }))),
    { delimiter: '\t', lineEnd: '\n' },
  );
