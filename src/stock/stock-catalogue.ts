import type { LabelStock } from './label-stock';

// The label stock ShipLabel offers, as its makers publish it: one entry per product, each with its figures and
// where they come from. Sheets come from gLabels' template files (github.com/jimevins/glabels-qt, templates/*.xml,
// MIT) and LibreOffice's label table (officecfg/.../Office/Labels.xcu, 1/100 mm); rolls from gLabels, Dymo's
// CUPS driver (dymo-cups-drivers, ppd/*.ppd) and Brother's raster figures as brother_ql tables them (labels.py).

type MmSize = LabelStock['labelMm'];
export type Layout = Pick<LabelStock, 'labelMm' | 'grid' | 'firstMm' | 'pitchMm'>;
type Pair = readonly [number, number];

// ── Units: every length is mm to the micrometre, converted from the unit its source uses ──

const mm = (n: number): number => Math.round(n * 1000) / 1000;
const inches = (n: number): number => mm(n * 25.4);
const pt = (n: number): number => mm((n * 25.4) / 72);
/** Brother's raster figures are printer dots at 300 dpi. */
const dots300 = (n: number): number => mm((n * 25.4) / 300);

export const A4: MmSize = { width: 210, height: 297 };
export const LETTER: MmSize = { width: inches(8.5), height: inches(11) };

/** A sheet's grid as its source gives it (label, columns × rows, first label's corner, pitch), in that source's unit. */
export const layout = (unit: (n: number) => number, f: { grid: Pair; label: Pair; first: Pair; pitch: Pair }): Layout => ({
  labelMm: { width: unit(f.label[0]), height: unit(f.label[1]) },
  grid: { columns: f.grid[0], rows: f.grid[1] },
  firstMm: { x: unit(f.first[0]), y: unit(f.first[1]) },
  pitchMm: { x: unit(f.pitch[0]), y: unit(f.pitch[1]) },
});

// ── The safe margin on sheets ──

const DIE_CUT_TOLERANCE_MM = 1.5;
const PRINTER_BORDER_MM = 5;

type Edges = { left: number; top: number; right: number; bottom: number };

/** Each label's edges on the page, in reading order. */
const labelEdges = (l: Layout): Edges[] =>
  Array.from({ length: l.grid.columns * l.grid.rows }, (_, slot) => {
    const left = l.firstMm.x + (slot % l.grid.columns) * l.pitchMm.x;
    const top = l.firstMm.y + Math.floor(slot / l.grid.columns) * l.pitchMm.y;
    return { left, top, right: left + l.labelMm.width, bottom: top + l.labelMm.height };
  });

/** The nearest any label comes to the sheet's edge. */
const edgeGap = (page: MmSize, l: Layout): number =>
  Math.min(...labelEdges(l).map((e) => Math.min(e.left, e.top, page.width - e.right, page.height - e.bottom)));

/** How far a second source puts any label edge from where the first does (both give the same grid). */
const disagreement = (a: Layout, b: Layout): number => {
  const others = labelEdges(b);
  return Math.max(
    ...labelEdges(a).map((e, slot) => {
      const o = others[slot] ?? e;
      return Math.max(Math.abs(e.left - o.left), Math.abs(e.top - o.top), Math.abs(e.right - o.right), Math.abs(e.bottom - o.bottom));
    }),
  );
};

/**
 * Office printers leave the outer ~5 mm of a sheet blank and die-cuts wander ~1.5 mm (a rounded corner eats
 * r·(1 − 1/√2)), so print no nearer than either allows, widened by any disagreement between sources, but never
 * give up more than a quarter of the label's smaller side.
 */
export const sheetSafeMargin = (page: MmSize, l: Layout, cornerRadiusMm: number, other?: Layout): number => {
  const fromLabelEdge = Math.max(DIE_CUT_TOLERANCE_MM, cornerRadiusMm * (1 - Math.SQRT1_2)) + (other ? disagreement(l, other) : 0);
  const wanted = Math.max(fromLabelEdge, PRINTER_BORDER_MM - edgeGap(page, l));
  return mm(Math.min(wanted, Math.min(l.labelMm.width, l.labelMm.height) / 4));
};

// ── Roll printers' unprintable sides (the ends are per product) ──

/** Dymo's drivers leave 4.08–4.32 pt (1.44–1.52 mm) unprinted at each side of the label. */
const DYMO_SIDE_MM = 1.6;
/** A 62 mm Brother roll prints 696 of its 732 dots: 1.5 mm each side, and a die-cut drifts a little more. */
const BROTHER_SIDE_MM = 2;

// ── Builders ──

type Entry = Pick<LabelStock, 'id' | 'product' | 'sizeText' | 'cornerRadiusMm'> & { equivalents?: readonly string[] };
const ONE = { columns: 1, rows: 1 } as const;
const ORIGIN = { x: 0, y: 0 } as const;

/** A whole page: the page layouts keep their own 20 mm margins, so no safe margin here. */
const page = (e: Pick<LabelStock, 'id' | 'product' | 'sizeText' | 'pageMm'>): LabelStock => ({
  ...e,
  group: 'pages',
  equivalents: [],
  labelMm: e.pageMm,
  grid: ONE,
  firstMm: ORIGIN,
  pitchMm: { x: e.pageMm.width, y: e.pageMm.height },
  cornerRadiusMm: 0,
  safeMarginMm: 0,
  endMarginMm: 0,
  defaultDpi: 300,
  feed: 'upright',
  continuous: false,
});

type RollEntry = Entry &
  Pick<LabelStock, 'labelMm' | 'safeMarginMm' | 'defaultDpi'> & { endMarginMm?: number; feed?: LabelStock['feed']; continuous?: boolean };
type SheetEntry = Entry & { group: 'letter-sheets' | 'a4-sheets'; layout: Layout; safeMarginMm: number };

/** One label a page, the page being the label in its feed orientation. */
const roll = ({ feed, continuous, equivalents, endMarginMm, ...e }: RollEntry): LabelStock => ({
  ...e,
  endMarginMm: endMarginMm ?? e.safeMarginMm,
  group: 'rolls',
  equivalents: equivalents ?? [],
  pageMm: e.labelMm,
  grid: ONE,
  firstMm: ORIGIN,
  pitchMm: { x: e.labelMm.width, y: e.labelMm.height },
  feed: feed ?? 'upright',
  continuous: continuous ?? false,
});

/** Generic direct-thermal stock, sold by size by many makers, for 203 dpi printers. */
const thermal = (e: Pick<LabelStock, 'id' | 'sizeText' | 'labelMm'> & { product?: string }): LabelStock =>
  roll({
    product: `${e.sizeText} thermal label`,
    ...e,
    cornerRadiusMm: 0,
    safeMarginMm: 3,
    defaultDpi: 203,
  });

/** A sheet of labels. Its safe margin is sheetSafeMargin's, worked out in the tests from its figures and SECOND_SOURCES. */
const sheet = ({ layout, equivalents, ...e }: SheetEntry): LabelStock => {
  const pageMm = e.group === 'a4-sheets' ? A4 : LETTER;
  return { ...e, ...layout, equivalents: equivalents ?? [], pageMm, endMarginMm: e.safeMarginMm, defaultDpi: 300, feed: 'upright', continuous: false };
};

// ── The catalogue, in the order the "Label size" control shows it ──

export const STOCK_CATALOGUE: readonly LabelStock[] = [
  // Pages
  page({ id: 'a4', product: 'A4 page', sizeText: '210 × 297 mm', pageMm: A4 }),
  page({ id: 'letter', product: 'US Letter page', sizeText: '8½ × 11 in', pageMm: LETTER }),

  // Rolls: generic thermal labels
  thermal({ id: '4x6', sizeText: '4 × 6 in', labelMm: { width: inches(4), height: inches(6) } }),
  thermal({ id: '4x4', sizeText: '4 × 4 in', labelMm: { width: inches(4), height: inches(4) } }),
  thermal({ id: '4x3', sizeText: '4 × 3 in', labelMm: { width: inches(4), height: inches(3) } }),
  thermal({ id: '4x2', sizeText: '4 × 2 in', labelMm: { width: inches(4), height: inches(2) } }),
  thermal({ id: '3x2', sizeText: '3 × 2 in', labelMm: { width: inches(3), height: inches(2) } }),
  thermal({ id: '100x150', sizeText: '100 × 150 mm', labelMm: { width: 100, height: 150 } }),
  thermal({ id: '100x100', sizeText: '100 × 100 mm', labelMm: { width: 100, height: 100 } }),
  thermal({ id: 'a6', product: 'A6 label', sizeText: 'A6 (105 × 148 mm)', labelMm: { width: 105, height: 148 } }),

  // Rolls: Dymo LabelWriter, 300 dpi. Dymo's driver cannot print the leading ~6 mm (the end margin); its sides, 1.44 mm.
  roll({
    id: 'dymo-1744907', product: 'Dymo LabelWriter 4XL 1744907', sizeText: '104 × 159 mm', defaultDpi: 300,
    labelMm: { width: 104, height: 159 }, cornerRadiusMm: 0, safeMarginMm: DYMO_SIDE_MM, endMarginMm: pt(451.92 - 436.08),
  }),
  roll({
    id: 'dymo-30256', product: 'Dymo 30256', sizeText: '59 × 102 mm', defaultDpi: 300,
    labelMm: { width: 59, height: 102 }, cornerRadiusMm: 0, safeMarginMm: DYMO_SIDE_MM, endMarginMm: pt(288 - 271.2),
  }),
  roll({
    id: 'dymo-30252', product: 'Dymo 30252', equivalents: ['Dymo 99010'], sizeText: '28 × 89 mm', defaultDpi: 300,
    labelMm: { width: 28, height: 89 }, feed: 'turned', cornerRadiusMm: 1, safeMarginMm: DYMO_SIDE_MM, endMarginMm: pt(252 - 235.44),
  }),

  // Rolls: Brother QL, 300 dpi; a 62 mm roll prints 696 of its 732 dots (1.5 mm each side) and leaves 3 mm at each end.
  roll({
    id: 'brother-dk-11202', product: 'Brother DK-11202', equivalents: ['Brother DK-1202'], sizeText: '62 × 100 mm', defaultDpi: 300,
    labelMm: { width: 62, height: 100 }, cornerRadiusMm: 1.5, safeMarginMm: BROTHER_SIDE_MM, endMarginMm: 3,
  }),
  roll({
    id: 'brother-dk-11241', product: 'Brother DK-11241', equivalents: ['Brother DK-1241'], sizeText: '102 × 152 mm', defaultDpi: 300,
    labelMm: { width: 102, height: 153 }, cornerRadiusMm: 1.5, safeMarginMm: BROTHER_SIDE_MM, endMarginMm: dots300((1804 - 1660) / 2),
  }),
  roll({
    id: 'brother-dk-11209', product: 'Brother DK-11209', equivalents: ['Brother DK-1209'], sizeText: '29 × 62 mm', defaultDpi: 300,
    labelMm: { width: 62, height: 29 }, cornerRadiusMm: 1.5, safeMarginMm: BROTHER_SIDE_MM, endMarginMm: 3,
  }),
  roll({
    id: 'brother-dk-22205', product: 'Brother DK-22205', equivalents: ['Brother DK-2205'], sizeText: '62 mm continuous', defaultDpi: 300,
    labelMm: { width: 62, height: 30 }, continuous: true, cornerRadiusMm: 0, safeMarginMm: BROTHER_SIDE_MM, endMarginMm: 3,
  }),

  // US Letter sheets
  sheet({
    id: 'avery-5126', group: 'letter-sheets', product: 'Avery 5126 / 8126', sizeText: '8½ × 5½ in', cornerRadiusMm: 0, safeMarginMm: 5,
    equivalents: ['Avery 5526', 'Avery 15516', 'Avery 18126'],
    layout: layout(inches, { grid: [1, 2], label: [8.5, 5.5], first: [0, 0], pitch: [8.5, 5.5] }),
  }),
  sheet({
    id: 'avery-5168', group: 'letter-sheets', product: 'Avery 5168', sizeText: '3½ × 5 in', cornerRadiusMm: inches(0.0625), safeMarginMm: 1.5,
    layout: layout(inches, { grid: [2, 2], label: [3.5, 5], first: [0.5, 0.5], pitch: [4, 5] }),
  }),
  sheet({
    id: 'avery-5164', group: 'letter-sheets', product: 'Avery 5164 / 8164', sizeText: '4 × 3⅓ in', cornerRadiusMm: inches(0.125), safeMarginMm: 1.5,
    equivalents: ['Avery 5264', 'Avery 5524', 'Avery 8254'],
    layout: layout(inches, { grid: [2, 3], label: [4, 3.333333333], first: [0.15625, 0.5], pitch: [4.1875, 3.333333333] }),
  }),
  sheet({
    id: 'avery-5163', group: 'letter-sheets', product: 'Avery 5163 / 8163', sizeText: '4 × 2 in', cornerRadiusMm: inches(0.125), safeMarginMm: 1.658,
    equivalents: ['Avery 5523', 'Avery 8463', 'Avery 15163', 'Avery 18163'],
    layout: layout(inches, { grid: [2, 5], label: [4, 2], first: [0.15625, 0.5], pitch: [4.1875, 2] }),
  }),
  sheet({
    id: 'avery-5160', group: 'letter-sheets', product: 'Avery 5160 / 8160', sizeText: '2⅝ × 1 in', cornerRadiusMm: inches(0.0625), safeMarginMm: 2.295,
    equivalents: ['Avery 5960', 'Avery 8460', 'Avery 15160', 'Avery 18160'],
    layout: layout(inches, { grid: [3, 10], label: [2.625, 1], first: [0.1875, 0.5], pitch: [2.75, 1] }),
  }),

  // A4 sheets: LibreOffice's "Avery A4" table (1/100 mm), checked against gLabels where it has the product
  sheet({
    id: 'avery-l7169', group: 'a4-sheets', product: 'Avery L7169', sizeText: '99.1 × 139 mm', cornerRadiusMm: pt(6), safeMarginMm: 3.956,
    layout: layout(mm, { grid: [2, 2], label: [99.1, 139], first: [4.63, 9.5], pitch: [101.64, 139] }),
  }),
  sheet({
    id: 'avery-l7168', group: 'a4-sheets', product: 'Avery L7168', sizeText: '199.6 × 143.5 mm', cornerRadiusMm: 0, safeMarginMm: 1.5,
    layout: layout(mm, { grid: [1, 2], label: [199.6, 143.53], first: [5.2, 4.97], pitch: [199.6, 143.53] }),
  }),
  sheet({
    id: 'avery-l7167', group: 'a4-sheets', product: 'Avery L7167', sizeText: '199.6 × 289.1 mm', cornerRadiusMm: 0, safeMarginMm: 1.5,
    layout: layout(mm, { grid: [1, 1], label: [199.6, 289.05], first: [5.2, 3.98], pitch: [199.6, 289.05] }),
  }),
  sheet({
    id: 'avery-l7166', group: 'a4-sheets', product: 'Avery L7166', sizeText: '99.1 × 93.1 mm', cornerRadiusMm: 0, safeMarginMm: 1.5,
    layout: layout(mm, { grid: [2, 3], label: [99.06, 93.13], first: [4.67, 8.81], pitch: [101.6, 93.13] }),
  }),
  sheet({
    id: 'avery-l7165', group: 'a4-sheets', product: 'Avery L7165', sizeText: '99.1 × 67.7 mm', cornerRadiusMm: 0, safeMarginMm: 1.54,
    equivalents: ['Avery J8165'],
    layout: layout(mm, { grid: [2, 4], label: [99.06, 67.73], first: [4.67, 13.04], pitch: [101.6, 67.73] }),
  }),
  sheet({
    id: 'avery-l7173', group: 'a4-sheets', product: 'Avery L7173', sizeText: '99.1 × 57 mm', cornerRadiusMm: 0, safeMarginMm: 1.5,
    layout: layout(mm, { grid: [2, 5], label: [99.06, 57], first: [4.67, 6], pitch: [101.6, 57] }),
  }),
  sheet({
    id: 'avery-l7163', group: 'a4-sheets', product: 'Avery L7163', sizeText: '99.1 × 38.1 mm', cornerRadiusMm: pt(5), safeMarginMm: 2.819,
    layout: layout(mm, { grid: [2, 7], label: [99.06, 38.1], first: [4.67, 15.15], pitch: [101.6, 38.1] }),
  }),
  sheet({
    id: 'avery-l7160', group: 'a4-sheets', product: 'Avery L7160', sizeText: '63.5 × 38.1 mm', cornerRadiusMm: pt(5), safeMarginMm: 2.273,
    equivalents: ['Avery J8160'],
    layout: layout(mm, { grid: [3, 7], label: [63.5, 38.1], first: [7.2, 15.15], pitch: [66.04, 38.1] }),
  }),
];

export const DEFAULT_STOCK_ID = 'a4';

/**
 * A second source's figures for the sheets where they differ from the entry's (gLabels against LibreOffice's
 * table, each cited in STOCK_SOURCES): a sheet's safe margin is widened to cover both (see sheetSafeMargin).
 */
// Marked pure: nothing on the page reads these, so the build leaves the calls out with the table.
export const SECOND_SOURCES: Readonly<Record<string, Layout>> = {
  'avery-5163': /* @__PURE__ */ layout(inches, { grid: [2, 5], label: [4, 2], first: [0.1625, 0.5], pitch: [4.1875, 2] }),
  'avery-5160': /* @__PURE__ */ layout(inches, { grid: [3, 10], label: [2.625, 1], first: [0.15625, 0.5], pitch: [2.78125, 1] }),
  'avery-l7169': /* @__PURE__ */ layout(pt, { grid: [2, 2], label: [280.9, 394], first: [14.2, 20], pitch: [287.7, 394] }),
  'avery-l7165': /* @__PURE__ */ layout(pt, { grid: [2, 4], label: [280.8, 191.991], first: [13.2378, 36.9638], pitch: [288.113, 191.991] }),
  'avery-l7163': /* @__PURE__ */ layout(pt, { grid: [2, 7], label: [280.9, 108], first: [9.5, 43], pitch: [292, 108] }),
  'avery-l7160': /* @__PURE__ */ layout(pt, { grid: [3, 7], label: [181.4, 108], first: [21.2, 43.9], pitch: [187.2, 108] }),
};

/** Generic direct-thermal rolls are sold by size by many makers: no template to cite. */
const GENERIC_THERMAL = 'Generic direct-thermal roll, as sold by size; no maker template. Corner radius unknown (0); 3 mm safe margin.';

/**
 * Where each entry's figures come from, by id: the template file and entry, or the maker's page, and where sources
 * disagree. Kept beside the catalogue but apart from it, so the page's bundle leaves these citations out.
 */
export const STOCK_SOURCES: Readonly<Record<string, string>> = {
  'a4': 'ISO 216 A4, 210 × 297 mm.',
  'letter': 'ANSI US Letter, 8½ × 11 in.',
  '4x6': GENERIC_THERMAL,
  '4x4': GENERIC_THERMAL,
  '4x3': GENERIC_THERMAL,
  '4x2': GENERIC_THERMAL,
  '3x2': GENERIC_THERMAL,
  '100x150': GENERIC_THERMAL,
  '100x100': GENERIC_THERMAL,
  'a6': GENERIC_THERMAL,
  'dymo-1744907':
    'Not in gLabels. Dymo CUPS driver ppd/lw4xl.ppd "1744907 4 in x 6 in": page 295.92 × 451.92 pt (104.4 × 159.4 mm), ' +
    'imageable 4.08 4.08 292.08 436.08 pt, so 15.84 pt (5.6 mm) at the top does not print. Sold as 104 × 159 mm; ' +
    'corner radius not published (0).',
  'dymo-30256':
    'gLabels dymo-other-templates.xml "30256": 59 × 102 mm, round 0. Dymo CUPS driver ppd/lw450.ppd "w167h288": ' +
    'page 166.56 × 288 pt, imageable 4.08 4.32 163.68 271.20 pt, so 16.8 pt (5.9 mm) at the top does not print.',
  'dymo-30252':
    'gLabels dymo-other-templates.xml "30252" (equiv 99010): 28 × 89 mm, round 1 mm, print area 1 mm in from the ' +
    'sides and 6 mm from the ends. Dymo CUPS driver ppd/lw450.ppd "w79h252": page 78.96 × 252 pt, imageable ' +
    '4.32 4.32 76.08 235.44 pt, so 16.56 pt (5.8 mm) at the leading end does not print. Fed short edge first.',
  'brother-dk-11202':
    'brother_ql labels.py "62x100": 62 × 100 mm, 732 × 1179 dots, 696 × 1109 printable (1.5 mm sides, 3 mm ends). ' +
    'gLabels brother-other-templates.xml "DK-1202": 61.98 × 99.82 mm, round 1.5 mm, print area 1.5 / 3 mm. 3 mm covers both.',
  'brother-dk-11241':
    'Not in gLabels. brother_ql labels.py "102x152" (QL-1050/1060N): die-cut 102 × 153 mm, 1200 × 1804 dots, ' +
    '1164 × 1660 printable, so 72 dots (6.1 mm) at each end do not print. Sold as 102 × 152 mm; the die-cut label ' +
    "is 153 mm long. Corner 1.5 mm as gLabels gives Brother's other die-cut labels; not published for this one.",
  'brother-dk-11209':
    'Not in gLabels. brother_ql labels.py "62x29" (DK-11209): 62 mm across the head, 29 mm long, 732 × 341 dots, ' +
    "696 × 271 printable (1.5 mm sides, 3 mm ends). Brother's QL CUPS PPD: PaperDimension 62x29 = 175.68 × 81.84 pt, " +
    "so the page is 62 wide × 29 tall and reads as it comes out. Corner 1.5 mm as Brother's die-cut labels in gLabels.",
  'brother-dk-22205':
    'gLabels brother-other-templates.xml "DK-2205": continuous, 61.98 mm wide, 25–1000 mm long, print area 1.5 mm ' +
    "sides / 3 mm ends; brother_ql labels.py \"62\": 732 dots wide, 696 printable. 30 mm is ShipLabel's shortest page.",
  'avery-5126':
    'gLabels avery-us-templates.xml "5126" (equiv 5526, 8126, 15516, 18126): 8.5 × 5.5 in, 1 × 2, x0 0, y0 0, ' +
    "dy 5.5 in, round 0. The labels run to the sheet edge, so the safe margin is the printer's 5 mm border.",
  'avery-5168':
    'gLabels avery-us-templates.xml "5168": 3.5 × 5 in, 2 × 2, x0 0.5, y0 0.5, dx 4, dy 5 in, round 0.0625 in; ' +
    'LibreOffice Labels.xcu (Avery Letter Size) "5168 Shipping" agrees.',
  'avery-5164':
    'gLabels avery-us-templates.xml "5164" (equiv 5264, 5524, 8164, 8254 …): 4 × 3.333333333 in, 2 × 3, x0 0.15625, ' +
    'y0 0.5, dx 4.1875 in, round 0.125 in; LibreOffice Labels.xcu "5164" agrees.',
  'avery-5163':
    'LibreOffice Labels.xcu (Avery Letter Size) "5163": 4 × 2 in, 2 × 5, left 3.96 mm (0.15625 in, centred on the ' +
    'sheet), top 0.5 in, pitch 4.1875 × 2 in. gLabels avery-us-templates.xml "5163" (equiv 5523, 8163, 15163, 18163 …) ' +
    'has x0 0.1625 in and round 0.125 in; the safe margin covers both.',
  'avery-5160':
    'LibreOffice Labels.xcu (Avery Letter Size) "5160": 2.625 × 1 in, 3 × 10, left 4.78 mm (3/16 in), top 0.5 in, ' +
    'pitch 2.75 × 1 in (⅛ in gutters, centred). gLabels avery-us-templates.xml "5160" (equiv 5960, 8160, 15160 …) ' +
    'has x0 0.15625, dx 2.78125 in (outer columns 0.8 mm off) and round 0.0625 in; the safe margin covers both.',
  'avery-l7169':
    'LibreOffice Labels.xcu "L7169 Parcel" (given landscape): 99.1 × 139 mm, 2 × 2, left 4.63, top 9.5 mm (Avery\'s ' +
    'published top margin, centred), pitch 101.64 × 139 mm. gLabels avery-iso-templates.xml "7169" (equiv L7169): ' +
    '280.9 × 394 pt, x0 14.2, y0 20 pt (7.1 mm), dx 287.7 pt, round 6 pt; the safe margin covers both.',
  'avery-l7168':
    'Not in gLabels. LibreOffice Labels.xcu "L7168 Shipping": 199.6 × 143.53 mm, 1 × 2, left 5.2, top 4.97 mm. ' +
    'Corner radius not published (0).',
  'avery-l7167':
    'Not in gLabels. LibreOffice Labels.xcu "L7167 Shipping": 199.6 × 289.05 mm, one a sheet, left 5.2, top 3.98 mm. ' +
    'Corner radius not published (0).',
  'avery-l7166':
    'Not in gLabels. LibreOffice Labels.xcu "L7166 Parcel": 99.06 × 93.13 mm, 2 × 3, left 4.67, top 8.81 mm, ' +
    'pitch 101.6 × 93.13 mm. Corner radius not published (0).',
  'avery-l7165':
    'LibreOffice Labels.xcu "L7165 Parcel": 99.06 × 67.73 mm, 2 × 4, left 4.67, top 13.04 mm, pitch 101.6 × 67.73 mm. ' +
    'gLabels avery-iso-templates.xml "7165" (equiv L7165, J8165) agrees but for dx 288.113 pt (101.64 mm); round 0.',
  'avery-l7173':
    'Not in gLabels (its Endisch 6409957x has the same grid: 4.63 / 6 mm, pitch 101.64 mm). LibreOffice Labels.xcu ' +
    '"L7173 Shipping": 99.06 × 57 mm, 2 × 5, left 4.67, top 6 mm, pitch 101.6 × 57 mm. Corner radius not published (0).',
  'avery-l7163':
    'LibreOffice Labels.xcu "L7163 Address": 99.06 × 38.1 mm, 2 × 7, left 4.67, top 15.15 mm, pitch 101.6 × 38.1 mm ' +
    '(centred). gLabels avery-iso-templates.xml "7163" (equiv L7163): x0 9.5 pt (3.4 mm), y0 43 pt, dx 292 pt ' +
    '(103 mm), round 5 pt; the safe margin covers both.',
  'avery-l7160':
    'LibreOffice Labels.xcu "L7160 Address": 63.5 × 38.1 mm, 3 × 7, left 7.2, top 15.15 mm, pitch 66.04 × 38.1 mm. ' +
    'gLabels avery-iso-templates.xml "7160" (equiv L7160, J8160): 181.4 × 108 pt (64 mm wide), x0 21.2, y0 43.9 pt, ' +
    'dx 187.2 pt, round 5 pt; the safe margin covers both.',
};

