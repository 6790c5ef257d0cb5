import type { FitMode } from '../../../cropper/label-fit';
import type { LabelFacts } from '../../../label-reading/label-facts';
import type { CodeFormat } from '../../../label-reading/page-reading';
import { scanCheck, scanWords, type ScanCheck } from '../../../label-reading/scan-check';
import type { LabelStock } from '../../../stock/label-stock';
import type { PrintOptions } from '../../../stock/print-options';
import type { Rect } from '../../../stock/sheet-slots';
import type { CropItem } from '../crop-items';
import type { CheckLine } from './crop-reading';

// Each label's print check, kept under what it depends on (the crop, its turns, the stock, the printer's resolution
// and the size mode): a card shows its check only while all of those are as they were checked.

export type PrintChecks = ReadonlyMap<string, ScanCheck>;

export const checkKeyOf = (item: CropItem, options: PrintOptions, mode: FitMode): string =>
  JSON.stringify([item.key, item.crop, item.turns, options.stockId, options.custom, options.dpi, mode]);

/** The codes to look for in each printed label: those that decoded in its source, by kind and place (none: not checked). */
export const checkCodesOf = (facts: readonly (LabelFacts | null)[]): { format: CodeFormat; box: Rect }[][] =>
  facts.map((fact) => fact?.codes.map((code) => ({ format: code.format, box: code.box })) ?? []);

/** The checks of labels just printed, from what their codes decoded to. */
export function checksOf(labels: readonly CropItem[], facts: readonly (LabelFacts | null)[], printed: readonly (readonly string[])[], options: PrintOptions, mode: FitMode): Map<string, ScanCheck> {
  return new Map(labels.map((item, index) => [checkKeyOf(item, options, mode), scanCheck({ codes: facts[index]?.codes ?? [], damaged: facts[index]?.damaged ?? 0 }, printed[index] ?? [])]));
}

/** What the stock is called in a check's words: its size as sold. */
export const stockWords = (stock: LabelStock): string => stock.sizeText;

/** A card's check line, or null when the label has not been checked as it now stands (or does not print). */
export function checkLineOf(check: ScanCheck | undefined, stock: LabelStock | null, dpi: number, actualSize: boolean | undefined): CheckLine | null {
  if (check === undefined || stock === null || actualSize === undefined) return null;
  const message = scanWords(check, { stock: stockWords(stock), dpi, actualSize });
  const tone = check.kind === 'scans' ? 'good' : check.kind === 'nothing-to-check' ? 'muted' : 'bad';
  // The same line each time for the same words: a card whose check has not changed is not drawn again.
  const key = JSON.stringify([tone, message.id, message.values]);
  let line = lines.get(key);
  if (!line) lines.set(key, (line = { message, tone }));
  return line;
}

const lines = new Map<string, CheckLine>();
