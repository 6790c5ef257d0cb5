import type { FaceItem } from '../../label/face-items';
import type { FontSet } from '../../label/font-set';
import type { Rect } from '../../stock/sheet-slots';
import type { DeclarationParty } from './declaration';
import { sideTitledCell, titledCell, titleHeightMm, valueHeightMm, type FormType } from './form-cells';
import { boxBorder, hRule } from './form-drawing';
import { textRows } from './form-rows';
import { englishTitle } from './field-row';

// The parties of a shipping document side by side (seller and buyer; ship to and from), each a framed box: its title,
// the name, business, address and telephone one row each, and below them its tax ID where the document asks for one.

/** A party's box: its key in `boxes`, its title, and the title of its tax ID's row (none: no such row). */
export type PartyBox = { key: string; title: string; party: DeclarationParty; taxTitle?: string };

const TAX_TITLE_MM = 30;
// An address longer than this many rows is set smaller, so one party cannot push the items off the page.
const MAX_PARTY_ROWS = 9;

/** The party as printed: name, business, address lines and telephone, one row each, blank ones left out. */
export const partyText = (party: DeclarationParty): string =>
  [party.name, party.business, ...party.addressLines, party.phone.trim() === '' ? '' : `Tel. ${party.phone}`].filter((line) => line.trim() !== '').join('\n');

const taxRowHeightMm = (box: PartyBox, widthMm: number, type: FormType, fonts: FontSet): number =>
  box.taxTitle === undefined
    ? 0
    : Math.max(titleHeightMm(englishTitle(box.taxTitle), TAX_TITLE_MM, type), valueHeightMm(box.party.reference, widthMm - TAX_TITLE_MM, type.value, type, fonts)) + type.padMm;

const partyHeightMm = (box: PartyBox, widthMm: number, type: FormType, fonts: FontSet): number =>
  titleHeightMm(englishTitle(box.title), widthMm, type) +
  valueHeightMm(partyText(box.party), widthMm, { ...type.value, maxRows: MAX_PARTY_ROWS }, type, fonts) +
  taxRowHeightMm(box, widthMm, type, fonts);

/** How tall the boxes stand side by side in `widthMm`: the tallest. */
export const partiesHeightMm = (parties: readonly PartyBox[], widthMm: number, type: FormType, fonts: FontSet): number =>
  Math.max(0, ...parties.map((box) => partyHeightMm(box, widthMm / parties.length, type, fonts)));

/** The parties side by side across the rect, each framed; the address takes any height spare above the tax ID. */
export function drawParties(parties: readonly PartyBox[], rect: Rect, type: FormType, fonts: FontSet, boxes: Record<string, Rect>): FaceItem[] {
  const widthMm = rect.widthMm / parties.length;
  return parties.flatMap((box, index) => {
    const outer = { ...rect, xMm: rect.xMm + index * widthMm, widthMm };
    const taxMm = taxRowHeightMm(box, widthMm, type, fonts);
    const cell = titledCell({ ...outer, heightMm: outer.heightMm - taxMm }, englishTitle(box.title), type);
    boxes[box.key] = cell.valueRect;
    const items = [...cell.items, ...textRows(partyText(box.party), cell.valueRect, { ...type.value, maxRows: MAX_PARTY_ROWS }, fonts), ...boxBorder(outer, type.ruleMm)];
    if (box.taxTitle === undefined) return items;
    const taxTop = outer.yMm + outer.heightMm - taxMm;
    const tax = sideTitledCell({ ...outer, yMm: taxTop, heightMm: taxMm }, englishTitle(box.taxTitle), TAX_TITLE_MM, box.party.reference, type, fonts);
    boxes[`${box.key}TaxId`] = tax.valueRect;
    return [...items, ...tax.items, hRule(outer.xMm, outer.xMm + widthMm, taxTop, type.ruleMm)];
  });
}
