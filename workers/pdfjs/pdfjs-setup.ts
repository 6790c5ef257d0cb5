import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import { WorkerMessageHandler } from 'pdfjs-dist/build/pdf.worker.mjs';
import { BundledFontData, NoFilters, OffscreenCanvases } from './pdfjs-factories';

// pdf.js parses in a worker of its own unless one is already loaded: this is a worker, so it parses right here.
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = { WorkerMessageHandler };

/** Why a PDF cannot be opened: a password it needs, or bytes that are not a whole PDF. */
export type PdfOpenFailure = 'password' | 'unreadable';

export class PdfOpenError extends Error {
  constructor(readonly failure: PdfOpenFailure) {
    super(failure);
  }
}

/**
 * Opens a PDF from its bytes with what a worker has: no DOM, fonts drawn as paths, the standard fonts from our own
 * files, no eval (the CSP forbids it). A password or a damaged file becomes a PdfOpenError.
 */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const task = getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWasm: false,
    stopAtErrors: false,
    CanvasFactory: OffscreenCanvases,
    FilterFactory: NoFilters,
    BinaryDataFactory: BundledFontData,
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy();
    throw new PdfOpenError(error instanceof Error && error.name === 'PasswordException' ? 'password' : 'unreadable');
  }
}
