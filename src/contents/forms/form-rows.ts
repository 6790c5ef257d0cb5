import { BASELINE_SHARE, PT_PER_MM, type FaceText } from '../../label/face-items';
import { HELVETICA_SET, type FontSet } from '../../label/font-set';
import type { Rect } from '../../stock/sheet-slots';
import { fitText, titleParagraphs, type Paragraph, type SetText, type TextStyle } from './form-text';

// Fitted text placed in its box as a face's rows: from the box's top, each row on its baseline, aligned as its style
// and its direction say.

/** The rows placed from the rect's top, each row right-aligned when it reads right to left. */
export function placeText(set: SetText, rect: Rect, style: TextStyle, fonts: FontSet): FaceText[] {
  return set.rows.flatMap((row, index): FaceText[] =>
    row.text === ''
      ? []
      : [
          {
            kind: 'text',
            order: 0,
            text: row.text,
            joinBefore: row.joinBefore,
            runs: row.weight === 'bold' ? [{ text: row.text, font: 'Helvetica' }] : fonts.runsOf(row.text),
            direction: row.direction,
            xMm: rect.xMm,
            baselineMm: rect.yMm + index * set.lineMm + (BASELINE_SHARE * set.sizePt) / PT_PER_MM,
            widthMm: rect.widthMm,
            textWidthMm: fonts.measure(row.text, row.weight, set.sizePt) / PT_PER_MM,
            sizePt: set.sizePt,
            weight: row.weight,
            align: style.align === 'center' ? 'center' : row.direction === 'rtl' ? 'right' : (style.align ?? 'left'),
          },
        ],
  );
}

/** Paragraphs fitted into their box and placed from its top. */
export const paragraphRows = (paragraphs: readonly Paragraph[], rect: Rect, style: TextStyle, fonts: FontSet): FaceText[] =>
  placeText(fitText(paragraphs, rect, style, fonts), rect, style, fonts);

/** A typed value fitted into its box: shrunk to the style's smallest size, then cut with "…". */
export const textRows = (text: string, rect: Rect, style: TextStyle, fonts: FontSet): FaceText[] => paragraphRows([{ text, weight: 'regular' }], rect, style, fonts);

/** A box's title, English above French, in Helvetica. */
export const titleRows = (english: string, french: string, rect: Rect, style: TextStyle): FaceText[] =>
  paragraphRows(titleParagraphs(english, french), rect, style, HELVETICA_SET);
