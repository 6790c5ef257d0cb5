import type { Rect } from '../stock/sheet-slots';
import { orderNumberIn } from './order-number';
import { packedItems, type PackedItem } from './packing-list';
import { centreOf, holds, isLinear, plainData, type PageReading, type ReadCode, type TextPiece } from './page-reading';
import { postcodeInAddress, postcodeInCarrierData } from './postcodes';
import { linesOf, type TextLine } from './text-lines';
import { trackingAfterCaption, trackingInCode, trackingsInData, type Tracking } from './tracking-numbers';

// What one label says, from its page as read: its barcodes and text inside its crop, and the order list printed
// beside it (text outside every label on the page belongs to the nearest label).

/** A label as read. `text` is 'none' for a page without text (a scan, an image): no order, items or postcode then. */
export type LabelFacts = {
  text: 'read' | 'none';
  /** The barcodes inside the label that decoded, and how many more were found but did not. */
  codes: readonly ReadCode[];
  damaged: number;
  tracking: Tracking | null;
  /** The label's main linear barcode's data, when it holds no tracking number we know. */
  barcode: string | null;
  order: string | null;
  items: readonly PackedItem[];
  postcode: string | null;
};

/** A label's text may reach this far past its crop (a border's width, a crop drawn a hair tight). */
const EDGE_MM = 1;

/** Captions a tracking number follows on carriers' labels. */
const TRACKING_CAPTION = /\b(?:tracking|trk|waybill|awb|pin|paketschein|sendungs?nummer|consignment|parcel|tracking\s*(?:no|number|#))\b\.?\s*(?:no\.?|number|#)?\s*[:#]?/i;

/** The words that must stand on a label for a bare digit string's check to name its carrier. */
const CARRIER_WORDS: Readonly<Record<string, RegExp>> = { FedEx: /fedex/i, 'DHL Express': /\bdhl\b/i, USPS: /\busps\b|postal service/i };

const distance = (rect: Rect, piece: TextPiece): number => {
  const dx = Math.max(rect.xMm - piece.xMm, 0, piece.xMm - (rect.xMm + rect.widthMm));
  const dy = Math.max(rect.yMm - piece.yMm, 0, piece.yMm - (rect.yMm + rect.heightMm));
  return Math.hypot(dx, dy);
};

/** What the label at `crop` says; `others` are the page's other labels, which take the text nearest them. */
export function labelFacts(page: PageReading, crop: Rect, others: readonly Rect[] = []): LabelFacts {
  const inside = page.codes.filter((code) => {
    const centre = centreOf(code.box);
    return holds(crop, centre.xMm, centre.yMm, EDGE_MM);
  });
  const codes = inside.filter((code) => code.decoded);
  const damaged = inside.length - codes.length;
  if (page.text === null || page.text.length === 0) {
    return { text: 'none', codes, damaged, tracking: trackingOf(codes, [], ''), barcode: mainBarcode(codes), order: null, items: [], postcode: postcodeInCodes(codes) };
  }
  const own = page.text.filter((piece) => holds(crop, piece.xMm, piece.yMm, EDGE_MM));
  const beside = page.text.filter((piece) => !holds(crop, piece.xMm, piece.yMm, EDGE_MM) && others.every((other) => !holds(other, piece.xMm, piece.yMm, EDGE_MM) && distance(crop, piece) <= distance(other, piece)));
  const ownLines = linesOf(own);
  const besideLines = linesOf(beside);
  const words = own.map((piece) => piece.text).join(' ');
  const tracking = trackingOf(codes, ownLines, words);
  return {
    text: 'read',
    codes,
    damaged,
    tracking,
    barcode: tracking ? null : mainBarcode(codes),
    order: orderNumberIn(ownLines) ?? orderNumberIn(besideLines),
    items: packedItems(besideLines).length > 0 ? packedItems(besideLines) : packedItems(ownLines),
    postcode: postcodeInCodes(codes) ?? postcodeInAddress(ownLines),
  };
}

/** A number that names its carrier by itself, or whose carrier's name stands on the label. */
const confirmed = (found: Tracking | null, words: string): found is Tracking =>
  found !== null && (found.distinctive || (CARRIER_WORDS[found.carrier]?.test(words) ?? false));

/** The tracking number: from a linear barcode first, then after a caption in the text, then inside a 2D code. */
function trackingOf(codes: readonly ReadCode[], lines: readonly TextLine[], words: string): Tracking | null {
  for (const code of codes.filter((candidate) => isLinear(candidate.format))) {
    const found = trackingInCode(code.text);
    if (confirmed(found, words)) return found;
  }
  for (const line of lines) {
    const caption = TRACKING_CAPTION.exec(line.text);
    const found = caption ? trackingAfterCaption(line.text.slice(caption.index + caption[0].length)) : null;
    if (confirmed(found, words)) return found;
  }
  for (const line of lines) {
    for (const cell of line.cells) {
      const found = trackingAfterCaption(cell.text);
      if (found?.distinctive) return found;
    }
  }
  for (const code of codes.filter((candidate) => !isLinear(candidate.format))) {
    const found = trackingsInData(code.text).find((tracking) => tracking.distinctive);
    if (found) return found;
  }
  return null;
}

/** The largest linear barcode's data: on a carrier's label, the one a sorting office scans. */
const mainBarcode = (codes: readonly ReadCode[]): string | null => {
  const linear = codes.filter((code) => isLinear(code.format)).sort((a, b) => b.box.widthMm * b.box.heightMm - a.box.widthMm * a.box.heightMm);
  const first = linear[0];
  return first ? plainData(first.text) || null : null;
};

const postcodeInCodes = (codes: readonly ReadCode[]): string | null => {
  for (const code of codes) {
    const found = isLinear(code.format) ? trackingInCode(code.text)?.postcode : postcodeInCarrierData(code.text);
    if (found) return found;
  }
  return null;
};
