import { describe, expect, it } from 'vitest';
import { barcodeValue, hasBarcode, isCode128Encodable } from '../../../src/label/barcode-rules';
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
