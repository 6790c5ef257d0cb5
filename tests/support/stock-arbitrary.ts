import { ENGLISH_HEADINGS } from '../../src/label/label-headings';
import { GERMAN_HEADINGS } from './heading-words';
import fc from 'fast-check';
import { PRINTER_DPIS } from '../../src/label/printer-resolution';
import { CUSTOM_PAGES, customStock } from '../../src/stock/custom-stock';
import { type CustomStockValues } from '../../src/stock/custom-stock-values';
import { DEFAULT_PRINT_OPTIONS, type PrintOptions } from '../../src/stock/print-options';
import { STOCK_CATALOGUE } from '../../src/stock/stock-catalogue';
import { isSheet, slotCount } from '../../src/stock/stock-geometry';

const tenth = (min: number, max: number) => fc.integer({ min: min * 10, max: max * 10 }).map((value) => value / 10);

/** A single custom label, in mm: from a 20 × 15 mm sticker to a 200 × 300 mm page. */
const customLabel: fc.Arbitrary<CustomStockValues> = fc.record({ width: tenth(20, 200), height: tenth(15, 300) }).map((size) => ({
  ...DEFAULT_PRINT_OPTIONS.custom,
  kind: 'label',
  unit: 'mm',
  ...size,
}));

/** A custom sheet that fits its page: columns and rows, margins and gaps, labels filling a share of what is left. */
const customSheet: fc.Arbitrary<CustomStockValues> = fc
  .record({
    page: fc.constantFrom('a4', 'letter') as fc.Arbitrary<'a4' | 'letter'>,
    columns: fc.integer({ min: 1, max: 4 }),
    rows: fc.integer({ min: 1, max: 12 }),
    left: tenth(0, 12),
    top: tenth(0, 15),
    gapAcross: tenth(0, 6),
    gapDown: tenth(0, 4),
    fill: fc.double({ min: 0.6, max: 1, noNaN: true }),
  })
  .map(({ page, columns, rows, left, top, gapAcross, gapDown, fill }) => {
    const size = CUSTOM_PAGES[page];
    const across = (size.width - 2 * left - (columns - 1) * gapAcross) / columns;
    const down = (size.height - 2 * top - (rows - 1) * gapDown) / rows;
    const floorTenth = (mm: number) => Math.floor(mm * fill * 10) / 10;
    return { kind: 'sheet', unit: 'mm', page, columns, rows, left, top, gapAcross, gapDown, width: floorTenth(across), height: floorTenth(down) } as const;
  });

/** Print options on any stock (the catalogue's or a valid custom one), at either resolution, from any slot, shifted on sheets, headed in English or German. */
export const anyPrintOptions: fc.Arbitrary<PrintOptions> = fc
  .record({
    choice: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...STOCK_CATALOGUE).map((stock) => ({ stockId: stock.id, custom: DEFAULT_PRINT_OPTIONS.custom })) },
      { weight: 1, arbitrary: fc.oneof(customLabel, customSheet).map((custom) => ({ stockId: 'custom', custom })) },
    ),
    dpi: fc.constantFrom(...PRINTER_DPIS),
    slot: fc.nat(),
    shift: fc.record({ rightMm: tenth(-5, 5), downMm: tenth(-5, 5) }),
    headings: fc.constantFrom(ENGLISH_HEADINGS, ENGLISH_HEADINGS, GERMAN_HEADINGS),
  })
  .filter(({ choice }) => choice.stockId !== 'custom' || customStock(choice.custom) !== null)
  .map(({ choice, dpi, slot, shift, headings }) => {
    const stock = choice.stockId === 'custom' ? customStock(choice.custom)! : STOCK_CATALOGUE.find((entry) => entry.id === choice.stockId)!;
    // A shift is for sheets whose labels keep clear of the page's edge by more than it moves them.
    const room = Math.min(stock.firstMm.x, stock.firstMm.y);
    const scaled = isSheet(stock) ? { rightMm: Math.round(Math.max(-room, Math.min(room, shift.rightMm)) * 10) / 10, downMm: Math.round(Math.max(-room, Math.min(room, shift.downMm)) * 10) / 10 } : { rightMm: 0, downMm: 0 };
    return { ...choice, dpi, startSlot: (slot % slotCount(stock)) + 1, shift: scaled, headings };
  });
