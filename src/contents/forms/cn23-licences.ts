import type { FaceItem } from '../../label/face-items';
import type { FontSet } from '../../label/font-set';
import type { Rect } from '../../stock/sheet-slots';
import type { Cn23Type } from './cn23-type';
import type { Declaration } from './declaration';
import { titleHeightMm, valueCell, valueHeightMm } from './form-cells';
import { checkbox, vRule } from './form-drawing';
import { titleRows } from './form-rows';
import { lineMm, upToRows } from './form-text';
import { CN23, type Title } from './form-titles';

// The CN 23's licence (12), certificate (13) and invoice (14): a tick box and title each, then the numbers, ticked
// when there are numbers to give.

type Document = { key: string; title: Title; numbersTitle: Title; numbers: string };

const documentsOf = (declaration: Declaration): Document[] => [
  { key: '12', title: CN23.licence, numbersTitle: CN23.licenceNumbers, numbers: declaration.licenceNumbers },
  { key: '13', title: CN23.certificate, numbersTitle: CN23.certificateNumbers, numbers: declaration.certificateNumbers },
  { key: '14', title: CN23.invoice, numbersTitle: CN23.invoiceNumber, numbers: declaration.invoiceNumber },
];

// The numbers take at most two rows before they are set smaller, then cut.
const NUMBERS_ROWS = 2;
// The tick box stands beside its title's two rows (English, French).
const boxMmOf = (type: Cn23Type): number => 1.5 * lineMm(type.title.sizePt, type.title.lineHeight);

const headMm = (document: Document, widthMm: number, type: Cn23Type): number =>
  Math.max(boxMmOf(type) + type.padMm, titleHeightMm(document.title, widthMm - boxMmOf(type) - type.padMm, type));

const documentHeightMm = (document: Document, widthMm: number, type: Cn23Type, fonts: FontSet): number =>
  headMm(document, widthMm, type) + titleHeightMm(document.numbersTitle, widthMm, type) + valueHeightMm(document.numbers, widthMm, upToRows(type.value, NUMBERS_ROWS), type, fonts);

/** How tall the three boxes stand side by side in a row this wide. */
export const licencesHeightMm = (declaration: Declaration, widthMm: number, type: Cn23Type, fonts: FontSet): number =>
  Math.max(...documentsOf(declaration).map((document) => documentHeightMm(document, widthMm / 3, type, fonts)));

/** The three boxes side by side in the rect, each numbers' area in `boxes`. */
export function licenceCells(declaration: Declaration, rect: Rect, type: Cn23Type, fonts: FontSet, boxes: Record<string, Rect>): FaceItem[] {
  const width = rect.widthMm / 3;
  const boxMm = boxMmOf(type);
  return documentsOf(declaration).flatMap((document, index) => {
    const x = rect.xMm + index * width;
    const head = headMm(document, width, type);
    const title = { xMm: x + boxMm + 2 * type.padMm, yMm: rect.yMm + type.padMm, widthMm: width - boxMm - 3 * type.padMm, heightMm: head - type.padMm };
    const numbers = valueCell({ xMm: x, yMm: rect.yMm + head, widthMm: width, heightMm: rect.heightMm - head }, document.numbersTitle, document.numbers, upToRows(type.value, NUMBERS_ROWS), type, fonts);
    boxes[document.key] = numbers.valueRect;
    return [
      ...checkbox(x + type.padMm, rect.yMm + type.padMm, boxMm, document.numbers.trim() !== '', type.ruleMm),
      ...titleRows(document.title.en, document.title.fr, title, type.title),
      ...numbers.items,
      ...(index > 0 ? [vRule(x, rect.yMm, rect.yMm + rect.heightMm, type.ruleMm)] : []),
    ];
  });
}
