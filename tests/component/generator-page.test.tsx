import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FormCardModule from '../../src/pages/generator/form/form-card';
import type { LabelWorkerBridge, WorkerOutcome } from '../../src/pages/generator/label-worker';
import { renderWithRouter } from '../support/render-app';

const formCardRenders = vi.hoisted(() => ({ count: 0 }));
// Hoisted, so the fresh module graph of each test (see renderGenerator) gets these same mocks.
const mocks = vi.hoisted(() => ({
  labelWorker: { previewBarcode: vi.fn<LabelWorkerBridge['previewBarcode']>(), labelPdf: vi.fn<LabelWorkerBridge['labelPdf']>() },
  savePdf: vi.fn<(pdf: Blob) => void>(),
}));

vi.mock('../../src/pages/generator/label-worker', () => ({ labelWorker: mocks.labelWorker }));
vi.mock('../../src/pages/generator/actions/save-pdf', async (importActual) => ({
  ...(await importActual<object>()),
  savePdf: mocks.savePdf,
}));
vi.mock('../../src/pages/generator/form/form-card', async (importActual) => {
  const actual = await importActual<typeof FormCardModule>();
  return {
    FormCard: (props: Parameters<typeof actual.FormCard>[0]) => {
      formCardRenders.count += 1;
      return actual.FormCard(props);
    },
  };
});

const pdfBlob = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
const done = <T,>(value: T): WorkerOutcome<T> => ({ kind: 'done', value });

beforeEach(() => {
  vi.clearAllMocks();
  formCardRenders.count = 0;
  URL.createObjectURL = vi.fn(() => 'blob:barcode');
  URL.revokeObjectURL = vi.fn();
  vi.mocked(labelWorker.previewBarcode).mockImplementation(async (value) =>
    done({ png: new Blob([value]), width: 200, height: 100 }),
  );
  // PDFs made ahead of a click never arrive here, unless a test says so: clicks make their own.
  vi.mocked(labelWorker.labelPdf).mockImplementation(async (_label, channel) =>
    channel === 'prepare' ? { kind: 'superseded' } : done(pdfBlob),
  );
});

const { labelWorker, savePdf } = mocks;
const clickPdfCalls = () => vi.mocked(labelWorker.labelPdf).mock.calls.filter(([, channel]) => channel !== 'prepare');

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const preview = () => document.getElementById('shipping-label')!;

async function renderGenerator() {
  // A fresh module graph, so no PDF prepared by an earlier test is still held.
  vi.resetModules();
  const { GeneratorPage } = await import('../../src/pages/generator/generator-page');
  const user = userEvent.setup();
  renderWithRouter(<GeneratorPage />, '/generator');
  await screen.findByRole('img', { name: /barcode/ });
  return user;
}

describe('generator page', () => {
  it('updates the preview as you type without re-rendering the form', async () => {
    const user = await renderGenerator();
    const rendersBefore = formCardRenders.count;
    await user.clear(field('toName'));
    await user.type(field('toName'), 'Ada');
    await waitFor(() => expect(preview()).toHaveTextContent('Ada'));
    expect(formCardRenders.count).toBe(rendersBefore);
  });

  it('asks the worker for a barcode only when the trimmed tracking number changes', async () => {
    const user = await renderGenerator();
    expect(labelWorker.previewBarcode).toHaveBeenCalledTimes(1);
    await user.type(field('trackingNumber'), '  ');
    expect(labelWorker.previewBarcode).toHaveBeenCalledTimes(1);
    await user.type(field('trackingNumber'), 'X');
    await waitFor(() => expect(labelWorker.previewBarcode).toHaveBeenCalledTimes(2));
    expect(vi.mocked(labelWorker.previewBarcode).mock.calls[1]![0]).toBe('1Z999AA10123456784  X');
  });

  it('never lets an older barcode replace a newer one', async () => {
    const user = await renderGenerator();
    let releaseOld!: () => void;
    const oldHeld = new Promise<void>((resolve) => (releaseOld = resolve));
    vi.mocked(labelWorker.previewBarcode).mockImplementation(async (value) => {
      if (value === 'A') await oldHeld;
      return done({ png: new Blob([value]), width: 1, height: 1 });
    });
    await user.clear(field('trackingNumber'));
    await user.type(field('trackingNumber'), 'A');
    await waitFor(() => expect(labelWorker.previewBarcode).toHaveBeenCalledWith('A', expect.any(Number)));
    await user.type(field('trackingNumber'), 'B');
    await waitFor(() => expect(screen.getByRole('img', { name: /barcode/ })).toHaveAttribute('data-value', 'AB'));
    await act(async () => releaseOld());
    expect(screen.getByRole('img', { name: /barcode/ })).toHaveAttribute('data-value', 'AB');
  });

  it('shows no barcode and logs the error for a value Code 128 cannot encode, without asking the worker', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await renderGenerator();
    const calls = vi.mocked(labelWorker.previewBarcode).mock.calls.length;
    await user.type(field('trackingNumber'), 'é');
    await waitFor(() => expect(screen.queryByRole('img', { name: /barcode/ })).not.toBeInTheDocument());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Barcode generation error', expect.any(Error)));
    expect(labelWorker.previewBarcode).toHaveBeenCalledTimes(calls);
    error.mockRestore();
  });

  it('says a PDF is being made and ignores repeat clicks meanwhile', async () => {
    const user = await renderGenerator();
    let finish!: () => void;
    vi.mocked(labelWorker.labelPdf).mockImplementation(async (_label, channel) =>
      channel === 'prepare'
        ? { kind: 'superseded' }
        : new Promise<WorkerOutcome<Blob>>((resolve) => (finish = () => resolve(done(pdfBlob)))),
    );
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    const busy = screen.getByRole('button', { name: 'Preparing PDF…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(clickPdfCalls()).toHaveLength(1);

    await act(async () => finish());
    expect(savePdf).toHaveBeenCalledWith(pdfBlob);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByText('Your PDF has been downloaded.')).toBeInTheDocument();
  });

  it('sends the worker what is typed, and keeps it all when the PDF fails', async () => {
    const user = await renderGenerator();
    vi.mocked(labelWorker.labelPdf).mockImplementation(async (_label, channel) =>
      channel === 'prepare' ? { kind: 'superseded' } : { kind: 'failed', message: 'boom' },
    );
    await user.clear(field('weight'));
    await user.type(field('weight'), '9 kg');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));

    expect(clickPdfCalls()[0]![0]).toMatchObject({ weight: '9 kg', toName: 'Maria Alvarez' });
    expect(await screen.findByText(/The PDF could not be created/)).toBeInTheDocument();
    expect(savePdf).not.toHaveBeenCalled();
    expect(field('weight')).toHaveValue('9 kg');
  });

  it('prepares the PDF once the page is idle, so a click saves it without waiting for the worker', async () => {
    const prepared = new Blob(['%PDF-prepared'], { type: 'application/pdf' });
    vi.mocked(labelWorker.labelPdf).mockImplementation(async (_label, channel) =>
      channel === 'prepare' ? done(prepared) : done(pdfBlob),
    );
    const user = await renderGenerator();
    await waitFor(() => expect(labelWorker.labelPdf).toHaveBeenCalledWith(expect.objectContaining({ toName: 'Maria Alvarez' }), 'prepare'));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(savePdf).toHaveBeenCalledWith(prepared));
    expect(clickPdfCalls()).toHaveLength(0);
  });

  it('prepares again after the visitor pauses typing', async () => {
    const user = await renderGenerator();
    await user.type(field('toCompany'), ' Ltd');
    await waitFor(() =>
      expect(labelWorker.labelPdf).toHaveBeenCalledWith(expect.objectContaining({ toCompany: 'Bright Harbor Books Ltd' }), 'prepare'),
    );
  });

  it('explains when the browser blocks the print tab', async () => {
    const user = await renderGenerator();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(screen.getByText(/blocked the print tab/)).toBeInTheDocument();
    expect(clickPdfCalls()).toHaveLength(0);
    open.mockRestore();
  });

  it('marks a field past its limit, keeps every character typed, and makes no PDF until it is shortened', async () => {
    const user = await renderGenerator();
    const name = field('toName');
    await user.clear(name);
    await user.click(name);
    await user.paste('N'.repeat(301));

    expect(await screen.findByText('Full Name is too long: 301 characters, at most 300. Shorten it to make a PDF.')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/too long: 301 characters/);
    expect(name).toHaveValue('N'.repeat(301));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(screen.getByText(/Shorten the fields marked in the form/)).toBeInTheDocument();
    expect(clickPdfCalls()).toHaveLength(0);
    expect(labelWorker.labelPdf).not.toHaveBeenCalledWith(expect.objectContaining({ toName: 'N'.repeat(301) }), 'prepare');

    await user.type(name, '{Backspace}');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.queryByText(/is too long/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(savePdf).toHaveBeenCalledWith(pdfBlob));
    expect(clickPdfCalls()[0]![0]).toMatchObject({ toName: 'N'.repeat(300) });
  });

  it('draws no barcode for a tracking number past 40 characters, and says so in the form', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await renderGenerator();
    const calls = vi.mocked(labelWorker.previewBarcode).mock.calls.length;
    await user.clear(field('trackingNumber'));
    await user.click(field('trackingNumber'));
    await user.paste('1'.repeat(41));

    expect(await screen.findByText('Tracking Number is too long: 41 characters, at most 40. Shorten it to make a PDF.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('img', { name: /barcode/ })).not.toBeInTheDocument());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Barcode generation error', expect.any(Error)));
    expect(labelWorker.previewBarcode).toHaveBeenCalledTimes(calls);
    error.mockRestore();
  });

  it('asks once more when the worker failed the barcode (it has been replaced), and logs only a second failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await renderGenerator();
    vi.mocked(labelWorker.previewBarcode)
      .mockResolvedValueOnce({ kind: 'failed', message: 'The label worker stopped unexpectedly.' })
      .mockResolvedValueOnce(done({ png: new Blob(['B']), width: 1, height: 1 }));
    await user.type(field('trackingNumber'), 'B');
    await waitFor(() => expect(screen.getByRole('img', { name: /barcode/ })).toHaveAttribute('data-value', '1Z999AA10123456784B'));
    expect(error).not.toHaveBeenCalled();

    vi.mocked(labelWorker.previewBarcode).mockResolvedValue({ kind: 'failed', message: 'The label worker stopped unexpectedly.' });
    await user.type(field('trackingNumber'), 'C');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Barcode generation error', 'The label worker stopped unexpectedly.'));
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
