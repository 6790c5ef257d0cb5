import type { SenderLogo } from '../../../src/label/sender-logo';
import { testLogo } from '../../support/test-logo';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_DOCUMENTS, EMPTY_CONTENTS, EMPTY_ITEM, type ParcelPaperwork } from '../../../src/contents/parcel-contents';
import type { LabelData } from '../../../src/label/label-data';
import { DEFAULT_PRINT_OPTIONS, type PrintOptions } from '../../../src/stock/print-options';
import { createPreparedPdfs, type PdfRequest } from '../../../src/features/pdf-delivery/prepared-pdfs';
import type { LabelWorkerBridge, WorkerOutcome } from '../../../src/features/label-worker/label-worker';
import { makeLabel } from '../../support/make-label';
import { optionsFor } from '../../support/stock';

function fakeBridge() {
  const pending: { channel: string; resolve: (outcome: WorkerOutcome<Blob>) => void }[] = [];
  const labelsPdf = vi.fn<LabelWorkerBridge['labelsPdf']>(
    (_options, _labels, channel = 'pdf') => new Promise((resolve) => pending.push({ channel, resolve })),
  );
  const parcelPdf = vi.fn<LabelWorkerBridge['parcelPdf']>(
    (_options, _label, _paperwork, channel = 'pdf') => new Promise((resolve) => pending.push({ channel, resolve })),
  );
  const finish = (index: number, outcome: WorkerOutcome<Blob>) => pending[index]!.resolve(outcome);
  return { labelsPdf, parcelPdf, finish };
}

/** The PDFs made ahead, over a bridge whose answers each test gives by hand, with the contents section's paperwork given by the test. */
function pdfsOverFakeBridge() {
  const bridge = fakeBridge();
  const paperwork: { now: ParcelPaperwork | null | 'blocked' } = { now: null };
  const logo: { now: SenderLogo | null } = { now: null };
  return { bridge, paperwork, logo, pdfs: createPreparedPdfs(bridge, () => paperwork.now, () => logo.now) };
}

const CN22_PAPERWORK: ParcelPaperwork = { contents: { ...EMPTY_CONTENTS, items: [{ ...EMPTY_ITEM, description: 'Wool scarf', weight: '0.2', value: '25' }] }, documents: DEFAULT_DOCUMENTS };

const pdf = (text: string) => new Blob([text]);

/** A request for the label on the default A4 page unless a test says otherwise. */
const request = (label: LabelData = makeLabel(), options: PrintOptions = DEFAULT_PRINT_OPTIONS): PdfRequest => ({ label, options });

describe('label PDFs made ahead of a click', () => {
  it('hands over a prepared PDF without asking the worker again', async () => {
    const { bridge, pdfs } = pdfsOverFakeBridge();
    pdfs.prepare(request());
    bridge.finish(0, { kind: 'done', value: pdf('ready') });
    await Promise.resolve();

    const outcome = await pdfs.get(request());
    expect(outcome).toEqual({ kind: 'done', value: expect.any(Blob) });
    expect(outcome.kind === 'done' && (await outcome.value.text())).toBe('ready');
    expect(bridge.labelsPdf).toHaveBeenCalledTimes(1);
  });

  it('waits for the PDF being prepared for the same label instead of making another', async () => {
    const { bridge, pdfs } = pdfsOverFakeBridge();
    pdfs.prepare(request());
    const clicked = pdfs.get(request());
    bridge.finish(0, { kind: 'done', value: pdf('prepared') });
    expect((await clicked).kind).toBe('done');
    expect(bridge.labelsPdf).toHaveBeenCalledTimes(1);
  });

  it('makes a new PDF with the logo once one is chosen, and takes the prepared one while it stays', async () => {
    const { bridge, logo, pdfs } = pdfsOverFakeBridge();
    pdfs.prepare(request());
    bridge.finish(0, { kind: 'done', value: pdf('without') });
    await Promise.resolve();
    expect(pdfs.readyNow(request())).not.toBeNull();

    logo.now = await testLogo();
    expect(pdfs.readyNow(request()), 'the PDF without the logo is not the one to save').toBeNull();
    const clicked = pdfs.get(request());
    expect(bridge.labelsPdf).toHaveBeenLastCalledWith(DEFAULT_PRINT_OPTIONS, [makeLabel()], 'pdf', logo.now);
    bridge.finish(1, { kind: 'done', value: pdf('with') });
    const outcome = await clicked;
    expect(outcome.kind === 'done' && (await outcome.value.text())).toBe('with');
    expect(await pdfs.readyNow(request())?.text()).toBe('with');
  });

  it('makes a new PDF when the label changed since it was prepared', async () => {
    const { bridge, pdfs } = pdfsOverFakeBridge();
    pdfs.prepare(request());
    bridge.finish(0, { kind: 'done', value: pdf('old') });
    await Promise.resolve();

    const clicked = pdfs.get(request(makeLabel({ toName: 'Someone Else' })));
    expect(bridge.labelsPdf).toHaveBeenLastCalledWith(DEFAULT_PRINT_OPTIONS, [makeLabel({ toName: 'Someone Else' })], 'pdf', null);
    bridge.finish(1, { kind: 'done', value: pdf('new') });
    const outcome = await clicked;
    expect(outcome.kind === 'done' && (await outcome.value.text())).toBe('new');
  });

  it('makes a new PDF when only the label size changed', async () => {
    const { bridge, pdfs } = pdfsOverFakeBridge();
    const thermal: PrintOptions = optionsFor('4x6', { dpi: 203, startSlot: 1 });
    pdfs.prepare(request(makeLabel(), DEFAULT_PRINT_OPTIONS));
    bridge.finish(0, { kind: 'done', value: pdf('A4') });
    await Promise.resolve();
    expect(pdfs.readyNow(request(makeLabel(), thermal))).toBeNull();

    const clicked = pdfs.get(request(makeLabel(), thermal));
    expect(bridge.labelsPdf).toHaveBeenCalledTimes(2);
    expect(bridge.labelsPdf).toHaveBeenLastCalledWith(thermal, [makeLabel()], 'pdf', null);
    bridge.finish(1, { kind: 'done', value: pdf('4 x 6') });
    const outcome = await clicked;
    expect(outcome.kind === 'done' && (await outcome.value.text())).toBe('4 x 6');
  });

  it('makes the PDF itself when the one being prepared was superseded', async () => {
    const { bridge, pdfs } = pdfsOverFakeBridge();
    pdfs.prepare(request());
    const clicked = pdfs.get(request());
    bridge.finish(0, { kind: 'superseded' });
    await vi.waitFor(() => expect(bridge.labelsPdf).toHaveBeenCalledTimes(2));
    bridge.finish(1, { kind: 'done', value: pdf('made on click') });
    expect((await clicked).kind).toBe('done');
  });

  it('answers with the failure of the PDF being prepared, so a hung worker costs one time limit, not two', async () => {
    const { bridge, pdfs } = pdfsOverFakeBridge();
    pdfs.prepare(request());
    const clicked = pdfs.get(request());
    bridge.finish(0, { kind: 'failed', message: 'The label worker took too long and was restarted.' });
    expect(await clicked).toEqual({ kind: 'failed', message: 'The label worker took too long and was restarted.' });
    expect(bridge.labelsPdf).toHaveBeenCalledTimes(1);
  });

  it('makes a fresh PDF on the next click after a prepared one failed', async () => {
    const { bridge, pdfs } = pdfsOverFakeBridge();
    pdfs.prepare(request());
    bridge.finish(0, { kind: 'failed', message: 'The label worker stopped unexpectedly.' });
    await Promise.resolve();

    const clicked = pdfs.get(request());
    expect(bridge.labelsPdf).toHaveBeenLastCalledWith(DEFAULT_PRINT_OPTIONS, [makeLabel()], 'pdf', null);
    bridge.finish(1, { kind: 'done', value: pdf('made on click') });
    expect((await clicked).kind).toBe('done');
  });

  it('does not prepare the same label twice', () => {
    const { bridge, pdfs } = pdfsOverFakeBridge();
    pdfs.prepare(request());
    pdfs.prepare(request());
    expect(bridge.labelsPdf).toHaveBeenCalledTimes(1);
  });

  it('makes the label with its documents when the contents section asks for them, and anew when they change', async () => {
    const { bridge, paperwork, pdfs } = pdfsOverFakeBridge();
    pdfs.prepare(request());
    bridge.finish(0, { kind: 'done', value: pdf('label alone') });
    await Promise.resolve();

    paperwork.now = CN22_PAPERWORK;
    expect(pdfs.readyNow(request())).toBeNull();
    const clicked = pdfs.get(request());
    expect(bridge.parcelPdf).toHaveBeenLastCalledWith(DEFAULT_PRINT_OPTIONS, makeLabel(), CN22_PAPERWORK, 'pdf', null);
    bridge.finish(1, { kind: 'done', value: pdf('label and CN 22') });
    const outcome = await clicked;
    expect(outcome.kind === 'done' && (await outcome.value.text())).toBe('label and CN 22');

    paperwork.now = { ...CN22_PAPERWORK, documents: { ...DEFAULT_DOCUMENTS, packingSlip: true } };
    expect(pdfs.readyNow(request())).toBeNull();
  });

  it('hands over no PDF, not even the label alone made before, while the contents hold a value no form could print', async () => {
    const { bridge, paperwork, pdfs } = pdfsOverFakeBridge();
    pdfs.prepare(request());
    bridge.finish(0, { kind: 'done', value: pdf('label alone') });
    await Promise.resolve();

    paperwork.now = 'blocked';
    expect(pdfs.readyNow(request())).toBeNull();
    pdfs.prepare(request());
    expect(bridge.labelsPdf).toHaveBeenCalledTimes(1);
    expect(bridge.parcelPdf).not.toHaveBeenCalled();
  });
});
