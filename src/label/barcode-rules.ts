import type { LabelData } from './label-data';

/** The text the barcode encodes: the tracking number without surrounding whitespace. */
export const barcodeValue = (data: LabelData): string => data.trackingNumber.trim();

/** A barcode is drawn only when the trimmed tracking number is non-empty. */
export const hasBarcode = (data: LabelData): boolean => barcodeValue(data) !== '';

/**
 * Code 128 encodes ASCII 0x00–0x7F only; bwip-js would silently UTF-8 encode anything else
 * into a barcode that scans as garbage, so we refuse it here. Empty text has no barcode.
 */
export const isCode128Encodable = (value: string): boolean =>
  value !== '' && [...value].every((char) => (char.codePointAt(0) ?? 0x80) <= 0x7f);
