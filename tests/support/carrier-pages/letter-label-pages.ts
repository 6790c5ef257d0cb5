import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { INSTRUCTION_SETS, USPS_PRIORITY } from './carrier-texts';
import type { CarrierFixture, FixturePage } from './fixture-types';
import { drawLabel } from './label-face';
import { drawFoldLine, drawInstructions } from './page-furniture';
import { LETTER } from './pdf-fixtures';
import { drawOnPage, PT_PER_MM } from './sheet-pen';

// A day's labels as one PDF the way eBay and USPS hand them out: every page Letter, a 4 × 6 in label in its top-left
// corner, a dashed fold line and instructions below; each label its own recipient and tracking number.

const INCH_MM = 25.4;
const LABEL_AT = { xMm: 12.7, yMm: 12.7, widthMm: 4 * INCH_MM, heightMm: 6 * INCH_MM };

const STREETS = ['WILLOW CREEK RD', 'LAKESHORE DR', 'N HIGHLAND AVE', 'PEACHTREE ST NE', 'MARKET ST', 'ORCHARD ST'];
const PLACES = ['BOULDER CO 80301', 'CHICAGO IL 60610', 'ATLANTA GA 30308', 'AUSTIN TX 78701', 'PORTLAND ME 04101', 'DENVER CO 80202'];

/** A USPS IMpb-shaped tracking number, 22 digits, its last a mod-10 check digit (weights 3 and 1 from the right). */
export const uspsTrackingNumber = (index: number): string => {
  const body = `940551189922319${String(index).padStart(6, '0')}`;
  const sum = [...body].reverse().reduce((total, digit, at) => total + Number(digit) * (at % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
};

/**
 * `count` Letter pages, each a USPS Priority label (bordered, 4 × 6 in) top left with a fold line and instructions below,
 * as one PDF: page `n` is order `n`, with its own recipient and tracking number.
 */
export async function letterLabelPages(count: number): Promise<CarrierFixture> {
  const doc = await PDFDocument.create();
  // Fixed dates: the same count is the same bytes on every run.
  doc.setCreationDate(new Date(Date.UTC(2024, 4, 13)));
  doc.setModificationDate(new Date(Date.UTC(2024, 4, 13)));
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const { heading, paragraphs } = INSTRUCTION_SETS[0]!;
  const pages = Array.from({ length: count }, (_, index): FixturePage => {
    const page = doc.addPage([LETTER.widthMm * PT_PER_MM, LETTER.heightMm * PT_PER_MM]);
    const tracking = uspsTrackingNumber(index);
    const place = PLACES[index % PLACES.length]!;
    const label = drawLabel(page, fonts, LABEL_AT, false, {
      ...USPS_PRIORITY,
      borderMm: 0.6,
      to: [`CUSTOMER ${index + 1}`, `${100 + index} ${STREETS[index % STREETS.length]}`, `${place}-${String(1000 + index).slice(-4)}`, 'UNITED STATES'],
      code128: tracking,
      twoD: { format: 'datamatrix', text: `USPS ${tracking} ${place.slice(-5)}` },
    });
    drawOnPage(page, fonts, (pen) => {
      drawFoldLine(pen, { across: 'page-width', atMm: 176, dashed: true, caption: 'FOLD HERE' });
      drawInstructions(pen, { x: 12.7, top: 186, widthMm: 190 }, heading, paragraphs);
    });
    return { sizeMm: LETTER, labels: [label], expect: 'labels' };
  });
  return { name: `usps-letter-${count}`, kind: 'pdf', fileName: `usps-labels-${count}.pdf`, bytes: await doc.save(), pages };
}
