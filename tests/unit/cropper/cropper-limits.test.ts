import { describe, expect, it } from 'vitest';
import { CROPPER_LIMITS, limitsSentence } from '../../../src/cropper/cropper-limits';
import { cropperMessages } from '../../../src/cropper/cropper-messages';
import { english } from '../../support/english';

const MEGABYTE = 1024 * 1024;

describe('the cropper’s limits', () => {
  it('are 50 files of up to 50 MB, 500 pages a PDF, 1,000 pages in all, images up to 40 megapixels and 12,000 pixels a side', () => {
    expect(CROPPER_LIMITS).toEqual({ files: 50, fileBytes: 52_428_800, pagesPerFile: 500, pagesInAll: 1000, imagePixels: 40_000_000, imageSidePx: 12_000 });
  });

  it('are stated in one sentence for the page', () => {
    expect(english(limitsSentence())).toBe(
      'Up to 50 files at a time, each up to 50 MB; up to 500 pages a PDF and 1,000 pages in all; images up to 40 megapixels (12,000 pixels a side).',
    );
  });

  it('hold together: a PDF of the most pages fits within the pages in all, and a square image meets the pixel limit before the side limit', () => {
    expect(CROPPER_LIMITS.pagesPerFile).toBeLessThanOrEqual(CROPPER_LIMITS.pagesInAll);
    expect(CROPPER_LIMITS.imageSidePx ** 2).toBeGreaterThan(CROPPER_LIMITS.imagePixels);
  });

  it('are the figures the sentence and the messages state', () => {
    const sentence = english(limitsSentence());
    const figures = (text: string) => [...text.matchAll(/\d[\d,]*/g)].map((match) => Number(match[0].replaceAll(',', '')));
    expect(figures(sentence)).toEqual([
      CROPPER_LIMITS.files,
      CROPPER_LIMITS.fileBytes / MEGABYTE,
      CROPPER_LIMITS.pagesPerFile,
      CROPPER_LIMITS.pagesInAll,
      CROPPER_LIMITS.imagePixels / 1_000_000,
      CROPPER_LIMITS.imageSidePx,
    ]);
    expect(english(cropperMessages.tooLarge('a.pdf', 60 * MEGABYTE, 'en'))).toContain(`up to ${CROPPER_LIMITS.fileBytes / MEGABYTE} MB`);
    expect(english(cropperMessages.tooManyPages('a.pdf', 612))).toContain(`up to ${CROPPER_LIMITS.pagesPerFile} pages a PDF`);
    expect(english(cropperMessages.imageTooLarge('a.png', 30_000, 30_000))).toContain('up to 40 megapixels and 12,000 pixels a side');
  });
});

describe('the cropper’s messages', () => {
  it('name a page from 1, and a file of one page without a page', () => {
    expect(english(cropperMessages.noLabel('ebay.pdf', 3))).toContain('found on page 3 of “ebay.pdf”,');
    expect(english(cropperMessages.noLabel('label.png', null))).toContain('found on “label.png”,');
    expect(english(cropperMessages.blankPage('ebay.pdf', 2))).toBe('Page 2 of “ebay.pdf” is blank, so it is skipped.');
    expect(english(cropperMessages.blankPage('scan.jpg', null))).toBe('“scan.jpg” is blank, so it is skipped.');
  });

  it('say a page without a label is skipped and how to include it, and one that could not be drawn how to try again', () => {
    expect(english(cropperMessages.noLabel('usps.pdf', 2))).toBe('No label was found on page 2 of “usps.pdf”, so it is skipped. To print it anyway, untick “Skip this page”.');
    expect(english(cropperMessages.pageFailed('label.png', null))).toBe('“label.png” could not be drawn, so it is skipped. Remove its file and drop it again to try once more.');
  });

  it('warn that a shrunk label’s barcodes may not scan, in whole percent rounded down', () => {
    expect(english(cropperMessages.shrinkWarning('ups.pdf', 1, 78.4))).toBe(
      'Page 1 of “ups.pdf” is printed at 78 % of its size to fit the label: its barcodes may not scan. Choose a larger label size or “Actual size”.',
    );
    expect(english(cropperMessages.shrinkWarning('label.gif', null, 84.99))).toMatch(/^“label\.gif” is printed at 84 % of its size/);
  });

  it('say what is wrong with a file and what to do', () => {
    expect(english(cropperMessages.passwordProtected('dhl.pdf'))).toBe('“dhl.pdf” is protected by a password: open it, print it to a new PDF, and drop that file here.');
    expect(english(cropperMessages.notASupportedFile('label.pdf'))).toBe('“label.pdf” is not a PDF, PNG, JPEG, GIF or ZPL file, whatever its name says.');
    expect(english(cropperMessages.unreadable('cut.pdf'))).toMatch(/^“cut\.pdf” cannot be read: it is damaged or incomplete\./);
    expect(english(cropperMessages.timedOut('huge.pdf'))).toMatch(/^“huge\.pdf” took too long to read and was stopped\./);
    expect(english(cropperMessages.tooManyFiles(50))).toMatch(/^ShipLabel reads up to 50 files at a time/);
    expect(english(cropperMessages.tooManyPagesInAll(1000))).toMatch(/^ShipLabel reads up to 1,000 pages at a time/);
  });

  it('give a file’s size and pixels with their figures grouped, a size just over the limit rounded up', () => {
    expect(english(cropperMessages.tooLarge('big.pdf', CROPPER_LIMITS.fileBytes + 1, 'en'))).toMatch(/^“big\.pdf” is 50\.1 MB; ShipLabel reads files up to 50 MB\./);
    // The size is written in the visitor's language: a German visitor reads a decimal comma.
    expect(english(cropperMessages.tooLarge('big.pdf', CROPPER_LIMITS.fileBytes + 1, 'de'))).toMatch(/^“big\.pdf” is 50,1 MB;/);
    expect(english(cropperMessages.tooManyPages('book.pdf', 1234))).toMatch(/^“book\.pdf” has 1,234 pages;/);
    expect(english(cropperMessages.imageTooLarge('poster.png', 30_000, 30_000))).toMatch(/^“poster\.png” is 30,000 × 30,000 pixels;/);
  });
});
