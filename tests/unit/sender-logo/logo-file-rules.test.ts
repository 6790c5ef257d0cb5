import { describe, expect, it } from 'vitest';
import { logoFileKind, logoFileProblem as problemOf, logoMessages, svgHoldsCode } from '../../../src/features/sender-logo/logo-file-rules';
import { english } from '../../support/english';
import { testLogo } from '../../support/test-logo';

/** What is wrong with a logo file, as an English-speaking visitor reads it. */
const logoFileProblem = (name: string, bytes: Uint8Array): string | null => {
  const problem = problemOf(name, bytes);
  return problem === null ? null : english(problem);
};

const text = (value: string) => new TextEncoder().encode(value);

describe('a logo file, by its bytes', () => {
  it('is a PNG, a JPEG or an SVG whatever its name says, and anything else is not a logo', async () => {
    expect(logoFileKind((await testLogo()).png)).toBe('png');
    expect(logoFileKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(logoFileKind(text('\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg>\n<svg viewBox="0 0 1 1"/>'))).toBe('svg');
    for (const other of ['%PDF-1.7', 'GIF89a', 'hello', '<html><svg/></html>', '']) expect(logoFileKind(text(other)), other).toBeNull();
  });

  it.each([
    '<svg><script>alert(1)</script></svg>',
    '<svg><SCRIPT src="x.js"/></svg>',
    '<svg onload="alert(1)"/>',
    '<svg><rect onclick = "x()"/></svg>',
    '<svg><a href="javascript:alert(1)"><rect/></a></svg>',
    '<svg><a xlink:href=\'javascript:x()\'/></svg>',
    '<svg><foreignObject><iframe src="https://example.com"/></foreignObject></svg>',
  ])('an SVG that would run code is refused: %s', (svg) => {
    expect(svgHoldsCode(svg)).toBe(true);
    expect(logoFileProblem('logo.svg', text(svg))).toMatch(/^“logo\.svg” is an SVG with a script in it\./);
  });

  it('a plain SVG drawing is taken, its words about scripts included', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>Our scripts and fonts</title><text x="1" y="9">Script Co</text></svg>';
    expect(svgHoldsCode(svg)).toBe(false);
    expect(logoFileProblem('logo.svg', text(svg))).toBeNull();
  });

  it('over 1 MB is refused by its size, before what it is', () => {
    expect(logoFileProblem('scan.png', new Uint8Array(20 * 1024 * 1024))).toBe(
      '“scan.png” is 20 MB; a logo can be up to 1 MB. Save it smaller (a PNG a few hundred pixels wide is plenty) and choose it again.',
    );
    expect(logoFileProblem('doc.pdf', text('%PDF-1.7'))).toBe('“doc.pdf” is not a PNG, JPEG or SVG picture. Choose your logo saved as one of those.');
  });

  it('says how many pixels a picture too large to read has', () => {
    expect(english(logoMessages.tooManyPixels('huge.png', 12000, 9000))).toBe(
      '“huge.png” is 12,000 × 9,000 pixels; a logo can be up to 8,192 pixels a side. Save it smaller and choose it again.',
    );
  });
});
