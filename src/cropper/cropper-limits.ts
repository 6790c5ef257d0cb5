import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

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

/** The limits in a sentence, for the page beside where files are dropped; its figures are written in the visitor's language. */
export const limitsSentence = (): MessageDescriptor => {
  const files = CROPPER_LIMITS.files;
  const megabytes = CROPPER_LIMITS.fileBytes / MEGABYTE;
  const pagesPerFile = CROPPER_LIMITS.pagesPerFile;
  const pagesInAll = CROPPER_LIMITS.pagesInAll;
  const megapixels = CROPPER_LIMITS.imagePixels / 1_000_000;
  const side = CROPPER_LIMITS.imageSidePx;
  return msg`Up to ${plural(files, { one: '# file', other: '# files' })} at a time, each up to ${plural(megabytes, { other: '#' })} MB; up to ${plural(pagesPerFile, { one: '# page', other: '# pages' })} a PDF and ${plural(pagesInAll, { one: '# page', other: '# pages' })} in all; images up to ${plural(megapixels, { one: '# megapixel', other: '# megapixels' })} (${plural(side, { one: '# pixel', other: '# pixels' })} a side).`;
};
