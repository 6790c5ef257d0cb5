import type { LabelDesign } from './label-face';

// The words on the fixtures: made-up senders, recipients and tracking numbers in each carrier's style, and the
// kind of instructions carriers print beside their labels. Borders are set per fixture.

type Design = Omit<LabelDesign, 'borderMm'>;

export const USPS_PRIORITY: Design = {
  heading: 'USPS PRIORITY MAIL',
  serviceMark: 'P',
  from: ['JANE MERCER', 'MERCER VINTAGE GOODS', '1180 N HIGHLAND AVE', 'LOS ANGELES CA 90038-1204'],
  to: ['ROBERT ALVAREZ', '44 WILLOW CREEK RD APT 3', 'BOULDER CO 80301-5512', 'UNITED STATES'],
  routing: 'C003  80301',
  trackingCaption: 'USPS TRACKING # EP',
  code128: '9405511899223197428490',
  twoD: { format: 'datamatrix', text: 'USPS 9405511899223197428490 80301' },
  footer: 'Electronic Rate Approved #038555749',
};

export const UPS_GROUND: Design = {
  heading: 'UPS GROUND',
  serviceMark: 'G',
  from: ['NORTHWIND TRADERS', '2200 FIRST AVE S', 'SEATTLE WA 98134'],
  to: ['MARGARET OYELARAN', 'OYELARAN DESIGN STUDIO', '310 PEACHTREE ST NE', 'ATLANTA GA 30308'],
  routing: 'GA 303 9-08',
  trackingCaption: 'TRACKING #: 1Z 999 AA1 01 2345 6784',
  code128: '1Z999AA10123456784',
  twoD: { format: 'pdf417', text: '[)>01 30308 840 003 1Z99999999 UPSN 12345E' },
  footer: 'BILLING: P/P   WS 24.0.12  ZPL 4.2',
};

export const ROYAL_MAIL_TRACKED: Design = {
  heading: 'ROYAL MAIL TRACKED 48',
  from: ['Return to: Hebden Crafts Ltd', 'Unit 4, Calder Mill', 'Hebden Bridge HX7 8AD'],
  to: ['Priya Raman', '17 Marlborough Road', 'Flat 2', 'Bristol', 'BS6 5NP'],
  routing: 'BS6 5NP  BRI',
  trackingCaption: 'TRACKED 48 - SIGNATURE NOT REQUIRED',
  code128: 'TT123456785GB',
  twoD: { format: 'datamatrix', text: 'JGB 62 TT123456785GB BS65NP' },
  footer: 'Postage Paid GB   Royal Mail Click and Drop',
};

export const ROYAL_MAIL_SPECIAL: Design = {
  heading: 'SPECIAL DELIVERY GUARANTEED',
  from: ['Return to: Orchard Books', '8 Mill Lane', 'Ludlow SY8 1BB'],
  to: ['Thomas Whitfield', 'Whitfield & Sons', '220 Deansgate', 'Manchester', 'M3 4LY'],
  routing: 'M3 4LY  MAN',
  trackingCaption: 'SPECIAL DELIVERY BY 1PM',
  code128: 'AB987654321GB',
  twoD: { format: 'pdf417', text: 'SD AB987654321GB M34LY 1PM' },
  footer: 'Keep the receipt as proof of posting',
};

export const EVRI_NEXT_DAY: Design = {
  heading: 'EVRI NEXT DAY',
  from: ['Sender: Loom & Thread', '33 Cheapside', 'Derby DE1 1BR'],
  to: ['Aisha Bello', '5 Kingsway Court', 'Cardiff', 'CF10 3DP'],
  routing: 'CF10  44-C',
  trackingCaption: 'PARCEL H01HYA0012345678',
  code128: 'H01HYA0012345678',
  twoD: { format: 'datamatrix', text: 'EVRI H01HYA0012345678 CF103DP' },
  footer: 'evri.com/track   Route 44-C   Depot 12',
};

export const DPD_CLASSIC: Design = {
  heading: 'DPD CLASSIC',
  from: ['Absender: Kaffeerösterei Berg', 'Bergstraße 12', '69120 Heidelberg'],
  to: ['Lukas Hoffmann', 'Am Stadtpark 9', '80331 München', 'DEUTSCHLAND'],
  routing: '0150  D-80331',
  trackingCaption: 'PAKETSCHEIN 0150 3456 7890 12',
  code128: '01503456789012',
  twoD: { format: 'pdf417', text: 'DPD 01503456789012 80331 DE 101' },
  footer: 'DPD Deutschland GmbH   Depot 0150',
};

export const DHL_EXPRESS: Design = {
  heading: 'DHL EXPRESS WORLDWIDE',
  serviceMark: 'X',
  from: ['ALPINE OPTICS AG', 'BAHNHOFSTRASSE 21', '8001 ZURICH', 'SWITZERLAND'],
  to: ['KENJI WATANABE', '3-7-1 NISHI-SHINJUKU', 'SHINJUKU-KU TOKYO 163-1090', 'JAPAN'],
  routing: 'JP-TYO-NRT',
  trackingCaption: 'WAYBILL 12 3456 7890',
  code128: 'JJD0012345678901',
  twoD: { format: 'pdf417', text: 'DHL JJD0012345678901 JP TYO 1630' },
  footer: 'Contents: OPTICAL LENSES   Weight 1.2 kg',
};

export const USPS_GROUND_ADVANTAGE: Design = {
  heading: 'USPS GROUND ADVANTAGE',
  serviceMark: 'G',
  from: ['LITTLE FERN POTTERY', '88 ORCHARD ST', 'PORTLAND ME 04101'],
  to: ['SAMANTHA KLEIN', '1500 LAKESHORE DR UNIT 12', 'CHICAGO IL 60610-1022'],
  routing: 'C022  60610',
  trackingCaption: 'USPS TRACKING #',
  code128: '9400111899562537866361',
  twoD: { format: 'datamatrix', text: 'USPS 9400111899562537866361 60610' },
  footer: 'Commercial   Shipped via Etsy',
};

export const FEDEX_HOME: Design = {
  heading: 'FEDEX HOME DELIVERY',
  from: ['SUMMIT OUTDOOR SUPPLY', '901 RIVER RD', 'BOISE ID 83702'],
  to: ['DANIEL OKAFOR', '72 HARBOR VIEW TER', 'SAN DIEGO CA 92101', 'US'],
  routing: '92101  SAN  HD',
  trackingCaption: 'TRK# 7946 1234 5678   HD',
  code128: '9622001900007946123456780',
  twoD: { format: 'pdf417', text: 'FDX 794612345678 92101 HD 0201' },
  footer: 'Ref: ORDER 55-1180   Dept: WEB',
};

export const UPS_THERMAL: Design = {
  heading: 'UPS NEXT DAY AIR',
  serviceMark: '1',
  from: ['BRIGHTSIDE PRINT CO', '415 MAIN ST', 'AUSTIN TX 78701'],
  to: ['ELENA VASQUEZ', 'SUITE 900', '1 MARKET ST', 'SAN FRANCISCO CA 94105'],
  routing: 'CA 941 0-05',
  trackingCaption: 'TRACKING #: 1Z 12E 4F5 01 9876 5432',
  code128: '1Z12E4F50198765432',
  twoD: { format: 'pdf417', text: '[)>01 94105 840 001 1Z12E4F501 UPSN' },
  footer: 'BILLING: P/P   1 OF 1   5 LBS',
};

/** Instructions as carriers print them: how to attach the label, where to drop the parcel, what to keep. */
export const INSTRUCTION_SETS: readonly { heading: string; paragraphs: string[] }[] = [
  {
    heading: 'Instructions',
    paragraphs: [
      'Print this page on plain paper. Do not reduce or enlarge the label, and check that the barcode prints clearly without smudges or gaps.',
      'Fold the page along the line so that the label faces out, and tape it securely to the largest side of your package. Do not tape over the barcode.',
      'Drop the package at any post office, in a blue collection box if it fits, or hand it to your carrier. Keep the receipt section for your records.',
    ],
  },
  {
    heading: 'How to send your parcel',
    paragraphs: [
      'Cut out the label along the dashed lines and attach it to the parcel with clear tape, making sure the whole label lies flat.',
      'Remove or cover any old labels and barcodes on the packaging so that the parcel is not sent to the wrong place.',
      'Take the parcel to a drop-off point within seven days. You can find your nearest one online by entering your postcode.',
      'This label can only be used once. Printing it again or copying it will not pay for a second parcel.',
    ],
  },
  {
    heading: 'Shipping checklist',
    paragraphs: [
      'Use a sturdy box with enough cushioning around the contents; fragile items need at least two inches of padding on every side.',
      'Attach the label to the top of the package, away from seams and edges where it could tear during handling.',
      'Schedule a pickup online or drop the package at a retail location. Pickups booked before noon are usually collected the same day.',
    ],
  },
  {
    heading: 'Returns information',
    paragraphs: [
      'Pack the items you are returning in their original packaging if you still have it, together with the returns note.',
      'Stick the label over any existing address. Your refund is issued once the parcel has been scanned at our warehouse.',
    ],
  },
];

export const PARCELFORCE_48: Design = {
  heading: 'PARCELFORCE EXPRESS 48',
  serviceMark: '48',
  from: ['Return: Wrenfield Ceramics', '2 Station Yard', 'Penrith CA11 7JQ'],
  to: ['Oliver Bennett', '91 Fenwick Street', 'Liverpool', 'L2 7LS'],
  routing: 'L2 7LS  LIV',
  trackingCaption: 'CONSIGNMENT PB1234567',
  code128: 'PB1234567001',
  twoD: { format: 'datamatrix', text: 'PF PB1234567001 L27LS 48' },
  footer: 'Collected by Parcelforce Worldwide   Sort 07',
};

export const CANADA_POST: Design = {
  heading: 'CANADA POST EXPEDITED',
  from: ['MAPLE & BIRCH CANDLES', '12 QUEEN ST E', 'TORONTO ON M5C 1R6'],
  to: ['CHLOE TREMBLAY', '455 RUE SAINT-PAUL O', 'MONTREAL QC H2Y 2A2', 'CANADA'],
  routing: 'H2Y 2A2  MTL',
  trackingCaption: 'PIN 7023 2100 8842 1190',
  code128: '7023210088421190',
  twoD: { format: 'pdf417', text: 'CPC 7023210088421190 H2Y2A2 EXP' },
  footer: 'Contract 0042708517   Paid by Etsy',
};
