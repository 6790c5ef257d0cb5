import type { SourceKind } from '../../cropper/file-kind';
import type { PageFinding } from '../../cropper/find-labels';
import type { CropRect, PageSizeMm, QuarterTurns } from '../../cropper/source-page';
import type { ZplNote } from '../../zpl/zpl-notes';
import type { PageReading } from '../../label-reading/page-reading';

/** Why a page prints nothing until the visitor includes it: blank, no label found, or it could not be drawn. */
export type SkipReason = 'blank' | 'no-label' | 'failed' | 'chosen';

/** One label to print: a crop of a page of a file, with the visitor's turns; a page with two labels has two. */
export type CropItem = {
  key: string;
  fileId: string;
  fileName: string;
  /** The page, from 0, and how many the file has (an image has one). */
  page: number;
  pageCount: number;
  /** Which label of the page this is (from 0) and how many were found on it. */
  label: number;
  labelCount: number;
  kind: SourceKind;
  sizeMm: PageSizeMm;
  /** The page's picture once drawn; null while its labels are being found. */
  thumbnailUrl: string | null;
  crop: CropRect;
  turns: QuarterTurns;
  skipped: SkipReason | null;
  /** Pixels a source mm for an image or a ZPL label (whole dots when printed); null for a PDF's vectors. */
  pxPerMm: number | null;
  /** What the card says about a ZPL label: commands left out, graphics not whole. */
  notes: readonly ZplNote[];
  /** What its page says (text and barcodes) once read, shared by the page's labels; 'failed' when it could not be read. */
  reading: PageReading | 'failed' | null;
};

const wholePage = (size: PageSizeMm): CropRect => ({ xMm: 0, yMm: 0, widthMm: size.widthMm, heightMm: size.heightMm });

const keyOf = (fileId: string, page: number, label: number): string => `${fileId}:${page}:${label}`;

/** A page waiting for its picture: the whole page, not printed until its labels are found. */
export function waitingItem(file: { id: string; name: string; kind: SourceKind; pxPerMm?: number | null }, page: number, pageCount: number, sizeMm: PageSizeMm): CropItem {
  const { id, name, kind } = file;
  const pxPerMm = file.pxPerMm ?? null;
  return { key: keyOf(id, page, 0), fileId: id, fileName: name, page, pageCount, label: 0, labelCount: 1, kind, sizeMm, thumbnailUrl: null, crop: wholePage(sizeMm), turns: 0, skipped: null, pxPerMm, notes: [], reading: null };
}

/** The page's items once it has been looked at: one per label found, turned to read upright, or one skipped item saying why. */
export function foundItems(waiting: CropItem, thumbnailUrl: string, finding: PageFinding, upright: readonly QuarterTurns[] = [], notes: readonly ZplNote[] = []): CropItem[] {
  if (finding.kind !== 'labels' || finding.labels.length === 0) {
    return [{ ...waiting, thumbnailUrl, notes, skipped: finding.kind === 'blank' ? 'blank' : 'no-label' }];
  }
  return finding.labels.map((crop, label) => ({
    ...waiting,
    notes,
    key: keyOf(waiting.fileId, waiting.page, label),
    label,
    labelCount: finding.labels.length,
    thumbnailUrl,
    crop,
    turns: upright[label] ?? 0,
  }));
}

/** A page that could not be drawn: kept, skipped, with the whole page as its crop should the visitor include it. */
export const failedItem = (waiting: CropItem): CropItem => ({ ...waiting, skipped: 'failed' });

/**
 * "Use this crop for all pages like it": every page of the same kind and size gets this item's crop and turns, as its
 * one label, included, whatever was found on it. `like` lists the page keys (fileId:page) to change.
 */
export function cropForPagesLike(items: readonly CropItem[], model: CropItem, like: ReadonlySet<string>): CropItem[] {
  const changed = new Set<string>();
  return items.flatMap((item) => {
    const pageKey = `${item.fileId}:${item.page}`;
    if (!like.has(pageKey) || item.thumbnailUrl === null) return [item];
    if (changed.has(pageKey)) return [];
    changed.add(pageKey);
    return [{ ...item, key: keyOf(item.fileId, item.page, 0), label: 0, labelCount: 1, crop: model.crop, turns: model.turns, skipped: null }];
  });
}

/** The items that print, in order: found, not skipped. */
export const printedItems = (items: readonly CropItem[]): CropItem[] => items.filter((item) => item.thumbnailUrl !== null && item.skipped === null);

/** The page's reading given to its items; the others are left as they are. */
export const withReading = (items: readonly CropItem[], fileId: string, page: number, reading: PageReading | 'failed'): CropItem[] =>
  items.map((item) => (item.fileId === fileId && item.page === page ? { ...item, reading } : item));
