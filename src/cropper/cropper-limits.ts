import { lazily } from '../label/lazily';

// How much the label cropper takes at a time: one table, read by the page, the worker and the sentence below.

export const CROPPER_LIMITS = {
  /** Files open at once. */
  files: 50,
  /** One file's size in bytes. */
  fileBytes: 50 * 1024 * 1024,
  /** Pages of one PDF. */
  pagesPerFile: 500,
  /** Pages of all the open files together. */
  pagesInAll: 1000,
  /** An image's pixels, width × height: decoded, each takes 4 bytes, so 160 MB at most. */
  imagePixels: 40_000_000,
  /** An image's longer side, in pixels: 20 in at 600 dpi, longer than any label. */
  imageSidePx: 12_000,
} as const;

const MEGABYTE = 1024 * 1024;
const wholeFormat = lazily(() => new Intl.NumberFormat('en-US'));
const whole = (value: number): string => wholeFormat().format(value);

/** The limits in a sentence, for the page beside where files are dropped. */
export const limitsSentence = (): string =>
  `Up to ${whole(CROPPER_LIMITS.files)} files at a time, each up to ${whole(CROPPER_LIMITS.fileBytes / MEGABYTE)} MB; ` +
  `up to ${whole(CROPPER_LIMITS.pagesPerFile)} pages a PDF and ${whole(CROPPER_LIMITS.pagesInAll)} pages in all; ` +
  `images up to ${whole(CROPPER_LIMITS.imagePixels / 1_000_000)} megapixels (${whole(CROPPER_LIMITS.imageSidePx)} pixels a side).`;
