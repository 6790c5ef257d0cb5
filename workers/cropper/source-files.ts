import type { PDFDocumentProxy } from 'pdfjs-dist';
import { CROPPER_LIMITS } from '../../src/cropper/cropper-limits';
import { imageSizeOf, sniffFileKind, type SourceKind } from '../../src/cropper/file-kind';
import type { PageSizeMm } from '../../src/cropper/source-page';
import { cropperFailure } from '../../src/cropper/cropper-failures';
import { imagePageSize } from './image-pages';
import { pdfPageSizes } from './pdf-pages';
import { openPdf, PdfOpenError } from '../pdfjs/pdfjs-setup';
import { IMAGE_PX_PER_MM } from '../../src/cropper/output-plan';
import { labelCount, labelMm, readLabel, splitLabels, type ZplLabel } from '../../src/zpl/zpl-file';
import { commandsOf } from '../../src/zpl/zpl-commands';
import type { DotsPerMm } from '../../src/zpl/zpl-stock';
import { prepareZplReader, streamInflate } from './zpl-labels';

/** Why a file cannot be used, for the page to put in words with the file's name. */
export type FileProblem =
  | { code: 'too-large'; bytes: number }
  | { code: 'not-supported' }
  | { code: 'password' }
  | { code: 'unreadable' }
  | { code: 'too-many-pages'; pages: number }
  | { code: 'image-too-large'; width: number; height: number }
  | { code: 'no-zpl-label' }
  | { code: 'too-many-labels'; labels: number };

/** A file as the page learns of it: its kind, its pages' sizes and (for pixels) their resolution, or its problem. */
export type OpenedFile = { kind: 'opened'; sourceKind: SourceKind; pages: PageSizeMm[]; pxPerMm: number | null } | { kind: 'problem'; problem: FileProblem };

/** A file kept open in the worker until the page lets it go: its bytes for the writer, and what draws its pages. */
export type SourceFile =
  | { kind: 'pdf'; bytes: Uint8Array; pdf: PDFDocumentProxy }
  | { kind: 'image'; image: ImageBitmap }
  | ZplSource;

/** A ZPL file: its labels, the resolution it is read at, and each label's PNG once drawn (pages are looked at once, written perhaps many times). */
export type ZplSource = { kind: 'zpl'; labels: ZplLabel[]; dotsPerMm: DotsPerMm; drawn: Map<number, Promise<Uint8Array<ArrayBuffer>>> };

const files = new Map<string, SourceFile>();

export const sourceFile = (id: string): SourceFile => {
  const file = files.get(id);
  if (!file) throw cropperFailure('file-closed');
  return file;
};

/**
 * Reads a dropped file's bytes: refused early when too large, of an unknown kind, or an image too large to decode. A
 * ZPL file's labels are read at `dotsPerMm` (8: 203 dpi, 12: 300 dpi).
 */
export async function openSource(id: string, bytes: Uint8Array, dotsPerMm: DotsPerMm = 8): Promise<OpenedFile> {
  if (bytes.length > CROPPER_LIMITS.fileBytes) return { kind: 'problem', problem: { code: 'too-large', bytes: bytes.length } };
  const head = bytes.subarray(0, 1024);
  const sourceKind = sniffFileKind(head);
  if (sourceKind === null) return { kind: 'problem', problem: { code: 'not-supported' } };
  if (sourceKind === 'zpl') return openZplSource(id, bytes, dotsPerMm);
  return sourceKind === 'pdf' ? openPdfSource(id, bytes) : openImageSource(id, bytes, sourceKind);
}

/** A ZPL file: its labels counted (too many are refused before any is read), each read for its size and problems. */
async function openZplSource(id: string, bytes: Uint8Array, dotsPerMm: DotsPerMm): Promise<OpenedFile> {
  const text = new TextDecoder().decode(bytes);
  const count = labelCount(text);
  if (count > CROPPER_LIMITS.pagesPerFile) return { kind: 'problem', problem: { code: 'too-many-labels', labels: count } };
  const texts = splitLabels(text);
  if (texts.length === 0) return { kind: 'problem', problem: { code: count === 0 && !looksLikeZpl(text) ? 'not-supported' : 'no-zpl-label' } };
  prepareZplReader();
  const labels: ZplLabel[] = [];
  for (const label of texts) labels.push(await readLabel(label, streamInflate));
  files.set(id, { kind: 'zpl', labels, dotsPerMm, drawn: new Map() });
  return { kind: 'opened', sourceKind: 'zpl', pages: labels.map((label) => mmSize(labelMm(label, dotsPerMm))), pxPerMm: dotsPerMm };
}

/** Text with ZPL commands in it but no whole label is a broken ZPL file; text without any is not one at all. */
const looksLikeZpl = (text: string): boolean => commandsOf(text).length > 0;

const mmSize = (size: { width: number; height: number }): PageSizeMm => ({ widthMm: size.width, heightMm: size.height });

async function openPdfSource(id: string, bytes: Uint8Array): Promise<OpenedFile> {
  let pdf: PDFDocumentProxy;
  try {
    // pdf.js may take the buffer for itself: it gets a copy, the writer keeps the original.
    pdf = await openPdf(bytes.slice());
  } catch (error) {
    return { kind: 'problem', problem: { code: error instanceof PdfOpenError ? error.failure : 'unreadable' } };
  }
  if (pdf.numPages > CROPPER_LIMITS.pagesPerFile) {
    await pdf.destroy();
    return { kind: 'problem', problem: { code: 'too-many-pages', pages: pdf.numPages } };
  }
  try {
    const pages = await pdfPageSizes(pdf);
    files.set(id, { kind: 'pdf', bytes, pdf });
    return { kind: 'opened', sourceKind: 'pdf', pages, pxPerMm: null };
  } catch {
    await pdf.destroy();
    return { kind: 'problem', problem: { code: 'unreadable' } };
  }
}

async function openImageSource(id: string, bytes: Uint8Array, sourceKind: SourceKind): Promise<OpenedFile> {
  const size = imageSizeOf(bytes, sourceKind);
  if (size === null) return { kind: 'problem', problem: { code: 'unreadable' } };
  if (size.width * size.height > CROPPER_LIMITS.imagePixels || Math.max(size.width, size.height) > CROPPER_LIMITS.imageSidePx) {
    return { kind: 'problem', problem: { code: 'image-too-large', width: size.width, height: size.height } };
  }
  let image: ImageBitmap;
  try {
    image = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>]));
  } catch {
    return { kind: 'problem', problem: { code: 'unreadable' } };
  }
  files.set(id, { kind: 'image', image });
  return { kind: 'opened', sourceKind, pages: [imagePageSize(image)], pxPerMm: IMAGE_PX_PER_MM };
}

/** Lets a file go: the visitor removed it or dropped it again. */
export async function closeSource(id: string): Promise<void> {
  const file = files.get(id);
  files.delete(id);
  if (file?.kind === 'pdf') await file.pdf.destroy();
  else if (file?.kind === 'image') file.image.close();
}
