import { describe, expect, it } from 'vitest';
import type { SourceKind } from '../../../src/cropper/file-kind';
import { pagesLike } from '../../../src/cropper/pages-like';

const page = (kind: SourceKind, widthMm: number, heightMm: number) => ({ kind, sizeMm: { widthMm, heightMm } });

const LETTER = page('pdf', 215.9, 279.4);
const A4 = page('pdf', 210, 297);
/** A 4 × 6 in label image at the nominal 203 dpi. */
const LABEL_IMAGE = page('png', 101.6, 152.4);

describe('pages like this one', () => {
  it('are the PDF pages of the same size, this one included, in order', () => {
    const pages = [LETTER, A4, LETTER, page('pdf', 216.3, 279.0), A4];
    expect(pagesLike(pages, 2)).toEqual([0, 2, 3]);
    expect(pagesLike(pages, 4)).toEqual([1, 4]);
  });

  it('take sizes within 1 mm for the same, and no further', () => {
    const pages = [LETTER, page('pdf', 216.9, 280.4), page('pdf', 217.0, 279.4)];
    expect(pagesLike(pages, 0)).toEqual([0, 1]);
  });

  it('leave out a page of the same size turned the other way', () => {
    const pages = [LETTER, page('pdf', 279.4, 215.9)];
    expect(pagesLike(pages, 0)).toEqual([0]);
  });

  it('take a square page and one a hair off square for alike', () => {
    const pages = [page('pdf', 100, 100), page('pdf', 100.5, 100), page('pdf', 100, 100.5)];
    expect(pagesLike(pages, 0)).toEqual([0, 1, 2]);
  });

  it('take images of any kind together, and never with a PDF’s page of their size', () => {
    const pages = [LABEL_IMAGE, page('pdf', 101.6, 152.4), page('gif', 101.6, 152.4), page('jpeg', 101.9, 152.0)];
    expect(pagesLike(pages, 0)).toEqual([0, 2, 3]);
    expect(pagesLike(pages, 1)).toEqual([1]);
  });

  it('are none for a page that is not there', () => {
    expect(pagesLike([LETTER], 1)).toEqual([]);
    expect(pagesLike([LETTER], -1)).toEqual([]);
  });
});
