// The columns a batch file may hold and the header names that find them; pure, shared by the page and the worker.
export type ColumnGroup = 'recipient' | 'sender' | 'package' | 'order' | 'contents';

/** The columns that say what is in the parcel: read per row, never merged into the label (row-contents.ts). */
export const CONTENTS_COLUMN_IDS = ['itemName', 'itemQuantity', 'itemPrice', 'itemTotal', 'itemSku', 'itemWeight', 'itemHsCode', 'itemOrigin', 'currency'] as const;

export type ContentsColumnId = (typeof CONTENTS_COLUMN_IDS)[number];

export const BATCH_COLUMN_IDS = [
  'toName', 'toFirstName', 'toLastName', 'toCompany', 'toAddress', 'toAddress1', 'toAddress2', 'toAddress3',
  'toCity', 'toState', 'toPostcode', 'toCountry', 'toPhone',
  'fromName', 'fromFirstName', 'fromLastName', 'fromCompany', 'fromAddress', 'fromAddress1', 'fromAddress2', 'fromAddress3',
  'fromCity', 'fromState', 'fromPostcode', 'fromCountry', 'fromPhone',
  'weight', 'dimensions', 'parcels', 'trackingNumber', 'customMessage', 'reference', 'orderNumber',
  ...CONTENTS_COLUMN_IDS,
] as const;

export type BatchColumnId = (typeof BATCH_COLUMN_IDS)[number];

/**
 * One column ShipLabel reads; `aliases` are normalized header names, best first, the column's own name first of all.
 * `name` is the header the template writes, in English whatever the page's language (files are matched against it);
 * COLUMN_TITLES (column-titles.ts) has the name the page shows.
 */
export type BatchColumn = { id: BatchColumnId; name: string; group: ColumnGroup; inTemplate: boolean; aliases: readonly string[] };

/** A header as the mapping compares it: "Ship-To Address 1", "ship_to_address1" and "SHIP TO ADDRESS1" are one name. */
export const normalizeHeader = (header: string): string => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

type PartyPart = 'Name' | 'FirstName' | 'LastName' | 'Company' | 'Address' | 'Address1' | 'Address2' | 'Address3' | 'City' | 'State' | 'Postcode' | 'Country' | 'Phone';

/** Each part of a name and address: its label words, whether the template has it, and the words stores use for it. */
const PARTY_PARTS: readonly { part: PartyPart; label: string; inTemplate: boolean; words: readonly string[] }[] = [
  { part: 'Name', label: 'name', inTemplate: true, words: ['name', 'fullname'] },
  { part: 'FirstName', label: 'first name', inTemplate: false, words: ['firstname', 'givenname', 'forename'] },
  { part: 'LastName', label: 'last name', inTemplate: false, words: ['lastname', 'surname', 'familyname'] },
  { part: 'Company', label: 'company', inTemplate: true, words: ['company', 'companyname', 'organisation', 'organization', 'business', 'businessname'] },
  { part: 'Address', label: 'address', inTemplate: false, words: ['fulladdress', 'completeaddress', 'wholeaddress'] },
  // A plain "Address" or "Street" is the first line: as a whole address it would hide the file's city and postcode columns.
  { part: 'Address1', label: 'address line 1', inTemplate: true, words: ['address1', 'addressline1', 'street1', 'address', 'street', 'streetaddress', 'addr1'] },
  { part: 'Address2', label: 'address line 2', inTemplate: true, words: ['address2', 'addressline2', 'street2', 'apartment', 'apartmentsuiteetc', 'suite', 'addr2'] },
  { part: 'Address3', label: 'address line 3', inTemplate: false, words: ['address3', 'addressline3', 'street3', 'addr3'] },
  { part: 'City', label: 'city', inTemplate: true, words: ['city', 'town', 'towncity', 'citytown', 'suburb', 'locality'] },
  // A name column first when a store has both: Shopify's "Province Name" is the prefecture 東京都 where "Province" is JP-13.
  { part: 'State', label: 'state/province', inTemplate: true, words: ['provincename', 'statename', 'state', 'province', 'stateprovince', 'county', 'region', 'stateorprovince', 'stateregion'] },
  { part: 'Postcode', label: 'postcode', inTemplate: true, words: ['postcode', 'zip', 'zipcode', 'postalcode', 'zippostalcode', 'postcodezip'] },
  { part: 'Country', label: 'country', inTemplate: true, words: ['country', 'countryname', 'countrycode'] },
  { part: 'Phone', label: 'phone', inTemplate: true, words: ['phone', 'phonenumber', 'telephone', 'tel', 'mobile', 'mobilenumber', 'mobilephone', 'cellphone'] },
];

// How stores name the recipient's fields: Shopify "Shipping City", eBay "Ship To City" / "Post To City", Etsy and Amazon "Ship City".
const RECIPIENT_PREFIXES = ['shipping', 'shipto', 'postto', 'ship', 'delivery', 'deliverto'];
// Only explicit sender words: a file's plain "Name" or "City" is always the recipient's.
const SENDER_PREFIXES = ['sender', 'senders', 'from', 'shipfrom', 'return', 'returnto', 'shipper'];
// A plain "Name" or "Recipient" in a generic file is the person the parcel goes to.
const RECIPIENT_NAME_WORDS = ['recipient', 'addressee', 'contactname'];

// "Weight (kg)" and "Weight in lbs": the unit is part of the header, the cells hold numbers.
const WEIGHT_UNITS = ['kg', 'kgs', 'kilograms', 'g', 'grams', 'lb', 'lbs', 'pounds', 'oz', 'ounces'];

type ColumnSpec = Omit<BatchColumn, 'aliases'> & { storeNames: readonly string[] };

const partyColumns = (side: 'to' | 'from'): ColumnSpec[] =>
  PARTY_PARTS.map(({ part, label, inTemplate, words }) => {
    const id: BatchColumnId = `${side}${part}`;
    const prefixed = (side === 'to' ? RECIPIENT_PREFIXES : SENDER_PREFIXES).flatMap((prefix) => words.map((word) => prefix + word));
    const plain = part === 'Name' ? [...RECIPIENT_NAME_WORDS, ...words] : words;
    return side === 'to'
      ? { id, name: `Recipient ${label}`, group: 'recipient', inTemplate, storeNames: [...prefixed, ...plain] }
      : { id, name: `Sender ${label}`, group: 'sender', inTemplate, storeNames: prefixed };
  });

const PACKAGE_AND_ORDER_COLUMNS: readonly ColumnSpec[] = [
  {
    id: 'weight', name: 'Weight', group: 'package', inTemplate: true,
    storeNames: [
      ...WEIGHT_UNITS.flatMap((unit) => [`weight${unit}`, `weightin${unit}`]),
      'packageweight', 'parcelweight', 'shippingweight', 'shipmentweight', 'totalweight',
    ],
  },
  {
    id: 'dimensions', name: 'Dimensions', group: 'package', inTemplate: true,
    storeNames: [
      'dimension', 'dims', 'size', 'dimensionscm', 'dimensionsin', 'dimensionsinches', 'packagedimensions', 'parceldimensions',
      'boxdimensions', 'packagesize', 'parcelsize', 'boxsize', 'measurements', 'lxwxh',
    ],
  },
  {
    // How many boxes the order ships in: that many labels, "1 of 3" … "3 of 3".
    id: 'parcels', name: 'Parcels', group: 'package', inTemplate: true,
    storeNames: ['parcels', 'numberofparcels', 'parcelcount', 'packages', 'numberofpackages', 'packagecount', 'boxes', 'numberofboxes', 'boxcount', 'cartons'],
  },
  {
    id: 'trackingNumber', name: 'Tracking number', group: 'package', inTemplate: true,
    storeNames: [
      'tracking', 'trackingno', 'trackingnum', 'trackingnr', 'trackingid', 'trackingcode', 'trackingreference', 'trackingref',
      'trackno', 'shipmenttrackingnumber', 'shippingtrackingnumber', 'carriertrackingnumber',
    ],
  },
  {
    id: 'customMessage', name: 'Message', group: 'package', inTemplate: true,
    storeNames: [
      'custommessage', 'labelmessage', 'instructions', 'deliveryinstructions', 'specialinstructions', 'shippinginstructions',
      'handlinginstructions', 'deliverynotes', 'deliverynote',
    ],
  },
  {
    // What the label prints as its reference; without it, the order number is.
    id: 'reference', name: 'Reference', group: 'order', inTemplate: false,
    storeNames: ['ref', 'yourreference', 'customerreference', 'shipmentreference', 'referencenumber', 'shippingreference', 'labelreference'],
  },
  {
    // Shopify's "Name" is the order ("#1001"); its "Shipping Name" has claimed the recipient before this is reached.
    id: 'orderNumber', name: 'Order number', group: 'order', inTemplate: true,
    storeNames: ['orderno', 'ordernum', 'ordernr', 'orderid', 'order', 'orderreference', 'orderref', 'ordername', 'name'],
  },
];

// Per piece, as a product catalogue gives it; the unit may be in the header ("Item weight (g)"), as for the parcel's.
const ITEM_WEIGHT_WORDS = ['itemweight', 'weightperitem', 'unitweight', 'weightperunit', 'weighteach', 'productweight'];

// Last, so that no contents alias can take a label's column. Headers as the stores write them, normalized: Shopify's
// orders export (tests/support/shopify-export.ts); WooCommerce's Customer/Order/Coupon Export, one row per item (item_name,
// item_sku, item_quantity, item_total, order_currency); Advanced Order Export for WooCommerce (Item Name, SKU, Quantity,
// Item Cost, Order Line (w/o tax), Currency); Etsy's EtsySoldOrderItems CSV (Item Name, Quantity, Price, Item Total,
// Currency, SKU); eBay's Seller Hub orders report (Item Title, Custom Label, Quantity, Sold For); Amazon's order reports
// (product-name, sku, quantity-purchased or quantity, currency, item-price: the SP-API docs list them per report type).
// None is in the template yet: until the batch review shows contents, a visitor would fill those columns for nothing.
const CONTENTS_COLUMNS: readonly ColumnSpec[] = [
  {
    id: 'itemName', name: 'Item description', group: 'contents', inTemplate: false,
    storeNames: ['lineitemname', 'itemname', 'itemtitle', 'productname', 'producttitle', 'description', 'contents', 'contentsdescription', 'product'],
  },
  {
    id: 'itemQuantity', name: 'Item quantity', group: 'contents', inTemplate: false,
    storeNames: ['lineitemquantity', 'quantity', 'quantitypurchased', 'quantityordered', 'qty', 'itemqty', 'pieces', 'numberofpieces'],
  },
  {
    // The price of one piece: Shopify's Lineitem price, Etsy's Price, eBay's Sold For, the WooCommerce exporter's Item Cost.
    id: 'itemPrice', name: 'Item unit price', group: 'contents', inTemplate: false,
    storeNames: ['lineitemprice', 'unitprice', 'price', 'soldfor', 'itemcost', 'priceperitem', 'priceeach', 'unitcost', 'unitvalue', 'valueperitem'],
  },
  {
    // The value of the line, all its pieces: Etsy's and WooCommerce's Item Total, and Amazon's item-price, which its
    // Orders API defines as "the selling price of the item multiplied by the quantity ordered".
    id: 'itemTotal', name: 'Item value', group: 'contents', inTemplate: false,
    storeNames: ['itemtotal', 'itemprice', 'linetotal', 'linevalue', 'orderlinewotax', 'orderlinetotal', 'declaredvalue', 'customsvalue', 'value'],
  },
  {
    // eBay calls the seller's SKU its Custom Label.
    id: 'itemSku', name: 'Item SKU', group: 'contents', inTemplate: false,
    storeNames: ['lineitemsku', 'sku', 'sellersku', 'productsku', 'variantsku', 'customlabel', 'customlabelsku'],
  },
  {
    id: 'itemWeight', name: 'Item weight', group: 'contents', inTemplate: false,
    storeNames: ITEM_WEIGHT_WORDS.flatMap((words) => [words, ...WEIGHT_UNITS.flatMap((unit) => [`${words}${unit}`, `${words}in${unit}`])]),
  },
  {
    id: 'itemHsCode', name: 'Item HS code', group: 'contents', inTemplate: false,
    storeNames: [
      'hscode', 'hstariffnumber', 'hstariffcode', 'hsnumber', 'hs', 'tariffcode', 'tariffnumber', 'customstariffnumber', 'customscode',
      'harmonizedcode', 'harmonisedcode', 'harmonizedsystemcode', 'harmonisedsystemcode', 'harmonizedtariffcode', 'commoditycode', 'htscode', 'hts',
    ],
  },
  {
    id: 'itemOrigin', name: 'Item country of origin', group: 'contents', inTemplate: false,
    storeNames: ['countryoforigin', 'origincountry', 'countryoforigincode', 'origincountrycode', 'countryofmanufacture', 'madein', 'coo', 'origin'],
  },
  {
    // Shopify writes it on an order's first row only; batchRowsFrom gives it to the order's other items.
    id: 'currency', name: 'Currency', group: 'contents', inTemplate: false,
    storeNames: ['ordercurrency', 'currencycode', 'itemcurrency', 'pricecurrency'],
  },
];

const SPECS = [...partyColumns('to'), ...partyColumns('from'), ...PACKAGE_AND_ORDER_COLUMNS, ...CONTENTS_COLUMNS];
const OWN_NAMES = new Set(SPECS.map((spec) => normalizeHeader(spec.name)));

/** Every column in BATCH_COLUMN_IDS order: its own name first, then the store names no other column has as its own. */
export const BATCH_COLUMNS: readonly BatchColumn[] = SPECS.map(({ storeNames, ...column }) => {
  const own = normalizeHeader(column.name);
  return { ...column, aliases: [...new Set([own, ...storeNames.filter((alias) => !OWN_NAMES.has(alias))])] };
});
