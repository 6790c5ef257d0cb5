// Shopify's orders export in full: its 79 columns in order, a row per line item, ZIPs and phones with the apostrophe Shopify
// writes to keep them text. The column list is second-hand (public importers and a transcription of Shopify's help page).
import { csvText } from './csv-fixtures';

export type ShopifyAddress = {
  name: string; company?: string; address1: string; address2?: string; city: string; zip: string;
  /** The code Shopify exports ("MA", "JP-13"); `provinceName` is the name ("Massachusetts", "東京都"). */
  province?: string; provinceName?: string; country: string; phone?: string;
};

export type ShopifyLineItem = { name: string; quantity: number; sku?: string; price?: string };

/** `name` is the order's name as Shopify shows it, "#1001"; the billing address defaults to the shipping one. */
export type ShopifyOrder = { name: string; shipping: ShopifyAddress; billing?: ShopifyAddress; lineItems: readonly ShopifyLineItem[] };

const address = (side: 'Billing' | 'Shipping') =>
  [`${side} Name`, `${side} Street`, `${side} Address1`, `${side} Address2`, `${side} Company`, `${side} City`, `${side} Zip`,
    `${side} Province`, `${side} Country`, `${side} Phone`] as const;

const taxes = [1, 2, 3, 4, 5].flatMap((tax) => [`Tax ${tax} Name`, `Tax ${tax} Value`]);

/** The header of the newest export form, in Shopify's order; older exports stop after `Cancelled at` or `Tax 5 Value`. */
export const SHOPIFY_ORDER_COLUMNS: readonly string[] = [
  'Name', 'Email', 'Financial Status', 'Paid at', 'Fulfillment Status', 'Fulfilled at', 'Accepts Marketing', 'Currency', 'Subtotal',
  'Shipping', 'Taxes', 'Total', 'Discount Code', 'Discount Amount', 'Shipping Method', 'Created at', 'Lineitem quantity', 'Lineitem name',
  'Lineitem price', 'Lineitem compare at price', 'Lineitem sku', 'Lineitem requires shipping', 'Lineitem taxable',
  'Lineitem fulfillment status', ...address('Billing'), ...address('Shipping'), 'Notes', 'Note Attributes', 'Cancelled at',
  'Payment Method', 'Payment Reference', 'Refunded Amount', 'Vendor', 'Outstanding Balance', 'Employee', 'Location', 'Device ID', 'Id',
  'Tags', 'Risk Level', 'Source', 'Lineitem discount', ...taxes, 'Phone', 'Receipt Number', 'Duties', 'Billing Province Name',
  'Shipping Province Name', 'Payment ID', 'Payment Terms Name', 'Next Payment Due At', 'Payment References',
];

const CREATED_AT = '2026-11-20 10:15:00 -0500';
const SHIPPING_COST = 5;

/** What Shopify writes before a ZIP or a phone number so that a spreadsheet keeps its leading zeros and plus sign. */
const asText = (value: string | undefined): string => (value ? `'${value}` : '');

const addressCells = (side: 'Billing' | 'Shipping', party: ShopifyAddress): Record<string, string> => ({
  [`${side} Name`]: party.name,
  [`${side} Street`]: [party.address1, party.address2].filter(Boolean).join(', '),
  [`${side} Address1`]: party.address1,
  [`${side} Address2`]: party.address2 ?? '',
  [`${side} Company`]: party.company ?? '',
  [`${side} City`]: party.city,
  [`${side} Zip`]: asText(party.zip),
  [`${side} Province`]: party.province ?? '',
  [`${side} Country`]: party.country,
  [`${side} Phone`]: asText(party.phone),
  [`${side} Province Name`]: party.provinceName ?? '',
});

const money = (amount: number): string => amount.toFixed(2);
const itemPrice = (item: ShopifyLineItem): number => Number(item.price ?? '12.00');

const emailOf = (order: ShopifyOrder): string => `buyer${order.name.replace(/\D/g, '')}@example.com`;

/** Columns on every row of an order: its name, email and date, and the line item's own. */
const lineItemCells = (order: ShopifyOrder, item: ShopifyLineItem): Record<string, string> => ({
  Name: order.name, Email: emailOf(order), 'Created at': CREATED_AT, 'Lineitem quantity': String(item.quantity), 'Lineitem name': item.name,
  'Lineitem price': money(itemPrice(item)), 'Lineitem sku': item.sku ?? '', 'Lineitem requires shipping': 'true', 'Lineitem taxable': 'true',
  'Lineitem fulfillment status': 'pending', Vendor: 'ShipLabel Test Shop', 'Lineitem discount': '0.00',
});

/** Columns on the first row of an order only: money, status, payment, both addresses. */
const orderCells = (order: ShopifyOrder): Record<string, string> => {
  const subtotal = order.lineItems.reduce((sum, item) => sum + itemPrice(item) * item.quantity, 0);
  return {
    'Financial Status': 'paid', 'Paid at': CREATED_AT, 'Fulfillment Status': 'unfulfilled', 'Accepts Marketing': 'no', Currency: 'USD',
    Subtotal: money(subtotal), Shipping: money(SHIPPING_COST), Taxes: '0.00', Total: money(subtotal + SHIPPING_COST), 'Discount Amount': '0.00',
    'Shipping Method': 'Standard', ...addressCells('Billing', order.billing ?? order.shipping), ...addressCells('Shipping', order.shipping),
    'Payment Method': 'Shopify Payments', 'Refunded Amount': '0.00', 'Outstanding Balance': '0.00', Id: `45000000${order.name.replace(/\D/g, '')}`,
    'Risk Level': 'Low', Source: 'web', Phone: asText((order.billing ?? order.shipping).phone),
  };
};

/** The orders as Shopify's "Export orders" CSV writes them (RFC 4180 quoting, CRLF). */
export function shopifyExport(orders: readonly ShopifyOrder[]): string {
  const rows = orders.flatMap((order) =>
    order.lineItems.map((item, index) => ({ ...lineItemCells(order, item), ...(index === 0 ? orderCells(order) : {}) })),
  );
  return csvText([SHOPIFY_ORDER_COLUMNS, ...rows.map((row) => SHOPIFY_ORDER_COLUMNS.map((column) => row[column] ?? ''))]);
}

const BOSTON = { city: 'Boston', province: 'MA', provinceName: 'Massachusetts', country: 'US' } as const;

/** Issue 24's orders: two to Boston (the first with two items), one to Munich, one to Tokyo written in Japanese. */
export const ISSUE_24_ORDERS: readonly ShopifyOrder[] = [
  {
    name: '#1001',
    shipping: { name: 'Sam Receiver', address1: '12 Elm St', address2: 'Apt 3', zip: '02134', phone: '+1 617 555 0100', ...BOSTON },
    lineItems: [{ name: 'Linen tea towel', quantity: 2, sku: 'TOWEL-1', price: '12.00' }, { name: 'Stoneware mug', quantity: 1, sku: 'MUG-1', price: '18.00' }],
  },
  {
    name: '#1002',
    shipping: {
      name: 'Jürgen Groß', company: 'Groß & Söhne GmbH', address1: 'Hauptstraße 5', city: 'München', zip: '80331', province: 'BY',
      provinceName: 'Bayern', country: 'DE', phone: '+49 89 5550100',
    },
    lineItems: [{ name: 'Wool blanket', quantity: 1, sku: 'BLANKET-1', price: '89.00' }],
  },
  {
    // A gift: the buyer's billing address is not where the parcel goes.
    name: '#1003',
    shipping: { name: 'Alex Rivera', address1: '88 Beacon St', zip: '02108', phone: '+1 617 555 0188', ...BOSTON },
    billing: { name: 'Pat Payer', address1: '1 Billing Road', city: 'Cambridge', zip: '02139', province: 'MA', provinceName: 'Massachusetts', country: 'US' },
    lineItems: [{ name: 'Linen tea towel', quantity: 1, sku: 'TOWEL-1', price: '12.00' }],
  },
  {
    name: '#1004',
    shipping: {
      name: '山田太郎 様', company: 'JPタワー', address1: '千代田区丸の内2-7-2', city: '千代田区', zip: '100-8994', province: 'JP-13',
      provinceName: '東京都', country: 'JP', phone: '+81 3 5555 0100',
    },
    lineItems: [{ name: '和紙ノート', quantity: 3, sku: 'WASHI-1', price: '9.50' }],
  },
];
