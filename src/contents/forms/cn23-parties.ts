import type { FaceItem } from '../../label/face-items';
import type { FontSet } from '../../label/font-set';
import type { Rect } from '../../stock/sheet-slots';
import { drawParty, partyHeightMm } from './cn23-party';
import type { Cn23Type } from './cn23-type';
import type { Declaration, DeclarationParty } from './declaration';
import { titleHeightMm, valueCell, valueHeightMm } from './form-cells';
import { hRule, vRule } from './form-drawing';
import { upToRows } from './form-text';
import { CN23, type Title } from './form-titles';

// The first CN 23 page's parties: the sender ("From") and the addressee ("To") on the left, and beside each the two
// boxes the UPU sets there: the sender's customs reference and the item's number; the importer's reference and contact.

const LEFT_SHARE = 0.58;
// A reference or contact takes at most two rows before it is set smaller, then cut.
const REFERENCE_ROWS = 2;

type Reference = { title: Title; value: string; key: string };
type PartyRow = { party: DeclarationParty; title: Title; prefix: string; references: readonly [Reference, Reference] };

/** The sender, then the addressee, each with the two boxes the form sets beside them. */
const partyRows = (declaration: Declaration): PartyRow[] => [
  {
    party: declaration.sender,
    title: CN23.from,
    prefix: 'sender',
    references: [
      { title: CN23.senderReference, value: declaration.sender.reference, key: 'senderReference' },
      { title: CN23.itemNumber, value: '', key: 'itemNumber' },
    ],
  },
  {
    party: declaration.addressee,
    title: CN23.to,
    prefix: 'addressee',
    references: [
      { title: CN23.importerReference, value: declaration.addressee.reference, key: 'importerReference' },
      { title: CN23.importerContact, value: declaration.importerContact, key: 'importerContact' },
    ],
  },
];

const referenceHeightMm = ({ title, value }: Reference, widthMm: number, type: Cn23Type, fonts: FontSet): number =>
  titleHeightMm(title, widthMm, type) + valueHeightMm(value, widthMm, upToRows(type.value, REFERENCE_ROWS), type, fonts);

/** A party's row: as tall as its own fields or the references beside it. */
const rowHeightMm = (row: PartyRow, widthMm: number, type: Cn23Type, fonts: FontSet): number =>
  Math.max(
    partyHeightMm(row.party, widthMm * LEFT_SHARE, type, fonts),
    row.references.reduce((sum, reference) => sum + referenceHeightMm(reference, widthMm * (1 - LEFT_SHARE), type, fonts), 0),
  );

/** How tall the sender's and the addressee's rows stand together. */
export const partiesHeightMm = (declaration: Declaration, widthMm: number, type: Cn23Type, fonts: FontSet): number =>
  partyRows(declaration).reduce((sum, row) => sum + rowHeightMm(row, widthMm, type, fonts), 0);

/** The sender and the addressee on the left, their references on the right, from `topMm`. */
export function drawParties(declaration: Declaration, frame: Rect, topMm: number, type: Cn23Type, fonts: FontSet, boxes: Record<string, Rect>): FaceItem[] {
  const left = frame.widthMm * LEFT_SHARE;
  const [x, right] = [frame.xMm + left, frame.widthMm - left];
  const items: FaceItem[] = [];
  let top = topMm;
  for (const row of partyRows(declaration)) {
    const height = rowHeightMm(row, frame.widthMm, type, fonts);
    items.push(...drawParty(row.party, row.title, { xMm: frame.xMm, yMm: top, widthMm: left, heightMm: height }, type, fonts, boxes, row.prefix));
    const [first, second] = row.references;
    const firstMm = referenceHeightMm(first, right, type, fonts);
    const cells = [
      { reference: first, rect: { xMm: x, yMm: top, widthMm: right, heightMm: firstMm } },
      { reference: second, rect: { xMm: x, yMm: top + firstMm, widthMm: right, heightMm: height - firstMm } },
    ];
    for (const { reference, rect } of cells) {
      const cell = valueCell(rect, reference.title, reference.value, upToRows(type.value, REFERENCE_ROWS), type, fonts);
      boxes[reference.key] = cell.valueRect;
      items.push(...cell.items);
    }
    top += height;
    items.push(hRule(x, x + right, top - height + firstMm, type.ruleMm), hRule(frame.xMm, frame.xMm + frame.widthMm, top, type.ruleMm));
  }
  items.push(vRule(x, topMm, top, type.ruleMm));
  return items;
}
