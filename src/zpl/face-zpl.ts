import type { Face, FaceItem, FaceRule, FaceText } from '../label/face-items';
import type { PrinterDpi } from '../label/printer-resolution';
import { textField } from './field-data';
import { PRINTER_FONT_CAP_SHARE, printerFontDraws, printerFontWidth } from './printer-font';
import { dotsOf } from './zpl-stock';

// One label face as ZPL: rules as boxes (^GB), Latin rows in the printer's own font (^A0), the bars as the printer's
// own Code 128 (^BC), and what the printer's font cannot draw (other scripts, the sender's logo) as graphics made
// from the PDF's drawing. Positions are the face's, in whole dots from the label's top-left corner.

/** Helvetica's capitals stand this share of its size: a printer-font row's capitals are made as tall. */
const HELVETICA_CAP_SHARE = 0.718;
/** Font 0 is not drawn smaller than 10 dots. */
const MIN_FONT_DOTS = 10;
/** How far a row may be stretched or narrowed to the PDF's width: beyond, its letters would look unlike the PDF's. */
const WIDTH_RANGE = { least: 0.6, most: 2 } as const;

/** The printer's Code 128 for one value: where its first bar starts, its module and height in dots, the value. */
export type ZplBars = { left: number; top: number; moduleDots: number; heightDots: number; value: string };

/** Whether an item is drawn by the printer (a rule, the bars, a row its font draws) rather than sent as a graphic. */
export const printerDraws = (item: FaceItem): boolean => {
  if (item.kind === 'logo') return false;
  if (item.kind !== 'text') return true;
  return item.text === '' || (item.direction === 'ltr' && item.runs.every((run) => run.font === 'Helvetica') && printerFontDraws(item.text));
};

function ruleCommand(rule: FaceRule, dots: (mm: number) => number): string {
  const [width, height] = [Math.max(1, dots(rule.widthMm)), Math.max(1, dots(rule.heightMm))];
  return `^FO${dots(rule.xMm)},${dots(rule.yMm)}^GB${width},${height},${Math.min(width, height)}^FS`;
}

/** A row in the printer's font: as tall in capitals as the PDF's, as wide as the PDF sets it, standing on its baseline (^FT). */
function textCommand(row: FaceText, dpi: PrinterDpi, dots: (mm: number) => number): string {
  const height = Math.max(MIN_FONT_DOTS, Math.round((((row.sizePt / 72) * dpi) * HELVETICA_CAP_SHARE) / PRINTER_FONT_CAP_SHARE));
  const widthDots = (row.textWidthMm * dpi) / 25.4;
  const fontWidth = Math.round(Math.min(Math.max(widthDots / printerFontWidth(row.text), height * WIDTH_RANGE.least), height * WIDTH_RANGE.most));
  const slack = row.widthMm - row.textWidthMm;
  const left = row.xMm + (row.align === 'right' ? slack : row.align === 'center' ? slack / 2 : 0);
  return `^FT${dots(left)},${dots(row.baselineMm)}^A0N,${height},${Math.max(MIN_FONT_DOTS, fontWidth)}${textField(row.text)}`;
}

/**
 * The bars in the printer's automatic mode (^BC…,A), which chooses Code 128's code sets as bwip-js does for the PDF:
 * the same modules (the tests read both). "No mode" with ZPL's invocation codes would pin them, but the zebrash
 * engine (the renderer the cropper and the tests read ZPL with) misreads its switch to code set C.
 */
const barsCommand = (bars: ZplBars): string => `^FO${bars.left},${bars.top}^BY${bars.moduleDots}^BCN,${bars.heightDots},N,N,N,A${textField(bars.value)}`;

/**
 * The printer-drawn part of a face as ZPL commands: its rules, its rows in the printer's font and its bars (`bars`,
 * by value; a value missing there has no bars, as in the PDF). The rest is the caller's graphics.
 */
export function faceCommands(face: Face, dpi: PrinterDpi, bars: ReadonlyMap<string, ZplBars | null>): string[] {
  const dots = (mm: number) => dotsOf(mm, dpi);
  return face.flatMap((item) => {
    if (!printerDraws(item)) return [];
    switch (item.kind) {
      case 'rule':
        return [ruleCommand(item, dots)];
      case 'text':
        return item.text === '' ? [] : [textCommand(item, dpi, dots)];
      case 'barcode': {
        const drawn = bars.get(item.value);
        return drawn ? [barsCommand(drawn)] : [];
      }
      case 'logo':
        return [];
    }
  });
}

/** One label: ^XA, UTF-8 text (^CI28), the label's width and length in dots, its fields, ^XZ. */
export const labelZpl = (size: { width: number; length: number }, fields: readonly string[]): string =>
  ['^XA', '^CI28', `^PW${size.width}`, `^LL${size.length}`, '^LH0,0', ...fields, '^XZ', ''].join('\n');
