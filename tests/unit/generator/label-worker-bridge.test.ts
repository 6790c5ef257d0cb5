import { expose } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import type { LabelData } from '../../../src/label/label-data';
import { DEFAULT_PRINT_OPTIONS, type PrintOptions } from '../../../src/stock/print-options';
import { createLabelWorkerBridge, type BarcodeImage } from '../../../src/features/label-worker/label-worker';
import type { LabelWorkerApi } from '../../../workers/label.worker';
import { makeLabel } from '../../support/make-label';
import { optionsFor } from '../../support/stock';

/** The worker's API as the bridge sees it; each test replaces just the calls it cares about. */
type FakeApi = LabelWorkerApi;

const options = DEFAULT_PRINT_OPTIONS;

const ports: MessagePort[] = [];

/** A stand-in Worker: the bridge talks Comlink to `api` over a MessageChannel. */
class FakeWorker extends EventTarget {
  terminated = false;
  readonly port: MessagePort;
  constructor(api: FakeApi) {
    super();
    const { port1, port2 } = new MessageChannel();
    ports.push(port1, port2);
    expose(api, port2);
    this.port = port1;
    port1.addEventListener('message', (event) => this.dispatchEvent(new MessageEvent('message', { data: event.data })));
    port1.start();
  }
  postMessage(message: unknown, transfer: Transferable[] = []) {
    this.port.postMessage(message, transfer);
  }
  terminate() {
    this.terminated = true;
  }
  crash() {
    this.dispatchEvent(new Event('error', { cancelable: true }));
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const image = (value: string): BarcodeImage => ({ kind: 'drawn', png: new Blob([value]), widthMm: 10, heightMm: 10, moduleDots: 2 });

function bridgeOver(api: Partial<FakeApi>, limits = { barcodeMs: 1_000, pdfMs: 1_000, batchLabelMs: 10 }) {
  const workers: FakeWorker[] = [];
  const full: FakeApi = {
    barcodeImage: async (value) => image(value),
    labelsPdf: async () => new Blob(['%PDF-']),
    parcelPdf: async () => new Blob(['%PDF-']),
    labelLayout: async () => {
      throw new Error('no layout in these tests');
    },
    batchPdf: async () => ({ kind: 'pdf', pdf: new Blob(['%PDF-']) }),
    batchPdfPart: async () => ({ kind: 'part', pdf: new Blob(['%PDF-']), faces: 1 }),
    joinPdfParts: async () => new Blob(['%PDF-']),
    batchDocuments: async () => ({ kind: 'pdfs', documents: [{ kind: 'labels', pdf: new Blob(['%PDF-']) }] }),
    readTable: async () => ({ kind: 'unreadable', message: { id: 'no-tables', message: 'no tables in these tests' } }),
    prepareImport: async () => undefined,
    prepareBatch: async () => undefined,
    holdBatch: () => undefined,
    alignmentPdf: async () => new Blob(['%PDF-']),
    labelsZpl: async () => '^XA^XZ',
    batchZpl: async () => ({ kind: 'zpl', zpl: new Blob(['^XA^XZ']) }),
    ...api,
  };
  const bridge = createLabelWorkerBridge(() => {
    const worker = new FakeWorker(full);
    workers.push(worker);
    return worker as unknown as Worker;
  }, limits);
  return { bridge, workers };
}

afterEach(() => ports.splice(0).forEach((port) => port.close()));

describe('label worker bridge', () => {
  it('starts the worker only when first asked, and reuses it', async () => {
    const { bridge, workers } = bridgeOver({});
    expect(workers).toHaveLength(0);
    await bridge.barcodeImage('A', options);
    await bridge.labelsPdf(options, [makeLabel()]);
    expect(workers).toHaveLength(1);
  });

  it('hands back the value of a request', async () => {
    const { bridge } = bridgeOver({});
    const outcome = await bridge.barcodeImage('ABC', options);
    expect(outcome).toEqual({ kind: 'done', value: expect.objectContaining({ kind: 'drawn', widthMm: 10, heightMm: 10, moduleDots: 2 }) });
    expect(outcome.kind === 'done' && outcome.value.kind === 'drawn' && (await outcome.value.png.text())).toBe('ABC');
  });

  it('hands the worker the print options and labels exactly as given', async () => {
    const calls: { barcode: [string, PrintOptions][]; pdf: [PrintOptions, readonly LabelData[]][] } = { barcode: [], pdf: [] };
    const { bridge } = bridgeOver({
      barcodeImage: async (value, given) => {
        calls.barcode.push([value, given]);
        return image(value);
      },
      labelsPdf: async (given, labels) => {
        calls.pdf.push([given, labels]);
        return new Blob(['%PDF-']);
      },
    });
    const sheet: PrintOptions = optionsFor('avery-l7169', { dpi: 203, startSlot: 3 });
    const labels = [makeLabel({ toName: 'First' }), makeLabel({ toName: 'Second' })];

    expect((await bridge.barcodeImage('1Z999', optionsFor('4x6', { dpi: 300, startSlot: 1 }))).kind).toBe('done');
    expect((await bridge.labelsPdf(sheet, labels, 'prepare')).kind).toBe('done');

    expect(calls.barcode).toEqual([['1Z999', optionsFor('4x6', { dpi: 300, startSlot: 1 })]]);
    expect(calls.pdf).toEqual([[sheet, labels]]);
  });

  it('lets the newest barcode request win: an older answer arriving last is marked superseded', async () => {
    const slow = deferred<null>();
    const { bridge } = bridgeOver({
      barcodeImage: async (value) => {
        if (value === 'OLD') await slow.promise;
        return image(value);
      },
    });
    const older = bridge.barcodeImage('OLD', options);
    const newer = await bridge.barcodeImage('NEW', options);
    slow.resolve(null);
    expect(newer.kind).toBe('done');
    expect((await older).kind).toBe('superseded');
  });

  it('keeps channels apart: the PDF for a click does not supersede one being prepared', async () => {
    const { bridge } = bridgeOver({});
    const prepared = bridge.labelsPdf(options, [makeLabel({ toName: 'A' })], 'prepare');
    const clicked = await bridge.labelsPdf(options, [makeLabel({ toName: 'B' })], 'pdf');
    expect(clicked.kind).toBe('done');
    expect((await prepared).kind).toBe('done');
  });

  it('turns an error thrown in the worker into a failed outcome with its message', async () => {
    const { bridge } = bridgeOver({ labelsPdf: async () => Promise.reject(new Error('layout exploded')) });
    expect(await bridge.labelsPdf(options, [makeLabel()])).toEqual({ kind: 'failed', message: 'layout exploded' });
  });

  it('fails what a dying worker still owed, and starts a fresh worker for the next request', async () => {
    const never = new Promise<Blob>(() => undefined);
    const { bridge, workers } = bridgeOver({ labelsPdf: () => never });
    const pending = bridge.labelsPdf(options, [makeLabel()]);
    await bridge.barcodeImage('A', options);
    workers[0]!.crash();

    expect(await pending).toEqual({ kind: 'failed', message: 'The label worker stopped unexpectedly.' });
    expect(workers[0]!.terminated).toBe(true);
    expect((await bridge.barcodeImage('AFTER', options)).kind).toBe('done');
    expect(workers).toHaveLength(2);
  });

  it('ends a worker whose job outlives its time limit, fails that job, and serves the next request from a fresh worker', async () => {
    const { bridge, workers } = bridgeOver({ labelsPdf: () => new Promise<Blob>(() => undefined) }, { barcodeMs: 1_000, pdfMs: 50, batchLabelMs: 0 });
    const started = Date.now();
    expect(await bridge.labelsPdf(options, [makeLabel()])).toEqual({ kind: 'failed', message: 'The label worker took too long and was restarted.' });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(workers[0]!.terminated).toBe(true);
    expect((await bridge.barcodeImage('AFTER', options)).kind).toBe('done');
    expect(workers).toHaveLength(2);
    expect(workers[1]!.terminated).toBe(false);
  });

  it('does not let the watchdog of a job the restart already failed end the next worker', async () => {
    const { bridge, workers } = bridgeOver(
      {
        labelsPdf: () => new Promise<Blob>(() => undefined),
        barcodeImage: async (value) => (value === 'SLOW' ? new Promise<never>(() => undefined) : image(value)),
      },
      { barcodeMs: 200, pdfMs: 40, batchLabelMs: 0 },
    );
    const slowBarcode = bridge.barcodeImage('SLOW', options);
    expect((await bridge.labelsPdf(options, [makeLabel()])).kind).toBe('failed');
    expect((await slowBarcode).kind).toBe('failed');

    expect((await bridge.barcodeImage('QUICK', options)).kind).toBe('done');
    await new Promise((resolve) => setTimeout(resolve, 300)); // past the slow barcode's 200 ms limit
    expect(workers).toHaveLength(2);
    expect(workers[1]!.terminated).toBe(false);
  });

  it('does not let a late error from a worker it already replaced end the next worker', async () => {
    const { bridge, workers } = bridgeOver({});
    await bridge.barcodeImage('A', options);
    workers[0]!.crash();
    expect((await bridge.barcodeImage('B', options)).kind).toBe('done');

    workers[0]!.crash(); // a second error the dead worker had queued
    expect(workers[1]!.terminated).toBe(false);
    expect((await bridge.barcodeImage('C', options)).kind).toBe('done');
    expect(workers).toHaveLength(2);
  });

  it('cancels a batch by ending its worker: the batch is marked cancelled and the next request gets a fresh worker', async () => {
    const started = deferred<undefined>();
    const { bridge, workers } = bridgeOver({
      batchPdf: () => {
        started.resolve(undefined);
        return new Promise(() => undefined);
      },
    });
    const controller = new AbortController();
    const batch = bridge.batchPdf(options, [makeLabel()], { onProgress: () => undefined, signal: controller.signal });
    await started.promise;
    controller.abort();
    expect(await batch).toEqual({ kind: 'cancelled' });
    expect(workers[0]!.terminated).toBe(true);
    expect((await bridge.barcodeImage('A', options)).kind).toBe('done');
    expect(workers).toHaveLength(2);
  });

  it("passes the worker's progress reports to the caller as they come", async () => {
    const { bridge } = bridgeOver({
      batchPdf: async (_options, labels, onProgress) => {
        for (let done = 1; done <= labels.length; done += 1) await onProgress(done);
        return { kind: 'pdf', pdf: new Blob(['%PDF-']) };
      },
    });
    const reports: number[] = [];
    const outcome = await bridge.batchPdf(options, [makeLabel(), makeLabel(), makeLabel()], { onProgress: (done) => reports.push(done), signal: new AbortController().signal });
    expect(outcome.kind).toBe('done');
    expect(reports).toEqual([1, 2, 3]);
  });

  it('gives a batch a time limit that grows with its labels, so a long batch is not taken for hung', async () => {
    const { bridge } = bridgeOver(
      { batchPdf: () => new Promise((resolve) => setTimeout(() => resolve({ kind: 'pdf', pdf: new Blob(['%PDF-']) }), 150)) },
      { barcodeMs: 50, pdfMs: 50, batchLabelMs: 20 },
    );
    const call = { onProgress: () => undefined, signal: new AbortController().signal };
    expect((await bridge.batchPdf(options, [makeLabel()], call)).kind).toBe('failed'); // 70 ms for one label
    expect((await bridge.batchPdf(options, Array.from({ length: 10 }, () => makeLabel()), call)).kind).toBe('done'); // 250 ms for ten
  });
});
