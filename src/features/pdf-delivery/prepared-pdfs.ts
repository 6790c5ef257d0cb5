import type { ParcelPaperwork } from '../../contents/parcel-contents';
import { contentsStore } from '../contents';
import { logoStore } from '../sender-logo';
import type { SenderLogo } from '../../label/sender-logo';
import { withinLimits } from '../../label/field-limits';
import { parcelCount } from '../../label/parcel-count';
import { stockOf } from '../../stock/stock-of';
import type { LabelData } from '../../label/label-data';
import type { PrintOptions } from '../../stock/print-options';
import { labelWorkerBridge, type LabelWorkerBridge, type WorkerOutcome } from '../label-worker';

/** What a PDF is made of: the label and the stock it is printed on (and the contents section's documents, read here). */
export type PdfRequest = { label: LabelData; options: PrintOptions };

/** The documents the contents section asks for with the label, or word that it holds a value no form could print. */
const paperworkNow = (): ParcelPaperwork | null | 'blocked' => {
  const state = contentsStore.get();
  if (state?.blocked) return 'blocked';
  return state ? { contents: state.contents, documents: state.documents } : null;
};

/** Two requests with the same key make the same PDF. */
// Each logo chosen on the page is a new object: its number stands for its bytes in a request's key.
const logoNumbers = new WeakMap<SenderLogo, number>();
let logosNumbered = 0;
const logoNumber = (logo: SenderLogo | null): number => {
  if (logo === null) return 0;
  if (!logoNumbers.has(logo)) logoNumbers.set(logo, (logosNumbered += 1));
  return logoNumbers.get(logo) ?? 0;
};

const requestKey = ({ label, options }: PdfRequest, paperwork: ParcelPaperwork | null | 'blocked', logo: SenderLogo | null): string =>
  JSON.stringify([options, label, paperwork, logoNumber(logo)]);

/**
 * Keeps the PDF of the current label and size ready: `prepare` makes it ahead of time (when the page is
 * idle, the visitor pauses or picks another size), so a click on Download or Print usually just takes it.
 */
export function createPreparedPdfs(
  bridge: Pick<LabelWorkerBridge, 'labelsPdf' | 'parcelPdf'>,
  readPaperwork: () => ParcelPaperwork | null | 'blocked' = paperworkNow,
  readLogo: () => SenderLogo | null = logoStore.get,
) {
  const keyOf = (request: PdfRequest) => requestKey(request, readPaperwork(), readLogo());
  let ready: { key: string; pdf: Blob } | null = null;
  let preparing: { key: string; outcome: Promise<WorkerOutcome<Blob>> } | null = null;

  function make(request: PdfRequest, key: string, channel: 'prepare' | 'pdf'): Promise<WorkerOutcome<Blob>> {
    const paperwork = readPaperwork();
    const logo = readLogo();
    const made =
      paperwork !== null && paperwork !== 'blocked'
        ? bridge.parcelPdf(request.options, request.label, paperwork, channel, logo)
        : bridge.labelsPdf(request.options, [request.label], channel, logo);
    const outcome = made.then((result) => {
      if (result.kind === 'done') ready = { key, pdf: result.value };
      // A failed PDF is not kept as "being prepared": the next click makes a fresh one.
      else if (preparing?.outcome === outcome) preparing = null;
      return result;
    });
    if (channel === 'prepare') preparing = { key, outcome };
    return outcome;
  }

  return {
    /** Starts making this PDF unless it is ready, under way, or its label too long to make. */
    prepare(request: PdfRequest): void {
      if (!withinLimits(request.label) || parcelCount(request.label) === null || stockOf(request.options) === null || readPaperwork() === 'blocked') return;
      const key = keyOf(request);
      if (ready?.key !== key && preparing?.key !== key) void make(request, key, 'prepare');
    },

    /** This PDF if it is ready now, so a click can save it without waiting a tick. */
    readyNow(request: PdfRequest): Blob | null {
      return ready?.key === keyOf(request) && readPaperwork() !== 'blocked' ? ready.pdf : null;
    },

    /**
     * This PDF: the ready one, the one being prepared, or a new one. When the one being prepared
     * fails, that failure is the answer, so a hung worker costs the visitor one time limit.
     */
    async get(request: PdfRequest): Promise<WorkerOutcome<Blob>> {
      const key = keyOf(request);
      if (ready?.key === key) return { kind: 'done', value: ready.pdf };
      if (preparing?.key === key) {
        const prepared = await preparing.outcome;
        if (prepared.kind !== 'superseded') return prepared;
      }
      return make(request, key, 'pdf');
    },
  };
}

export const preparedPdfs = createPreparedPdfs(labelWorkerBridge);
