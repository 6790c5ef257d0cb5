import { PDFDocument, StandardFonts, type PDFPage } from '@cantoo/pdf-lib';
import type { PageSizeMm } from '../../../src/cropper/source-page';
import {
  CANADA_POST,
  DHL_EXPRESS,
  DPD_CLASSIC,
  EVRI_NEXT_DAY,
  FEDEX_HOME,
  INSTRUCTION_SETS,
  PARCELFORCE_48,
  ROYAL_MAIL_SPECIAL,
  ROYAL_MAIL_TRACKED,
  UPS_GROUND,
  USPS_GROUND_ADVANTAGE,
  USPS_PRIORITY,
} from './carrier-texts';
import type { CarrierFixture, FixtureLabel, FixturePage } from './fixture-types';
import { drawLabel } from './label-face';
import { drawAdvert, drawFoldLine, drawInstructions, drawReceipt, type FoldLine } from './page-furniture';
import { drawOnPage, PT_PER_MM, type Fonts, type Pen } from './sheet-pen';

// The PDF fixtures: labels laid out on office paper the ways carriers do it.

export const LETTER: PageSizeMm = { widthMm: 215.9, heightMm: 279.4 };
export const LETTER_LANDSCAPE: PageSizeMm = { widthMm: 279.4, heightMm: 215.9 };
export const A4: PageSizeMm = { widthMm: 210, heightMm: 297 };

const INCH_MM = 25.4;
const FOUR_BY_SIX = { widthMm: 4 * INCH_MM, heightMm: 6 * INCH_MM };
const SIX_BY_FOUR = { widthMm: 6 * INCH_MM, heightMm: 4 * INCH_MM };
// An A6 label inside an A4 quarter, a few mm in from the quarter's edges.
const A6_IN_QUARTER = { widthMm: 99, heightMm: 142 };

/** A page to draw: its size, what finding must say, and the drawing (which returns the labels it drew). */
export type PageSpec = { sizeMm: PageSizeMm; expect: FixturePage['expect']; draw: (page: PDFPage, fonts: Fonts) => FixtureLabel[] };

export const pdfFixture = async (name: string, pages: readonly PageSpec[]): Promise<CarrierFixture> => {
  const doc = await PDFDocument.create();
  // Fixed dates: the same fixture is the same bytes on every run.
  doc.setCreationDate(new Date(Date.UTC(2024, 4, 13)));
  doc.setModificationDate(new Date(Date.UTC(2024, 4, 13)));
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const fixturePages = pages.map((spec): FixturePage => {
    const page = doc.addPage([spec.sizeMm.widthMm * PT_PER_MM, spec.sizeMm.heightMm * PT_PER_MM]);
    return { sizeMm: spec.sizeMm, labels: spec.draw(page, fonts), expect: spec.expect };
  });
  return { name, kind: 'pdf', fileName: `${name}.pdf`, bytes: await doc.save(), pages: fixturePages };
};

/** Draws on the whole page with the pen. */
const onPage = (page: PDFPage, fonts: Fonts, draw: (pen: Pen) => void): void => drawOnPage(page, fonts, draw);

const folds = (page: PDFPage, fonts: Fonts, lines: readonly FoldLine[]): void => onPage(page, fonts, (pen) => lines.forEach((line) => drawFoldLine(pen, line)));

const instructions = (page: PDFPage, fonts: Fonts, set: number, at: { x: number; top: number; widthMm: number }): void => {
  const { heading, paragraphs } = INSTRUCTION_SETS[set]!;
  onPage(page, fonts, (pen) => drawInstructions(pen, at, heading, paragraphs));
};

/** A4 cut into quarters by dashed lines through its middle. */
const quarterCutLines: FoldLine[] = [
  { across: 'page-width', atMm: A4.heightMm / 2, dashed: true },
  { across: 'page-height', atMm: A4.widthMm / 2, dashed: true },
];

/** eBay/USPS style: a 4×6 label top left, a dashed fold line, instructions below; then an instructions page and a blank one. */
const uspsLetterFold = (): Promise<CarrierFixture> =>
  pdfFixture('usps-letter-fold', [
    {
      sizeMm: LETTER,
      expect: 'labels',
      draw: (page, fonts) => {
        const label = drawLabel(page, fonts, { xMm: 12.7, yMm: 12.7, ...FOUR_BY_SIX }, false, { ...USPS_PRIORITY, borderMm: 0.6 });
        folds(page, fonts, [{ across: 'page-width', atMm: 176, dashed: true, caption: 'FOLD HERE' }]);
        instructions(page, fonts, 0, { x: 12.7, top: 186, widthMm: 190 });
        // An advert with a 2D code (a web address) beside the label: a 2D code alone does not make a label.
        const advert = { heading: 'Ship more, save more', lines: ['Free boxes delivered', 'to your door.', 'Order online today.'], code: 'https://example.com/boxes' };
        onPage(page, fonts, (pen) => drawAdvert(pen, { xMm: 128, yMm: 20, widthMm: 76, heightMm: 60 }, advert));
        return [label];
      },
    },
    {
      sizeMm: LETTER,
      expect: 'no-label',
      draw: (page, fonts) => {
        instructions(page, fonts, 2, { x: 18, top: 20, widthMm: 180 });
        instructions(page, fonts, 3, { x: 18, top: 110, widthMm: 180 });
        // A large bold heading: its letters' stems run straight for millimetres, as bars do, but it is no barcode.
        const advert = { heading: 'NEED PACKAGING? BUY IT HERE', headingPt: 30, lines: ['Boxes, envelopes and tape at every post office.', 'Flat rate boxes ship anywhere in the country for one price.'] };
        onPage(page, fonts, (pen) => drawAdvert(pen, { xMm: 18, yMm: 195, widthMm: 180, heightMm: 45 }, advert));
        return [];
      },
    },
    { sizeMm: LETTER, expect: 'blank', draw: () => [] },
  ]);

/** UPS style on landscape Letter: a borderless label on the left half, a dashed fold line, instructions on the right. */
const upsLandscapeHalves = (): Promise<CarrierFixture> =>
  pdfFixture('ups-landscape-halves', [
    {
      sizeMm: LETTER_LANDSCAPE,
      expect: 'labels',
      draw: (page, fonts) => {
        const label = drawLabel(page, fonts, { xMm: 12, yMm: 25, ...FOUR_BY_SIX }, false, UPS_GROUND);
        folds(page, fonts, [{ across: 'page-height', atMm: LETTER_LANDSCAPE.widthMm / 2, dashed: true, caption: 'FOLD' }]);
        instructions(page, fonts, 1, { x: 152, top: 25, widthMm: 115 });
        return [label];
      },
    },
  ]);

/** Royal Mail/Evri/DPD style: an A6 label in one quarter of A4, sometimes with instructions in another. */
const a4Quarter = (name: string, draw: PageSpec['draw']): Promise<CarrierFixture> => pdfFixture(name, [{ sizeMm: A4, expect: 'labels', draw }]);

const a4QuarterFixtures = (): Promise<CarrierFixture>[] => [
  a4Quarter('royal-mail-a4-top-left', (page, fonts) => {
    const label = drawLabel(page, fonts, { xMm: 3, yMm: 3, ...A6_IN_QUARTER }, false, { ...ROYAL_MAIL_TRACKED, borderMm: 0.5 });
    folds(page, fonts, quarterCutLines);
    instructions(page, fonts, 1, { x: 117, top: 160, widthMm: 83 });
    return [label];
  }),
  a4Quarter('evri-a4-top-right', (page, fonts) => {
    const label = drawLabel(page, fonts, { xMm: 108, yMm: 3.5, ...A6_IN_QUARTER }, false, EVRI_NEXT_DAY);
    folds(page, fonts, quarterCutLines);
    instructions(page, fonts, 3, { x: 10, top: 162, widthMm: 83 });
    return [label];
  }),
  a4Quarter('royal-mail-a4-bottom-left', (page, fonts) => [drawLabel(page, fonts, { xMm: 3, yMm: 152, ...A6_IN_QUARTER }, false, ROYAL_MAIL_SPECIAL)]),
  a4Quarter('dpd-a4-bottom-right', (page, fonts) => {
    const label = drawLabel(page, fonts, { xMm: 108, yMm: 152, ...A6_IN_QUARTER }, false, { ...DPD_CLASSIC, borderMm: 0.4 });
    instructions(page, fonts, 1, { x: 10, top: 12, widthMm: 85 });
    const advert = { heading: 'Track on the go', lines: ['Get the app for live updates', 'and delivery notifications.'], code: 'https://example.com/app' };
    onPage(page, fonts, (pen) => drawAdvert(pen, { xMm: 115, yMm: 20, widthMm: 85, heightMm: 45 }, advert));
    return [label];
  }),
];

/** DHL style: a borderless label in the middle of landscape Letter and a bordered receipt box beside it. */
const dhlReceiptBeside = (): Promise<CarrierFixture> =>
  pdfFixture('dhl-receipt-beside', [
    {
      sizeMm: LETTER_LANDSCAPE,
      expect: 'labels',
      draw: (page, fonts) => {
        const rect = { xMm: (LETTER_LANDSCAPE.widthMm - FOUR_BY_SIX.widthMm) / 2, yMm: 31.75, ...FOUR_BY_SIX };
        const label = drawLabel(page, fonts, rect, false, DHL_EXPRESS);
        const receipt = { xMm: rect.xMm + rect.widthMm + 12, yMm: rect.yMm, widthMm: 60, heightMm: 90 };
        const lines = ['Date: 2024-05-13', 'Origin: ZRH', 'Destination: TYO', 'Weight: 1.2 kg', 'Charge: CHF 86.40', 'Paid: CARD 4417'];
        onPage(page, fonts, (pen) => drawReceipt(pen, receipt, lines, 'R5541'));
        return [label];
      },
    },
  ]);

/** A 6×4 area at the top of Letter holding a portrait label turned a quarter, a fold line, instructions below. */
const uspsTurnedLetter = (): Promise<CarrierFixture> =>
  pdfFixture('usps-turned-letter', [
    {
      sizeMm: LETTER,
      expect: 'labels',
      draw: (page, fonts) => {
        const label = drawLabel(page, fonts, { xMm: 31.75, yMm: 12.7, ...SIX_BY_FOUR }, true, { ...USPS_GROUND_ADVANTAGE, borderMm: 0.5 });
        folds(page, fonts, [{ across: 'page-width', atMm: 128, dashed: true, caption: 'FOLD HERE' }]);
        instructions(page, fonts, 2, { x: 20, top: 140, widthMm: 176 });
        return [label];
      },
    },
  ]);

/** A borderless landscape (6×4) label upright on Letter, a solid fold line, instructions below. */
const fedexWideLetter = (): Promise<CarrierFixture> =>
  pdfFixture('fedex-wide-letter', [
    {
      sizeMm: LETTER,
      expect: 'labels',
      draw: (page, fonts) => {
        const label = drawLabel(page, fonts, { xMm: 31.75, yMm: 15, ...SIX_BY_FOUR }, false, FEDEX_HOME);
        folds(page, fonts, [{ across: 'page-width', atMm: 134, dashed: false }]);
        instructions(page, fonts, 0, { x: 20, top: 146, widthMm: 176 });
        return [label];
      },
    },
  ]);

/** Two 4×6 labels side by side on landscape Letter (one bordered, one not), a dashed cut line between. */
const twoLabelsLetter = (): Promise<CarrierFixture> =>
  pdfFixture('etsy-two-labels', [
    {
      sizeMm: LETTER_LANDSCAPE,
      expect: 'labels',
      draw: (page, fonts) => {
        const left = drawLabel(page, fonts, { xMm: 25, yMm: 31.75, ...FOUR_BY_SIX }, false, { ...PARCELFORCE_48, borderMm: 0.6 });
        const right = drawLabel(page, fonts, { xMm: 152.8, yMm: 31.75, ...FOUR_BY_SIX }, false, CANADA_POST);
        folds(page, fonts, [{ across: 'page-height', atMm: LETTER_LANDSCAPE.widthMm / 2, dashed: true }]);
        return [left, right];
      },
    },
  ]);

/** Every PDF fixture. */
export const pdfFixtures = (): Promise<CarrierFixture[]> =>
  Promise.all([uspsLetterFold(), upsLandscapeHalves(), ...a4QuarterFixtures(), dhlReceiptBeside(), uspsTurnedLetter(), fedexWideLetter(), twoLabelsLetter()]);
