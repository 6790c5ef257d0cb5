import type { FaceLogo } from './face-items';
import { contentOf, type Counter, type FaceLine, type LineSetting } from './face-line-parts';

// The sender's logo on a face: at the right of the sender's rows, never taller than they are, so it crowds no address
// and covers no barcode. The rows are wrapped to the width the logo leaves them.

/** A logo as the layout sees it: its shape, width over height. Its picture goes to the PDF and the preview apart. */
export type LogoShape = { aspect: number };

/** The most of the content's width a logo takes (its gap included): the sender's rows keep the rest. */
export const LOGO_SHARE = 0.3;
/** The widest a logo prints, on a page as on a label: a mark beside the sender, not a letterhead. */
export const LOGO_MAX_MM = 40;
/** Space between the sender's rows and the logo. */
export const LOGO_GAP_MM = 2;
/** A logo smaller than this is no use on paper: the sender's rows are then set without one. */
export const MIN_LOGO_MM = 4;

/** The largest box of the logo's shape inside `widthMm` × `heightMm`. */
export const logoBox = ({ aspect }: LogoShape, widthMm: number, heightMm: number): { widthMm: number; heightMm: number } =>
  widthMm / heightMm > aspect ? { widthMm: heightMm * aspect, heightMm } : { widthMm, heightMm: widthMm / aspect };

/**
 * The sender's rows with the logo at their right. `rowsBeside(reserveMm)` makes the rows with `reserveMm` kept free
 * at the right of the content; the first `headingLines` of them are a heading above the rows, which the logo starts
 * under. Without a logo, or where it would be smaller than MIN_LOGO_MM, the rows are made full width.
 */
export function senderRowsWithLogo(
  setting: LineSetting,
  logo: LogoShape | null,
  rowsBeside: (reserveMm: number) => FaceLine[],
  headingLines: number,
  order: Counter,
): FaceLine[] {
  if (logo === null || !(logo.aspect > 0) || !Number.isFinite(logo.aspect)) return rowsBeside(0);
  const content = contentOf(setting);
  const reserveMm = Math.min(content.widthMm * LOGO_SHARE, LOGO_MAX_MM + LOGO_GAP_MM);
  const lines = rowsBeside(reserveMm);
  const rows = lines.slice(headingLines);
  const first = rows[0];
  if (first === undefined) return rowsBeside(0);
  const box = logoBox(logo, reserveMm - LOGO_GAP_MM, rows.reduce((sum, line) => sum + line.heightMm, 0));
  if (Math.min(box.widthMm, box.heightMm) < MIN_LOGO_MM) return rowsBeside(0);
  const logoOrder = order();
  const item = (topMm: number): FaceLogo => ({ kind: 'logo', xMm: content.xMm + content.widthMm - box.widthMm, yMm: topMm, ...box, order: logoOrder });
  // Placed with the first row, so it is on the face its rows are on.
  const withLogo: FaceLine = { ...first, place: (topMm) => [...first.place(topMm), item(topMm)] };
  return [...lines.slice(0, headingLines), withLogo, ...rows.slice(1)];
}
