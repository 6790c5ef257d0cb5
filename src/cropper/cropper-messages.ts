import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { CROPPER_LIMITS } from './cropper-limits';

// Every message the label cropper shows about the visitor's files: each names the file (and the page) it is about
// and says what to do next. A file's name is a placeholder in quotes; figures are placeholders the page writes in the
// visitor's language (a count as `#` in a plural). A message about a page has two forms: a file of one page (an image,
// a one-page PDF) is named without a page.

/** A page from 1, or null for a file of one page (an image, a one-page PDF), which is named without a page. */
export type PageNumber = number | null;

const MEGABYTE = 1024 * 1024;
// Rounded up, so a file just over the limit never reads as "50.0 MB" beside "up to 50 MB".
const megabytes = (bytes: number): number => Math.ceil((bytes / MEGABYTE) * 10 - 1e-9) / 10;

export const cropperMessages = {
  /** A share that brought no file (a link, some text). */
  nothingShared: msg`Nothing came with the share: ShipLabel takes label PDFs and images. Share the label file itself, not a link to it, or drop it here.`,
  /** A share whose files were taken already (the page was opened twice) or cleared. */
  sharedFilesGone: msg`The shared files are no longer here: they were opened already, or the browser cleared them. Share them again, or drop them here.`,
  /** The same file (the same bytes) added again. */
  sameFileAgain: (name: string, first: string): MessageDescriptor =>
    msg`“${name}” is the same file as “${first}”: its labels are here twice, and each is marked as printed twice. Remove one of them unless you mean to print both.`,
  /** More files were dropped than the cropper holds at once; the first were taken. */
  tooManyFiles: (limit: number): MessageDescriptor =>
    msg`ShipLabel reads up to ${plural(limit, { one: '# file', other: '# files' })} at a time, so the files past that were not added. Remove the files you are done with, then drop the others again.`,
  /** A file over the size limit: its size to a tenth of a megabyte, written for the visitor's language (`locale`). */
  tooLarge: (name: string, bytes: number, locale: string): MessageDescriptor => {
    const size = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(megabytes(bytes));
    const limit = CROPPER_LIMITS.fileBytes / MEGABYTE;
    return msg`“${name}” is ${size} MB; ShipLabel reads files up to ${plural(limit, { other: '#' })} MB. Print just its label pages to a new PDF, or save the image smaller, and drop that file here.`;
  },
  tooManyPages: (name: string, pages: number): MessageDescriptor => {
    const limit = CROPPER_LIMITS.pagesPerFile;
    return msg`“${name}” has ${plural(pages, { one: '# page', other: '# pages' })}; ShipLabel reads up to ${plural(limit, { one: '# page', other: '# pages' })} a PDF. Print just its label pages to a new PDF and drop that file here.`;
  },
  /** A file that would take the pages open past the limit; shown beside that file. */
  tooManyPagesInAll: (limit: number): MessageDescriptor =>
    msg`ShipLabel reads up to ${plural(limit, { one: '# page', other: '# pages' })} at a time, and this file would take the pages open past that. Print the labels you have, remove their files, then drop this one again.`,
  passwordProtected: (name: string): MessageDescriptor => msg`“${name}” is protected by a password: open it, print it to a new PDF, and drop that file here.`,
  unreadable: (name: string): MessageDescriptor =>
    msg`“${name}” cannot be read: it is damaged or incomplete. Download it again and drop the new copy here.`,
  notASupportedFile: (name: string): MessageDescriptor => msg`“${name}” is not a PDF, PNG, JPEG, GIF or ZPL file, whatever its name says.`,
  /** Text with no ^XA … ^XZ in it: a .zpl or .txt that holds no whole ZPL label. */
  noZplLabel: (name: string): MessageDescriptor =>
    msg({
      message: `“${name}” holds no ZPL label: a label starts with ^XA and ends with ^XZ. Save the label from your shipping platform as ZPL again and drop that file here.`,
      comment: '^XA and ^XZ are ZPL commands: keep them as they are',
    }),
  tooManyLabels: (name: string, labels: number): MessageDescriptor => {
    const limit = CROPPER_LIMITS.pagesPerFile;
    return msg`“${name}” holds ${plural(labels, { one: '# ZPL label', other: '# ZPL labels' })}; ShipLabel reads up to ${plural(limit, { one: '# label', other: '# labels' })} a file. Split it into smaller files and drop those here.`;
  },
  /** A ZPL label drawn without what the reader does not know. */
  zplSkipped: (name: string, page: PageNumber, skipped: readonly string[]): MessageDescriptor => {
    const commands = skipped.join(', ');
    const count = skipped.length;
    return page === null
      ? msg({
          message: `“${name}” uses ${commands}, which ShipLabel’s ZPL reader does not draw: what ${plural(count, { one: 'it prints is', other: 'they print is' })} missing here. Check the label before you print it.`,
          comment: '{commands} lists ZPL commands such as ^BY, ^FX: keep them as they are',
        })
      : msg({
          message: `Page ${plural(page, { other: '#' })} of “${name}” uses ${commands}, which ShipLabel’s ZPL reader does not draw: what ${plural(count, { one: 'it prints is', other: 'they print is' })} missing here. Check the label before you print it.`,
          comment: '{commands} lists ZPL commands such as ^BY, ^FX: keep them as they are',
        });
  },
  zplGraphicCount: (name: string, page: PageNumber, says: number, holds: number): MessageDescriptor =>
    page === null
      ? msg`“${name}” has a graphic that says it holds ${plural(says, { one: '# byte', other: '# bytes' })} but holds ${plural(holds, { other: '#' })}, so it may print wrongly.`
      : msg`Page ${plural(page, { other: '#' })} of “${name}” has a graphic that says it holds ${plural(says, { one: '# byte', other: '# bytes' })} but holds ${plural(holds, { other: '#' })}, so it may print wrongly.`,
  zplGraphicDamaged: (name: string, page: PageNumber): MessageDescriptor =>
    page === null
      ? msg`“${name}” has a graphic whose data is damaged (its check does not match), so the label cannot be drawn as it is.`
      : msg`Page ${plural(page, { other: '#' })} of “${name}” has a graphic whose data is damaged (its check does not match), so the label cannot be drawn as it is.`,
  imageTooLarge: (name: string, width: number, height: number): MessageDescriptor => {
    const megapixels = CROPPER_LIMITS.imagePixels / 1_000_000;
    const side = CROPPER_LIMITS.imageSidePx;
    return msg`“${name}” is ${plural(width, { other: '#' })} × ${plural(height, { other: '#' })} pixels; ShipLabel reads images up to ${plural(megapixels, { one: '# megapixel', other: '# megapixels' })} and ${plural(side, { one: '# pixel', other: '# pixels' })} a side. Save it smaller and drop that file here.`;
  },
  blankPage: (name: string, page: PageNumber): MessageDescriptor =>
    page === null ? msg`“${name}” is blank, so it is skipped.` : msg`Page ${plural(page, { other: '#' })} of “${name}” is blank, so it is skipped.`,
  noLabel: (name: string, page: PageNumber): MessageDescriptor =>
    page === null
      ? msg({
          message: `No label was found on “${name}”, so it is skipped. To print it anyway, untick “Skip this page”.`,
          comment: '“Skip this page” is the checkbox on the label’s card: use the same words as there',
        })
      : msg({
          message: `No label was found on page ${plural(page, { other: '#' })} of “${name}”, so it is skipped. To print it anyway, untick “Skip this page”.`,
          comment: '“Skip this page” is the checkbox on the label’s card: use the same words as there',
        }),
  /** A page the worker could not draw: kept, skipped, its whole page the crop should the visitor include it. */
  pageFailed: (name: string, page: PageNumber): MessageDescriptor =>
    page === null
      ? msg`“${name}” could not be drawn, so it is skipped. Remove its file and drop it again to try once more.`
      : msg`Page ${plural(page, { other: '#' })} of “${name}” could not be drawn, so it is skipped. Remove its file and drop it again to try once more.`,
  timedOut: (name: string): MessageDescriptor =>
    msg`“${name}” took too long to read and was stopped. Drop it again to try once more; if it stops again, open it, print it to a new PDF and drop that file here.`,
  /** `scale`: the scale as a percentage, shown in whole percent rounded down so a warned label never reads as 85 %. */
  shrinkWarning: (name: string, page: PageNumber, scale: number): MessageDescriptor => {
    const percent = Math.floor(scale + 1e-9);
    return page === null
      ? msg({
          message: `“${name}” is printed at ${plural(percent, { other: '#' })} % of its size to fit the label: its barcodes may not scan. Choose a larger label size or “Actual size”.`,
          comment: '“Actual size” is a choice under “Size on the label”: use the same words as there',
        })
      : msg({
          message: `Page ${plural(page, { other: '#' })} of “${name}” is printed at ${plural(percent, { other: '#' })} % of its size to fit the label: its barcodes may not scan. Choose a larger label size or “Actual size”.`,
          comment: '“Actual size” is a choice under “Size on the label”: use the same words as there',
        });
  },
} as const;
