import { lazily } from '../label/lazily';
import { CROPPER_LIMITS } from './cropper-limits';

// Every message the label cropper shows about the visitor's files: each names the file (and the page) it is about
// and says what to do next.

/** A page from 1, or null for a file of one page (an image, a one-page PDF), which is named without a page. */
export type PageNumber = number | null;

const MEGABYTE = 1024 * 1024;
const wholeFormat = lazily(() => new Intl.NumberFormat('en-US'));
const tenthsFormat = lazily(() => new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const whole = (value: number): string => wholeFormat().format(value);
// Rounded up, so a file just over the limit never reads as "50.0 MB" beside "up to 50 MB".
const megabytes = (bytes: number): string => tenthsFormat().format(Math.ceil((bytes / MEGABYTE) * 10 - 1e-9) / 10);

const quoted = (name: string): string => `“${name}”`;

/** "page 3 of “ebay.pdf”", or "“label.png”" for a file of one page. */
export const pageName = (name: string, page: PageNumber): string => (page === null ? quoted(name) : `page ${whole(page)} of ${quoted(name)}`);
/** The page's name to begin a sentence: "Page 3 of “ebay.pdf”". */
const startOfSentence = (name: string, page: PageNumber): string => {
  const named = pageName(name, page);
  return named.charAt(0).toUpperCase() + named.slice(1);
};

export const cropperMessages = {
  /** A share that brought no file (a link, some text). */
  nothingShared: 'Nothing came with the share: ShipLabel takes label PDFs and images. Share the label file itself, not a link to it, or drop it here.',
  /** A share whose files were taken already (the page was opened twice) or cleared. */
  sharedFilesGone: 'The shared files are no longer here: they were opened already, or the browser cleared them. Share them again, or drop them here.',
  /** The same file (the same bytes) added again. */
  sameFileAgain: (name: string, first: string): string =>
    `${quoted(name)} is the same file as ${quoted(first)}: its labels are here twice, and each is marked as printed twice. Remove one of them unless you mean to print both.`,
  /** More files were dropped than the cropper holds at once; the first were taken. */
  tooManyFiles: (limit: number): string =>
    `ShipLabel reads up to ${whole(limit)} files at a time, so the files past that were not added. Remove the files you are done with, then drop the others again.`,
  tooLarge: (name: string, bytes: number): string =>
    `${quoted(name)} is ${megabytes(bytes)} MB; ShipLabel reads files up to ${whole(CROPPER_LIMITS.fileBytes / MEGABYTE)} MB. ` +
    'Print just its label pages to a new PDF, or save the image smaller, and drop that file here.',
  tooManyPages: (name: string, pages: number): string =>
    `${quoted(name)} has ${whole(pages)} pages; ShipLabel reads up to ${whole(CROPPER_LIMITS.pagesPerFile)} pages a PDF. Print just its label pages to a new PDF and drop that file here.`,
  /** A file that would take the pages open past the limit; shown beside that file. */
  tooManyPagesInAll: (limit: number): string =>
    `ShipLabel reads up to ${whole(limit)} pages at a time, and this file would take the pages open past that. Print the labels you have, remove their files, then drop this one again.`,
  passwordProtected: (name: string): string => `${quoted(name)} is protected by a password: open it, print it to a new PDF, and drop that file here.`,
  unreadable: (name: string): string =>
    `${quoted(name)} cannot be read: it is damaged or incomplete. Download it again and drop the new copy here.`,
  notASupportedFile: (name: string): string => `${quoted(name)} is not a PDF, PNG, JPEG, GIF or ZPL file, whatever its name says.`,
  /** Text with no ^XA … ^XZ in it: a .zpl or .txt that holds no whole ZPL label. */
  noZplLabel: (name: string): string =>
    `${quoted(name)} holds no ZPL label: a label starts with ^XA and ends with ^XZ. Save the label from your shipping platform as ZPL again and drop that file here.`,
  tooManyLabels: (name: string, labels: number): string =>
    `${quoted(name)} holds ${whole(labels)} ZPL labels; ShipLabel reads up to ${whole(CROPPER_LIMITS.pagesPerFile)} labels a file. Split it into smaller files and drop those here.`,
  /** A ZPL label drawn without what the reader does not know. */
  zplSkipped: (name: string, page: PageNumber, commands: readonly string[]): string =>
    `${startOfSentence(name, page)} uses ${commands.join(', ')}, which ShipLabel’s ZPL reader does not draw: what ${commands.length === 1 ? 'it prints is' : 'they print is'} missing here. Check the label before you print it.`,
  zplGraphicCount: (name: string, page: PageNumber, says: number, holds: number): string =>
    `${startOfSentence(name, page)} has a graphic that says it holds ${whole(says)} bytes but holds ${whole(holds)}, so it may print wrongly.`,
  zplGraphicDamaged: (name: string, page: PageNumber): string =>
    `${startOfSentence(name, page)} has a graphic whose data is damaged (its check does not match), so the label cannot be drawn as it is.`,
  imageTooLarge: (name: string, width: number, height: number): string =>
    `${quoted(name)} is ${whole(width)} × ${whole(height)} pixels; ShipLabel reads images up to ${whole(CROPPER_LIMITS.imagePixels / 1_000_000)} megapixels ` +
    `and ${whole(CROPPER_LIMITS.imageSidePx)} pixels a side. Save it smaller and drop that file here.`,
  blankPage: (name: string, page: PageNumber): string => `${startOfSentence(name, page)} is blank, so it is skipped.`,
  noLabel: (name: string, page: PageNumber): string =>
    `No label was found on ${pageName(name, page)}, so it is skipped. To print it anyway, untick “Skip this page”.`,
  /** A page the worker could not draw: kept, skipped, its whole page the crop should the visitor include it. */
  pageFailed: (name: string, page: PageNumber): string =>
    `${startOfSentence(name, page)} could not be drawn, so it is skipped. Remove its file and drop it again to try once more.`,
  timedOut: (name: string): string =>
    `${quoted(name)} took too long to read and was stopped. Drop it again to try once more; if it stops again, open it, print it to a new PDF and drop that file here.`,
  /** `percent`: the scale as a percentage, shown in whole percent rounded down so a warned label never reads as 85 %. */
  shrinkWarning: (name: string, page: PageNumber, percent: number): string =>
    `${startOfSentence(name, page)} is printed at ${whole(Math.floor(percent + 1e-9))} % of its size to fit the label: its barcodes may not scan. ` +
    'Choose a larger label size or “Actual size”.',
} as const;
