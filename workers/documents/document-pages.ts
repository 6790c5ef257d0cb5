import type { Face } from '../../src/label/face-items';
import { PT_PER_MM } from '../../src/label/face-items';
import type { FontSet } from '../../src/label/font-set';
import { cn22Face } from '../../src/contents/forms/cn22-face';
import { cn23Pages } from '../../src/contents/forms/cn23-pages';
import { invoicePages } from '../../src/contents/forms/invoice-pages';
import { packingSlipPages } from '../../src/contents/forms/packing-slip-pages';
import type { PackingSlipPaper } from '../../src/contents/parcel-contents';
import type { CustomsForm } from '../../src/contents/customs-form';
import type { ParcelPlan } from '../../src/contents/parcel-plan';
import type { LabelStock, MmSize } from '../../src/stock/label-stock';
import { A4, LETTER } from '../../src/stock/stock-catalogue';
import type { PrintOptions } from '../../src/stock/print-options';
import type { PrintedPage } from '../pdf/labels-document';
import { placeFaces, type FaceToPlace } from '../pdf/render-labels-pdf';

// Where each document of a parcel prints. The CN 22 travels with the label: the next label of a roll or slot of a
// sheet when one holds it, below the label on a page when there is room, else on a page of its own. The CN 23, the
// invoice and the packing slip are pages of paper: Letter when the stock is, A4 otherwise (and for rolls).

/** The UPU's CN 22 is about 74 × 105 mm; on paper it prints a little larger (A6), its type easier to read. */
const CN22_ON_PAPER: MmSize = { width: 105, height: 148 };
/** The smallest CN 22 a page's room below its label may take. */
const CN22_SHORTEST_MM = 100;
/** A label (or slot) holds a CN 22 when it is at least this big. */
const CN22_SMALLEST_FACE: MmSize = { width: 70, height: 100 };
/** The margin around a CN 22 on paper, and the room between a label and its CN 22 on a page. */
const PAPER_MARGIN_MM = 10;
const GAP_MM = 8;

const near = (a: MmSize, b: MmSize) => Math.abs(a.width - b.width) < 1 && Math.abs(a.height - b.height) < 1;

/** The paper the parcel's documents print on: Letter when the stock is a Letter page or sheet, A4 otherwise. */
export const paperFor = (stock: LabelStock): MmSize => (near(stock.pageMm, LETTER) ? LETTER : A4);

/** How far down a face anything prints: its lowest rule or barcode, or its lowest row's descenders. */
const printedBottomMm = (face: Face): number =>
  Math.max(0, ...face.map((item) => (item.kind === 'text' ? item.baselineMm + (0.3 * item.sizePt) / PT_PER_MM : item.yMm + item.heightMm)));

const alone = (pageMm: MmSize, face: Face, at: { xMm: number; yMm: number }, size: MmSize): PrintedPage => ({
  pageMm,
  faces: [{ face, slot: { ...at, widthMm: size.width, heightMm: size.height }, turned: false, painted: true }],
});

/** A CN 22 on a face of this size, or null when its lines do not all fit (a CN 23 goes instead). */
function cn22On(plan: ParcelPlan, faceMm: MmSize, marginMm: number, fonts: FontSet): Face | null {
  if (!plan.customs) return null;
  const laidOut = cn22Face(plan.customs.declaration, faceMm, fonts, { marginMm });
  return laidOut.overflow > 0 ? null : laidOut.face;
}

/** Where a parcel's CN 22 goes on this stock: a face placed like a label, a page of paper, or nowhere (a CN 23 instead). */
export type Cn22Placing = { kind: 'face'; face: FaceToPlace } | { kind: 'paper'; page: PrintedPage } | { kind: 'cn23' };

/** The CN 22 as the stock's next label when one holds it (labelMm: the label's face), else on paper. */
export function cn22Placing(stock: LabelStock, labelMm: MmSize, plan: ParcelPlan, fonts: FontSet): Cn22Placing {
  const faceMm = stock.continuous ? { width: labelMm.width, height: Math.max(CN22_SMALLEST_FACE.height, labelMm.width * 1.4) } : labelMm;
  if (stock.group !== 'pages' && faceMm.width >= CN22_SMALLEST_FACE.width && faceMm.height >= CN22_SMALLEST_FACE.height) {
    const face = cn22On(plan, faceMm, Math.max(3, stock.safeMarginMm, stock.endMarginMm), fonts);
    if (face) return { kind: 'face', face: { face, index: 0, faceMm, painted: true } };
  }
  const paper = stock.group === 'pages' ? stock.pageMm : paperFor(stock);
  const face = cn22On(plan, CN22_ON_PAPER, 0, fonts);
  return face ? { kind: 'paper', page: alone(paper, face, { xMm: PAPER_MARGIN_MM, yMm: PAPER_MARGIN_MM }, CN22_ON_PAPER) } : { kind: 'cn23' };
}

export type LabelPages = { pages: PrintedPage[]; customsForm: CustomsForm | null };

/**
 * The label's pages on its stock with the CN 22 where it travels, and which customs form the parcel ends up with:
 * a CN 22 whose lines do not all fit becomes a CN 23.
 */
export function labelPages(stock: LabelStock, options: PrintOptions, faces: readonly FaceToPlace[], plan: ParcelPlan, fonts: FontSet): LabelPages {
  if (plan.customs?.form !== 'CN22') return { pages: placeFaces(stock, options, faces), customsForm: plan.customs?.form ?? null };
  if (stock.group === 'pages') return belowTheLabel(stock, options, faces, plan, fonts);
  const placing = cn22Placing(stock, faces[0]?.faceMm ?? stock.labelMm, plan, fonts);
  if (placing.kind === 'face') return { pages: placeFaces(stock, options, [...faces, placing.face]), customsForm: 'CN22' };
  const pages = placeFaces(stock, options, faces);
  return placing.kind === 'paper' ? { pages: [...pages, placing.page], customsForm: 'CN22' } : { pages, customsForm: 'CN23' };
}

/** On a page stock: the CN 22 below the label when there is room, else on the next page. */
function belowTheLabel(stock: LabelStock, options: PrintOptions, faces: readonly FaceToPlace[], plan: ParcelPlan, fonts: FontSet): LabelPages {
  const pages = placeFaces(stock, options, faces);
  const last = pages.at(-1);
  const lastFace = last?.faces.at(-1);
  const top = lastFace ? lastFace.slot.yMm + printedBottomMm(lastFace.face) + GAP_MM : stock.pageMm.height;
  const room = stock.pageMm.height - PAPER_MARGIN_MM - top;
  const size = { width: CN22_ON_PAPER.width, height: Math.min(room, CN22_ON_PAPER.height) };
  const below = last && room >= CN22_SHORTEST_MM ? cn22On(plan, size, 0, fonts) : null;
  if (last && below) {
    last.faces.push({ face: below, slot: { xMm: PAPER_MARGIN_MM, yMm: top, widthMm: size.width, heightMm: size.height }, turned: false, painted: true });
    return { pages, customsForm: 'CN22' };
  }
  const placing = cn22Placing(stock, stock.labelMm, plan, fonts);
  return placing.kind === 'paper' ? { pages: [...pages, placing.page], customsForm: 'CN22' } : { pages, customsForm: 'CN23' };
}

/** The documents printed on paper after the label, by kind, each in its copies. */
export type PaperPages = { customs: PrintedPage[]; invoices: PrintedPage[]; packingSlips: PrintedPage[] };

/** A 4 × 6 in label, the packing slip's third paper. */
const FOUR_BY_SIX: MmSize = { width: 101.6, height: 152.4 };

/** The packing slip's paper: the one chosen, A4 and Letter being the stock's own when the stock is on paper of that size. */
const slipPaper = (paper: PackingSlipPaper): MmSize => (paper === '4x6' ? FOUR_BY_SIX : paper === 'letter' ? LETTER : A4);

/** The parcel's documents on paper: the CN 23 (when the customs form is one) and the invoice in their copies, the packing slip once. */
export function paperPages(stock: LabelStock, plan: ParcelPlan, customsForm: CustomsForm | null, fonts: FontSet): PaperPages {
  const paper = paperFor(stock);
  const copies = <T>(pages: readonly T[]): T[] => Array.from({ length: plan.copies }, () => pages).flat();
  const whole = (pageMm: MmSize) => (face: Face): PrintedPage => alone(pageMm, face, { xMm: 0, yMm: 0 }, pageMm);
  const cn23 = plan.customs && customsForm === 'CN23' ? cn23Pages(plan.customs.declaration, paper, fonts).pages.map(whole(paper)) : [];
  const invoice = plan.invoice ? invoicePages(plan.invoice, paper, fonts).pages.map(whole(paper)) : [];
  const slipMm = plan.packingSlip ? slipPaper(plan.packingSlip.paper) : paper;
  const slip = plan.packingSlip ? packingSlipPages(plan.packingSlip.slip, slipMm, fonts).pages.map(whole(slipMm)) : [];
  return { customs: copies(cn23), invoices: copies(invoice), packingSlips: slip };
}

/** Every paper page of a parcel, in the order they follow its label. */
export const allPaper = ({ customs, invoices, packingSlips }: PaperPages): PrintedPage[] => [...customs, ...invoices, ...packingSlips];
