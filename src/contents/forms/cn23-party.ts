import type { FaceItem } from '../../label/face-items';
import type { FontSet } from '../../label/font-set';
import type { Rect } from '../../stock/sheet-slots';
import type { Cn23Type } from './cn23-type';
import type { DeclarationParty } from './declaration';
import { sideTitledCell, titleHeightMm, valueHeightMm } from './form-cells';
import { hRule, inset, vRule } from './form-drawing';
import { titleRows } from './form-rows';
import { upToRows } from './form-text';
import { CN23, type Title } from './form-titles';

// The CN 23's "From" and "To": the word in a strip on the left, then the name, business, address and telephone, one
// box each, as the UPU's form lists them.

const STRIP_MM = 9;
const FIELD_TITLE_MM = 19;

/** A field, and the most rows its value takes before it is set smaller, then cut. */
type Field = { key: string; title: Title; value: string; rows: number };

const fieldsOf = (party: DeclarationParty): Field[] => [
  { key: 'Name', title: CN23.name, value: party.name, rows: 2 },
  { key: 'Business', title: CN23.business, value: party.business, rows: 2 },
  { key: 'Address', title: CN23.address, value: party.addressLines.filter((line) => line.trim() !== '').join('\n'), rows: 6 },
  { key: 'Phone', title: CN23.phone, value: party.phone, rows: 1 },
];

const fieldHeightMm = (field: Field, widthMm: number, type: Cn23Type, fonts: FontSet): number =>
  Math.max(titleHeightMm(field.title, FIELD_TITLE_MM, type), valueHeightMm(field.value, widthMm - FIELD_TITLE_MM, upToRows(type.value, field.rows), type, fonts)) + type.padMm;

/** How tall a party's fields stand in a box this wide. */
export const partyHeightMm = (party: DeclarationParty, widthMm: number, type: Cn23Type, fonts: FontSet): number =>
  fieldsOf(party).reduce((sum, field) => sum + fieldHeightMm(field, widthMm - STRIP_MM, type, fonts), 0);

/** The party's fields in the rect, the address taking whatever height is left; each value's area in `boxes`. */
export function drawParty(party: DeclarationParty, title: Title, rect: Rect, type: Cn23Type, fonts: FontSet, boxes: Record<string, Rect>, prefix: string): FaceItem[] {
  const x = rect.xMm + STRIP_MM;
  const width = rect.widthMm - STRIP_MM;
  const fields = fieldsOf(party);
  const heights = fields.map((field) => fieldHeightMm(field, width, type, fonts));
  const spare = rect.heightMm - heights.reduce((sum, height) => sum + height, 0);
  const items: FaceItem[] = [...titleRows(title.en, title.fr, inset({ ...rect, widthMm: STRIP_MM }, type.padMm), type.title), vRule(x, rect.yMm, rect.yMm + rect.heightMm, type.ruleMm)];
  let y = rect.yMm;
  fields.forEach((field, index) => {
    const height = (heights[index] ?? 0) + (field.key === 'Address' ? spare : 0);
    const cell = sideTitledCell({ xMm: x, yMm: y, widthMm: width, heightMm: height }, field.title, FIELD_TITLE_MM, field.value, type, fonts, upToRows(type.value, field.rows));
    boxes[prefix + field.key] = cell.valueRect;
    items.push(...cell.items);
    y += height;
    if (index < fields.length - 1) items.push(hRule(x, x + width, y, type.ruleMm));
  });
  return items;
}
