import { orientationOf } from './crop-edit';
import type { SourceKind } from './file-kind';
import type { PageSizeMm } from './source-page';

// "Use this crop for all pages like it": the pages a crop fits as it fits this one.

/** Pages of the same size within this much, each way, are taken for the same: PDFs from one carrier differ by rounding. */
const SAME_SIZE_MM = 1;

/** An image's size in mm is a guess from its pixels (at 203 dpi), so an image is never like a PDF's page, whatever its size. */
const groupOf = (kind: SourceKind): 'pdf' | 'image' => (kind === 'pdf' ? 'pdf' : 'image');

type PageOf = { sizeMm: PageSizeMm; kind: SourceKind };

const alike = (a: PageOf, b: PageOf): boolean =>
  groupOf(a.kind) === groupOf(b.kind) &&
  Math.abs(a.sizeMm.widthMm - b.sizeMm.widthMm) <= SAME_SIZE_MM &&
  Math.abs(a.sizeMm.heightMm - b.sizeMm.heightMm) <= SAME_SIZE_MM &&
  orientationOf(a.sizeMm) === orientationOf(b.sizeMm);

/** The indexes, in order, of the pages like `pages[index]` (itself included): the same kind, size and orientation; none for an index out of range. */
export const pagesLike = (pages: readonly PageOf[], index: number): number[] => {
  const model = pages[index];
  if (model === undefined) return [];
  return pages.flatMap((page, at) => (alike(page, model) ? [at] : []));
};
