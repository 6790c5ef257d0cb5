import { PT_PER_MM, type Face, type FaceText } from '../../src/label/face-items';
import type { Rect } from '../../src/stock/sheet-slots';
import { inkBoxes } from './face-bounds';

// Where a form's texts land, read from its face: which texts lie inside a box, and whether any straddles its edge.

type Ink = { left: number; right: number; top: number; bottom: number };

// Type may reach a hair above its line box (accented capitals): 5 % of its size, as the label's own margin check allows.
const TOP_SLACK_EM = 0.05;
const TOLERANCE_MM = 1e-6;

const textInks = (face: Face): { text: FaceText; ink: Ink }[] =>
  inkBoxes(face).flatMap(({ item, ...ink }) => (item.kind === 'text' ? [{ text: item, ink }] : []));

const within = (ink: Ink, rect: Rect, text: FaceText): boolean =>
  ink.left >= rect.xMm - TOLERANCE_MM &&
  ink.right <= rect.xMm + rect.widthMm + TOLERANCE_MM &&
  ink.top >= rect.yMm - (TOP_SLACK_EM * text.sizePt) / PT_PER_MM - TOLERANCE_MM &&
  ink.bottom <= rect.yMm + rect.heightMm + TOLERANCE_MM;

const overlaps = (ink: Ink, rect: Rect): boolean =>
  ink.left < rect.xMm + rect.widthMm && ink.right > rect.xMm && ink.top < rect.yMm + rect.heightMm && ink.bottom > rect.yMm;

/** The texts wholly inside the box, in reading order. */
export const textsInside = (face: Face, rect: Rect): FaceText[] =>
  textInks(face)
    .filter(({ text, ink }) => within(ink, rect, text))
    .map(({ text }) => text)
    .sort((a, b) => a.order - b.order);

/** The box's text as read: its rows joined as they were typed (a space, or nothing inside a cut word). */
export const readInside = (face: Face, rect: Rect): string =>
  textsInside(face, rect)
    .map((text, index) => (index === 0 ? '' : text.joinBefore) + text.text)
    .join('');

/** The texts that reach into the box without lying wholly inside it: none should. */
export const textsStraddling = (face: Face, rect: Rect): string[] =>
  textInks(face)
    .filter(({ text, ink }) => overlaps(ink, rect) && !within(ink, rect, text))
    .map(({ text }) => text.text);

/** Every item's extent, text by its ink (Helvetica's), rules by their rectangles. */
export const extents = (face: Face): Ink[] => inkBoxes(face).map(({ left, right, top, bottom }) => ({ left, right, top, bottom }));
