import { describe, expect, it } from 'vitest';
import { barcodeProblem, barcodeValue, canDrawBarcode, hasBarcode, isCode128Encodable } from '../../../src/label/barcode-rules';
import { makeLabel } from '../../support/make-label';

describe('hasBarcode', () => {
  it('draws a barcode when the tracking number has text', () => {
    expect(hasBarcode(makeLabel({ trackingNumber: '1Z999AA10123456784' }))).toBe(true);
  });

  it('draws no barcode for an empty or whitespace-only tracking number', () => {
    expect(hasBarcode(makeLabel({ trackingNumber: '' }))).toBe(false);
    expect(hasBarcode(makeLabel({ trackingNumber: ' \t\n ' }))).toBe(false);
  });
});

describe('barcodeValue', () => {
  it('encodes the tracking number without surrounding whitespace', () => {
    expect(barcodeValue(makeLabel({ trackingNumber: '  ABC 123 \n' }))).toBe('ABC 123');
  });
});

describe('isCode128Encodable', () => {
  it('accepts printable ASCII', () => {
    expect(isCode128Encodable('1Z999AA10123456784')).toBe(true);
    expect(isCode128Encodable(' !"#$%&()*+,-./:;<=>?@[\\]^_`{|}~')).toBe(true);
  });

  it('accepts ASCII control characters, which Code 128 set A carries', () => {
    expect(isCode128Encodable('A\u0000B\tC\u007f')).toBe(true);
  });

  it('rejects characters beyond ASCII that bwip-js would silently mangle', () => {
    expect(isCode128Encodable('ÄBC123')).toBe(false);
    expect(isCode128Encodable('123\u0080')).toBe(false);
    expect(isCode128Encodable('PKG-📦')).toBe(false);
    expect(isCode128Encodable('１２３')).toBe(false);
  });

  it('rejects empty text, which has nothing to encode', () => {
    expect(isCode128Encodable('')).toBe(false);
  });
});

describe('barcodeProblem', () => {
  it('draws any Code 128 text up to 40 characters', () => {
    expect(barcodeProblem('~'.repeat(40))).toBeNull();
    expect(canDrawBarcode('1Z999AA10123456784')).toBe(true);
  });

  it('refuses a value over 40 characters, which would print bars too thin to scan', () => {
    expect(barcodeProblem('1'.repeat(41))).toMatch(/trackingNumber \(at most 40 characters\)/);
    expect(canDrawBarcode('1'.repeat(41))).toBe(false);
  });

  it('refuses text Code 128 cannot carry, and says which', () => {
    expect(barcodeProblem('PKG-📦')).toBe('Not encodable as Code 128: "PKG-📦"');
  });
});
