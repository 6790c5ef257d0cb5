import type { FaceItem } from '../../label/face-items';
import type { FontSet } from '../../label/font-set';
import type { Rect } from '../../stock/sheet-slots';
import { titledCell, titleHeightMm, valueCell, valueHeightMm, type FormType } from './form-cells';
import { boxBorder, vRule } from './form-drawing';
import { lineMm } from './form-text';
import { englishTitle } from './field-row';
import { signatureItems } from './signature-line';

// The foot of a commercial invoice: the declaration on the left and, beside it, the date with the typed name, or a
// line tall enough to sign on by hand.

const DECLARATION_SHARE = 0.6;
// A long declaration is set smaller past this many rows rather than pushing the lines off the page.
const MAX_DECLARATION_ROWS = 6;
// Room to sign by hand above the line: about a centimetre.
const HAND_SIGNATURE_MM = 10;

const DECLARATION = englishTitle('Declaration');
const SIGNATURE = englishTitle('Date, name and signature');

export type Signed = { sentence: string; date: string; signature: string | null };

const declarationStyle = (type: FormType) => ({ ...type.value, maxRows: MAX_DECLARATION_ROWS });

/** How tall the row stands: the declaration's rows, or the room to sign, whichever is taller. */
export function declarationRowHeightMm(signed: Signed, widthMm: number, type: FormType, fonts: FontSet): number {
  const [left, right] = [widthMm * DECLARATION_SHARE, widthMm * (1 - DECLARATION_SHARE)];
  const typedMm = valueHeightMm(`${signed.date} ${signed.signature ?? ''}`, right, type.value, type, fonts);
  const signMm = signed.signature === null ? Math.max(HAND_SIGNATURE_MM, 2 * lineMm(type.value.sizePt, type.value.lineHeight)) + type.padMm : typedMm;
  return Math.max(
    titleHeightMm(DECLARATION, left, type) + valueHeightMm(signed.sentence, left, declarationStyle(type), type, fonts),
    titleHeightMm(SIGNATURE, right, type) + signMm,
  );
}

/** The declaration ('declaration') and the date and signature ('signature') side by side, framed. */
export function drawDeclarationRow(signed: Signed, rect: Rect, type: FormType, fonts: FontSet, boxes: Record<string, Rect>): FaceItem[] {
  const left = rect.widthMm * DECLARATION_SHARE;
  const declaration = valueCell({ ...rect, widthMm: left }, DECLARATION, signed.sentence, declarationStyle(type), type, fonts);
  const signature = titledCell({ ...rect, xMm: rect.xMm + left, widthMm: rect.widthMm - left }, SIGNATURE, type);
  boxes.declaration = declaration.valueRect;
  boxes.signature = signature.valueRect;
  return [
    ...declaration.items,
    ...signature.items,
    ...signatureItems(signed, signature.valueRect, type, fonts),
    vRule(rect.xMm + left, rect.yMm, rect.yMm + rect.heightMm, type.ruleMm),
    ...boxBorder(rect, type.ruleMm),
  ];
}
