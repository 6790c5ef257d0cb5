import type { PDFPage } from '@cantoo/pdf-lib';
import bwipjs from 'bwip-js/node';
import type { PackedItem } from '../../../src/label-reading/packing-list';
import { CANADA_POST, ROYAL_MAIL_TRACKED, UPS_GROUND, USPS_PRIORITY } from './carrier-texts';
import type { CarrierFixture } from './fixture-types';
import { drawLabel, type LabelDesign } from './label-face';
import { LETTER, pdfFixture } from './pdf-fixtures';
import { drawOnPage, type Fonts } from './sheet-pen';

// A seller's day: a Letter page per order, the carrier's 4 × 6 label on the left and the shop's packing slip (order
// number, SKU, item, quantity) on the right. Four carriers, one UPS label printed twice, 2D codes on every label.

const FOUR_BY_SIX = { widthMm: 101.6, heightMm: 152.4 };
const LABEL_AT = { xMm: 8, yMm: 12, ...FOUR_BY_SIX };

/** FedEx Express: its 34-digit barcode ends with the 12-digit tracking number. */
const FEDEX_EXPRESS: Omit<LabelDesign, 'borderMm'> = {
  heading: 'FEDEX EXPRESS SAVER',
  serviceMark: 'E',
  from: ['SUMMIT OUTDOOR SUPPLY', '901 RIVER RD', 'BOISE ID 83702'],
  to: ['DANIEL OKAFOR', '72 HARBOR VIEW TER', 'SAN DIEGO CA 92101', 'US'],
  routing: '92101  SAN  XS',
  trackingCaption: 'TRK# 7766 3251 7510',
  code128: '9622001900000000000000776632517510',
  twoD: { format: 'pdf417', text: 'FDX 776632517510 92101 XS 0201' },
  footer: 'Ref: WEB   Dept: 12',
};

/** A label of the day as the cropper should read it. */
export type DayLabel = { carrier: string; tracking: string; order: string; postcode: string; items: PackedItem[]; design: Omit<LabelDesign, 'borderMm'> };

export const DAY_LABELS: readonly DayLabel[] = [
  { carrier: 'UPS', tracking: '1Z999AA10123456784', order: '5012', postcode: '30308', design: UPS_GROUND, items: [{ sku: 'MUG-BLUE', description: 'Blue stoneware mug, 12 oz', quantity: 2 }, { sku: 'TEA-EARL', description: 'Earl Grey loose tea, 100 g', quantity: 1 }] },
  { carrier: 'USPS', tracking: '9405511899223197428490', order: '5013', postcode: '80301-5512', design: USPS_PRIORITY, items: [{ sku: 'LAMP-01', description: 'Brass desk lamp', quantity: 1 }, { sku: 'MUG-BLUE', description: 'Blue stoneware mug, 12 oz', quantity: 1 }] },
  { carrier: 'FedEx', tracking: '776632517510', order: '5014', postcode: '92101', design: FEDEX_EXPRESS, items: [{ sku: 'BOWL-2', description: 'Serving bowl, large', quantity: 4 }] },
  { carrier: 'Royal Mail', tracking: 'TT123456785GB', order: '5015', postcode: 'BS6 5NP', design: ROYAL_MAIL_TRACKED, items: [{ sku: 'TEA-EARL', description: 'Earl Grey loose tea, 100 g', quantity: 3 }] },
  // The first order's label again: printed twice.
  { carrier: 'UPS', tracking: '1Z999AA10123456784', order: '5012', postcode: '30308', design: UPS_GROUND, items: [{ sku: 'MUG-BLUE', description: 'Blue stoneware mug, 12 oz', quantity: 2 }, { sku: 'TEA-EARL', description: 'Earl Grey loose tea, 100 g', quantity: 1 }] },
];

/** The shop's packing slip at the right of the page: its order number, then a table of SKU, item and quantity. */
const drawPackingSlip = (page: PDFPage, fonts: Fonts, order: string, items: readonly PackedItem[]): void =>
  drawOnPage(page, fonts, (pen) => {
    const left = 120;
    pen.text('PACKING SLIP', left, 22, 14, { bold: true });
    pen.text(`Order #${order}`, left, 30, 10);
    pen.text('Thank you for shopping with Hollow Oak Home.', left, 36, 8, { maxWidthMm: 88 });
    const columns = [left, left + 24, left + 80];
    ['SKU', 'Item', 'Qty'].forEach((heading, index) => pen.text(heading, columns[index] ?? left, 48, 9, { bold: true }));
    pen.line([left, 50], [left + 88, 50], 0.3);
    items.forEach((item, row) => {
      const y = 56 + row * 6;
      pen.text(item.sku, columns[0] ?? left, y, 9);
      pen.text(item.description, columns[1] ?? left, y, 9, { maxWidthMm: 54 });
      pen.text(String(item.quantity), columns[2] ?? left, y, 9);
    });
    pen.text(`Total items: ${items.reduce((sum, item) => sum + item.quantity, 0)}`, left, 58 + items.length * 6, 9, { bold: true });
  });

/** The day's PDF: one Letter page per label of DAY_LABELS. */
export const dayFixture = (name = 'day-of-orders'): Promise<CarrierFixture> =>
  pdfFixture(
    name,
    DAY_LABELS.map((label) => ({
      sizeMm: LETTER,
      expect: 'labels' as const,
      draw: (page: PDFPage, fonts: Fonts) => {
        const drawn = drawLabel(page, fonts, LABEL_AT, false, { ...label.design, borderMm: 0.6 });
        drawPackingSlip(page, fonts, label.order, label.items);
        return [drawn];
      },
    })),
  );

/** A Code 128 whose check character is wrong: found by a reader, but never decoded. */
export const damagedCode128 = (text: string): number[] => {
  const [good] = bwipjs.raw('code128', text, {});
  const [other] = bwipjs.raw('code128', `${text.slice(0, -1)}${text.at(-1) === '1' ? '2' : '1'}`, {});
  if (!good || !other || !('sbs' in good) || !('sbs' in other)) throw new Error('bwip-js did not encode Code 128');
  // Bars and spaces: the start (6), the data (6 each), the check (6), the stop (7). Take the other's check.
  const checkAt = good.sbs.length - 13;
  return [...good.sbs.slice(0, checkAt), ...other.sbs.slice(checkAt, checkAt + 6), ...good.sbs.slice(checkAt + 6)];
};

/** A one-page PDF of a Canada Post label whose barcode is damaged in the file itself. */
export const damagedLabelFixture = (): Promise<CarrierFixture> =>
  pdfFixture('damaged-barcode', [
    {
      sizeMm: LETTER,
      expect: 'labels',
      draw: (page, fonts) => [drawLabel(page, fonts, LABEL_AT, false, { ...CANADA_POST, borderMm: 0.6, damagedBars: damagedCode128(CANADA_POST.code128) })],
    },
  ]);
