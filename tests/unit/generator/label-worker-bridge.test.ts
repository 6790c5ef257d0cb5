import { expose } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { createLabelWorkerBridge } from '../../../src/pages/generator/label-worker';
import { makeLabel } from '../../support/make-label';

type FakeApi = {
  previewBarcode(value: string, ratio: number): Promise<{ png: Blob; width: number; height: number }>;
  labelPdf(): Promise<Blob>;
};

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

const image = (value: string) => ({ png: new Blob([value]), width: 10, height: 10 });

function bridgeOver(api: Partial<FakeApi>, limits = { barcodeMs: 1_000, pdfMs: 1_000 }) {
  const workers: FakeWorker[] = [];
  const full: FakeApi = {
    previewBarcode: async (value) => image(value),
    labelPdf: async () => new Blob(['%PDF-']),
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
    await bridge.previewBarcode('A', 1);
    await bridge.labelPdf(makeLabel());
    expect(workers).toHaveLength(1);
  });

  it('hands back the value of a request', async () => {
    const { bridge } = bridgeOver({});
    const outcome = await bridge.previewBarcode('ABC', 1);
    expect(outcome.kind).toBe('done');
    expect(outcome.kind === 'done' && (await outcome.value.png.text())).toBe('ABC');
  });

  it('lets the newest barcode request win: an older answer arriving last is marked superseded', async () => {
    const slow = deferred<null>();
    const { bridge } = bridgeOver({
      previewBarcode: async (value) => {
        if (value === 'OLD') await slow.promise;
        return image(value);
      },
    });
    const older = bridge.previewBarcode('OLD', 1);
    const newer = await bridge.previewBarcode('NEW', 1);
    slow.resolve(null);
    expect(newer.kind).toBe('done');
    expect((await older).kind).toBe('superseded');
  });

  it('keeps channels apart: the PDF for a click does not supersede one being prepared', async () => {
    const { bridge } = bridgeOver({});
    const prepared = bridge.labelPdf(makeLabel({ toName: 'A' }), 'prepare');
    const clicked = await bridge.labelPdf(makeLabel({ toName: 'B' }), 'pdf');
    expect(clicked.kind).toBe('done');
    expect((await prepared).kind).toBe('done');
  });

  it('turns an error thrown in the worker into a failed outcome with its message', async () => {
    const { bridge } = bridgeOver({ labelPdf: async () => Promise.reject(new Error('layout exploded')) });
    expect(await bridge.labelPdf(makeLabel())).toEqual({ kind: 'failed', message: 'layout exploded' });
  });

  it('fails what a dying worker still owed, and starts a fresh worker for the next request', async () => {
    const never = new Promise<Blob>(() => undefined);
    const { bridge, workers } = bridgeOver({ labelPdf: () => never });
    const pending = bridge.labelPdf(makeLabel());
    await bridge.previewBarcode('A', 1);
    workers[0]!.crash();

    expect(await pending).toEqual({ kind: 'failed', message: 'The label worker stopped unexpectedly.' });
    expect(workers[0]!.terminated).toBe(true);
    expect((await bridge.previewBarcode('AFTER', 1)).kind).toBe('done');
    expect(workers).toHaveLength(2);
  });

  it('ends a worker whose job outlives its time limit, fails that job, and serves the next request from a fresh worker', async () => {
    const { bridge, workers } = bridgeOver({ labelPdf: () => new Promise<Blob>(() => undefined) }, { barcodeMs: 1_000, pdfMs: 50 });
    const started = Date.now();
    expect(await bridge.labelPdf(makeLabel())).toEqual({ kind: 'failed', message: 'The label worker took too long and was restarted.' });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(workers[0]!.terminated).toBe(true);
    expect((await bridge.previewBarcode('AFTER', 1)).kind).toBe('done');
    expect(workers).toHaveLength(2);
    expect(workers[1]!.terminated).toBe(false);
  });

  it('does not let the watchdog of a job the restart already failed end the next worker', async () => {
    const { bridge, workers } = bridgeOver(
      {
        labelPdf: () => new Promise<Blob>(() => undefined),
        previewBarcode: async (value) => (value === 'SLOW' ? new Promise<never>(() => undefined) : image(value)),
      },
      { barcodeMs: 200, pdfMs: 40 },
    );
    const slowBarcode = bridge.previewBarcode('SLOW', 1);
    expect((await bridge.labelPdf(makeLabel())).kind).toBe('failed');
    expect((await slowBarcode).kind).toBe('failed');

    expect((await bridge.previewBarcode('QUICK', 1)).kind).toBe('done');
    await new Promise((resolve) => setTimeout(resolve, 300)); // past the slow barcode's 200 ms limit
    expect(workers).toHaveLength(2);
    expect(workers[1]!.terminated).toBe(false);
  });

  it('does not let a late error from a worker it already replaced end the next worker', async () => {
    const { bridge, workers } = bridgeOver({});
    await bridge.previewBarcode('A', 1);
    workers[0]!.crash();
    expect((await bridge.previewBarcode('B', 1)).kind).toBe('done');

    workers[0]!.crash(); // a second error the dead worker had queued
    expect(workers[1]!.terminated).toBe(false);
    expect((await bridge.previewBarcode('C', 1)).kind).toBe('done');
    expect(workers).toHaveLength(2);
  });
});
