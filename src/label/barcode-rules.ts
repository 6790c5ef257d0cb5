import { FIELD_LIMITS, LabelTooLongError, countCharacters } from './field-limits';
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

/** Why a value has no barcode, as the error to throw, or null when it can be drawn: Code 128 within the limit. */
export const barcodeError = (value: string): Error | null => {
  if (!isCode128Encodable(value)) return new Error(`Not encodable as Code 128: ${JSON.stringify(value)}`);
  if (countCharacters(value) > FIELD_LIMITS.trackingNumber) return new LabelTooLongError(['trackingNumber']);
  return null;
};

/** Why a value has no barcode, in words, or null when it can be drawn. */
export const barcodeProblem = (value: string): string | null => barcodeError(value)?.message ?? null;

/** True when the value has a barcode. */
export const canDrawBarcode = (value: string): boolean => barcodeError(value) === null;

/** Throws a typed error unless the value can be drawn as a barcode, so nothing scans as garbage. */
export const assertDrawableBarcode = (value: string): void => {
  const error = barcodeError(value);
  if (error) throw error;
};
