import type { PackingSlipPaper, ParcelPaperwork } from '../../contents/parcel-contents';
import { localDate } from '../contents';
import type { LabelData } from '../../label/label-data';
import type { LabelStock } from '../../stock/label-stock';
import { LETTER } from '../../stock/stock-catalogue';
import type { BatchParcel } from '../label-worker';

const FOUR_BY_SIX_MM = { width: 101.6, height: 152.4 };
const near = (a: number, b: number) => Math.abs(a - b) < 2;

/** A packing slip on the stock's own paper: a 4 × 6 in label on a 4 × 6 in roll, Letter on Letter, A4 otherwise. */
export function slipPaperFor(stock: LabelStock | null): PackingSlipPaper {
  if (stock === null) return 'a4';
  const { labelMm, pageMm } = stock;
  if (stock.group === 'rolls' && near(Math.min(labelMm.width, labelMm.height), FOUR_BY_SIX_MM.width) && near(Math.max(labelMm.width, labelMm.height), FOUR_BY_SIX_MM.height)) return '4x6';
  return near(pageMm.width, LETTER.width) && near(pageMm.height, LETTER.height) ? 'letter' : 'a4';
}

/** The orders as the worker makes them: each declaration dated the day it is made, each slip on the stock's paper. */
export function batchParcels(rows: readonly { label: LabelData; paperwork: ParcelPaperwork | null }[], stock: LabelStock | null, now: Date): BatchParcel[] {
  const date = localDate(now);
  const packingSlipPaper = slipPaperFor(stock);
  return rows.map(({ label, paperwork }) => ({
    label,
    paperwork: paperwork && { contents: { ...paperwork.contents, date }, documents: { ...paperwork.documents, packingSlipPaper } },
  }));
}
