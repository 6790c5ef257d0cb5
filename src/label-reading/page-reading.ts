import type { Rect } from '../stock/sheet-slots';

// What the cropper's worker reads on a page, in the page's mm (from its top-left corner, as it is shown): its text
// and its barcodes. The page turns these into what each label says; nothing here is guessed.

/**
 * A run of text as the page draws it: where its baseline starts, which way it reads (degrees clockwise from left to
 * right), how long it is along that way and how large its letters are.
 */
export type TextPiece = { text: string; xMm: number; yMm: number; angleDegrees: number; widthMm: number; sizeMm: number };

/** The barcode kinds the cropper reads: the carriers' linear codes and their 2D codes. */
export const READ_FORMATS = ['Code128', 'Code39', 'PDF417', 'DataMatrix', 'QRCode', 'MaxiCode'] as const;

export type CodeFormat = (typeof READ_FORMATS)[number];

/** A barcode found on a page: its kind, what it holds (nothing when it did not decode: damaged), and where it is. */
export type ReadCode = { format: CodeFormat; text: string; decoded: boolean; box: Rect };

/**
 * A page as read: its text (null when the file has no text to read, as an image has none) and the barcodes found in
 * the areas searched (the labels found on it, with a margin).
 */
export type PageReading = { text: readonly TextPiece[] | null; codes: readonly ReadCode[]; searched: readonly Rect[] };

const LINEAR: readonly CodeFormat[] = ['Code128', 'Code39'];

/** A one-dimensional code: the kind a tracking number is printed as. */
export const isLinear = (format: CodeFormat): boolean => LINEAR.includes(format);

/** The code kinds' names as people know them. */
export const FORMAT_NAMES: Record<CodeFormat, string> = {
  Code128: 'Code 128',
  Code39: 'Code 39',
  PDF417: 'PDF417',
  DataMatrix: 'Data Matrix',
  QRCode: 'QR code',
  MaxiCode: 'MaxiCode',
};

/** Whether a point lies in a rectangle grown by `marginMm` on every side. */
export const holds = (rect: Rect, xMm: number, yMm: number, marginMm = 0): boolean =>
  xMm >= rect.xMm - marginMm && xMm <= rect.xMm + rect.widthMm + marginMm && yMm >= rect.yMm - marginMm && yMm <= rect.yMm + rect.heightMm + marginMm;

/** A rectangle's centre. */
export const centreOf = (rect: Rect): { xMm: number; yMm: number } => ({ xMm: rect.xMm + rect.widthMm / 2, yMm: rect.yMm + rect.heightMm / 2 });

/** The data separators barcodes carry (GS1's group separator, MH10.8.3's record separator and end): read as spaces. */
const SEPARATORS = ['\u001d', '\u001e', '\u0004'];

/** A barcode's data as characters to match: no GS1 symbology prefix, its separators as spaces, trimmed. */
export const plainData = (text: string): string => SEPARATORS.reduce((plain, separator) => plain.replaceAll(separator, ' '), text.replace(/^\]C1/, '')).trim();
