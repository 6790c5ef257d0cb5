import { COMPACT_STYLE, HALF_SHEET_STYLE, PAGE_STYLE, QUARTER_SHEET_STYLE, type FaceStyle } from './face-styles';
import type { PrinterDpi } from './printer-resolution';

// The label stock ShipLabel prints on: whole pages, single labels, and sheets of several labels.
export const LABEL_SIZE_IDS = ['a4', 'letter', '4x6', '100x150', 'a6', 'letter-2up', 'a4-4up'] as const;

export type LabelSizeId = (typeof LABEL_SIZE_IDS)[number];

/** A page that is one label, a single label, or a sheet of labels in rows and columns. */
export type LabelStock = 'page' | 'label' | 'sheet';

export type LabelSize = {
  id: LabelSizeId;
  /** The choice as the visitor reads it. */
  name: string;
  /** One label (or slot) in words, for "This label needs 2 labels at 4 × 6 in". */
  faceName: string;
  stock: LabelStock;
  pageMm: { width: number; height: number };
  grid: { columns: number; rows: number };
  defaultDpi: PrinterDpi;
  style: FaceStyle;
};

/** Inches in mm, to the micrometre: 6 × 25.4 is 152.39999999999998 in floating point, and we mean 152.4. */
const inches = (count: number): number => Math.round(count * 25.4 * 1000) / 1000;
const A4 = { width: 210, height: 297 };
const LETTER = { width: inches(8.5), height: inches(11) };
const ONE = { columns: 1, rows: 1 };

export const LABEL_SIZES: Readonly<Record<LabelSizeId, LabelSize>> = {
  a4: { id: 'a4', name: 'A4 page', faceName: 'A4', stock: 'page', pageMm: A4, grid: ONE, defaultDpi: 300, style: PAGE_STYLE },
  letter: {
    id: 'letter',
    name: 'US Letter page',
    faceName: 'US Letter',
    stock: 'page',
    pageMm: LETTER,
    grid: ONE,
    defaultDpi: 300,
    style: PAGE_STYLE,
  },
  '4x6': {
    id: '4x6',
    name: '4 × 6 in thermal label',
    faceName: '4 × 6 in',
    stock: 'label',
    pageMm: { width: inches(4), height: inches(6) },
    grid: ONE,
    defaultDpi: 203,
    style: COMPACT_STYLE,
  },
  '100x150': {
    id: '100x150',
    name: '100 × 150 mm label',
    faceName: '100 × 150 mm',
    stock: 'label',
    pageMm: { width: 100, height: 150 },
    grid: ONE,
    defaultDpi: 203,
    style: COMPACT_STYLE,
  },
  a6: { id: 'a6', name: 'A6 label', faceName: 'A6', stock: 'label', pageMm: { width: 105, height: 148 }, grid: ONE, defaultDpi: 203, style: COMPACT_STYLE },
  'letter-2up': {
    id: 'letter-2up',
    name: '2 per Letter sheet (half-sheet labels, Avery 5126 style)',
    faceName: '8.5 × 5.5 in',
    stock: 'sheet',
    pageMm: LETTER,
    grid: { columns: 1, rows: 2 },
    defaultDpi: 300,
    style: HALF_SHEET_STYLE,
  },
  'a4-4up': {
    id: 'a4-4up',
    name: '4 per A4 sheet (A6 quarters, e.g. Avery L7169 style)',
    faceName: '105 × 148.5 mm',
    stock: 'sheet',
    pageMm: A4,
    grid: { columns: 2, rows: 2 },
    defaultDpi: 300,
    style: QUARTER_SHEET_STYLE,
  },
};

export const DEFAULT_LABEL_SIZE: LabelSizeId = 'a4';

export const isLabelSizeId = (value: unknown): value is LabelSizeId => LABEL_SIZE_IDS.includes(value as LabelSizeId);

/** How many labels one page holds. */
export const slotCount = (size: LabelSize): number => size.grid.columns * size.grid.rows;

/** One label's (or slot's) width and height in mm. */
export const faceMm = (size: LabelSize): { width: number; height: number } => ({
  width: Math.round((size.pageMm.width / size.grid.columns) * 1000) / 1000,
  height: Math.round((size.pageMm.height / size.grid.rows) * 1000) / 1000,
});

const formatMm = (mm: number): string => String(Math.round(mm * 10) / 10);

/** The physical size of one label, as "101.6 × 152.4 mm". */
export const faceSizeText = (size: LabelSize): string => {
  const { width, height } = faceMm(size);
  return `${formatMm(width)} × ${formatMm(height)} mm`;
};
