import { describe, expect, it, vi } from 'vitest';
import { createLabelPdfs } from '../../../src/pages/generator/actions/label-pdfs';
import type { WorkerOutcome } from '../../../src/pages/generator/label-worker';
import { makeLabel } from '../../support/make-label';

type LabelPdf = (label: unknown, channel?: 'prepare' | 'pdf') => Promise<WorkerOutcome<Blob>>;

function fakeBridge() {
  const pending: { channel: string; resolve: (outcome: WorkerOutcome<Blob>) => void }[] = [];
  const labelPdf = vi.fn<LabelPdf>(
    (_label, channel = 'pdf') => new Promise((resolve) => pending.push({ channel, resolve })),
  );
  const finish = (index: number, outcome: WorkerOutcome<Blob>) => pending[index]!.resolve(outcome);
  return { labelPdf, finish };
}

/** The PDFs made ahead, over a bridge whose answers each test gives by hand. */
function pdfsOverFakeBridge() {
  const bridge = fakeBridge();
  return { bridge, pdfs: createLabelPdfs(bridge) };
}

const pdf = (text: string) => new Blob([text]);

describe('label PDFs made ahead of a click', () => {
  it('hands over a prepared PDF without asking the worker again', async () => {
    const { bridge, pdfs } = pdfsOverFakeBridge();
    pdfs.prepare(makeLabel());
    bridge.finish(0, { kind: 'done', value: pdf('ready') });
    await Promise.resolve();

    const outcome = await pdfs.get(makeLabel());
    expect(outcome).toEqual({ kind: 'done', value: expect.any(Blob) });
    expect(outcome.kind === 'done' && (await outcome.value.text())).toBe('ready');
    expect(bridge.labelPdf).toHaveBeenCalledTimes(1);
  });

  it('waits for the PDF being prepared for the same label instead of making another', async () => {
    const { bridge, pdfs } = pdfsOverFakeBridge();
    pdfs.prepare(makeLabel());
    const clicked = pdfs.get(makeLabel());
    bridge.finish(0, { kind: 'done', value: pdf('prepared') });
    expect((await clicked).kind).toBe('done');
    expect(bridge.labelPdf).toHaveBeenCalledTimes(1);
  });

  it('makes a new PDF when the label changed since it was prepared', async () => {
    const { bridge, pdfs } = pdfsOverFakeBridge();
    pdfs.prepare(makeLabel());
    bridge.finish(0, { kind: 'done', value: pdf('old') });
    await Promise.resolve();

    const clicked = pdfs.get(makeLabel({ toName: 'Someone Else' }));
    expect(bridge.labelPdf).toHaveBeenLastCalledWith(makeLabel({ toName: 'Someone Else' }), 'pdf');
    bridge.finish(1, { kind: 'done', value: pdf('new') });
    const outcome = await clicked;
    expect(outcome.kind === 'done' && (await outcome.value.text())).toBe('new');
  });

  it('makes the PDF itself when the one being prepared was superseded', async () => {
    const { bridge, pdfs } = pdfsOverFakeBridge();
    pdfs.prepare(makeLabel());
    const clicked = pdfs.get(makeLabel());
    bridge.finish(0, { kind: 'superseded' });
    await vi.waitFor(() => expect(bridge.labelPdf).toHaveBeenCalledTimes(2));
    bridge.finish(1, { kind: 'done', value: pdf('made on click') });
    expect((await clicked).kind).toBe('done');
  });

  it('answers with the failure of the PDF being prepared, so a hung worker costs one time limit, not two', async () => {
    const { bridge, pdfs } = pdfsOverFakeBridge();
    pdfs.prepare(makeLabel());
    const clicked = pdfs.get(makeLabel());
    bridge.finish(0, { kind: 'failed', message: 'The label worker took too long and was restarted.' });
    expect(await clicked).toEqual({ kind: 'failed', message: 'The label worker took too long and was restarted.' });
    expect(bridge.labelPdf).toHaveBeenCalledTimes(1);
  });

  it('makes a fresh PDF on the next click after a prepared one failed', async () => {
    const { bridge, pdfs } = pdfsOverFakeBridge();
    pdfs.prepare(makeLabel());
    bridge.finish(0, { kind: 'failed', message: 'The label worker stopped unexpectedly.' });
    await Promise.resolve();

    const clicked = pdfs.get(makeLabel());
    expect(bridge.labelPdf).toHaveBeenLastCalledWith(makeLabel(), 'pdf');
    bridge.finish(1, { kind: 'done', value: pdf('made on click') });
    expect((await clicked).kind).toBe('done');
  });

  it('does not prepare the same label twice', () => {
    const { bridge, pdfs } = pdfsOverFakeBridge();
    pdfs.prepare(makeLabel());
    pdfs.prepare(makeLabel());
    expect(bridge.labelPdf).toHaveBeenCalledTimes(1);
  });
});
