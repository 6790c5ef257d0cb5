import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_LABEL } from '../../src/label/sample-label';
import type * as FormCardModule from '../../src/features/label-form/form-card';
import type { BarcodeImage, LabelWorkerBridge, WorkerOutcome } from '../../src/features/label-worker/label-worker';
import { SETTINGS_STORAGE_KEY } from '../../src/features/print-settings/print-settings';
import { renderWithRouter } from '../support/render-app';

const formCardRenders = vi.hoisted(() => ({ count: 0 }));
// Hoisted, so the fresh module graph of each test (see renderGenerator) gets these same mocks.
const mocks = vi.hoisted(() => ({
  labelWorkerBridge: { barcodeImage: vi.fn<LabelWorkerBridge['barcodeImage']>(), labelsPdf: vi.fn<LabelWorkerBridge['labelsPdf']>() },
  savePdf: vi.fn<(pdf: Blob) => void>(),
  // The batch section's worker: these tests make single labels, so it is never asked for anything.
  batchWorkerBridge: { readTable: vi.fn(), prepareImport: vi.fn(), prepareBatch: vi.fn(), batchPdf: vi.fn(), holdBatch: vi.fn() },
}));

vi.mock('../../src/features/label-worker/label-worker', () => ({ labelWorkerBridge: mocks.labelWorkerBridge, batchWorkerBridge: mocks.batchWorkerBridge }));
vi.mock('../../src/features/pdf-delivery/save-pdf', async (importActual) => ({
  ...(await importActual<object>()),
  savePdf: mocks.savePdf,
}));
vi.mock('../../src/features/label-form/form-card', async (importActual) => {
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
const drawn = (value: string): WorkerOutcome<BarcodeImage> =>
  done({ kind: 'drawn', png: new Blob([value]), widthMm: 80, heightMm: 20, moduleDots: 3 });

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  formCardRenders.count = 0;
  URL.createObjectURL = vi.fn(() => 'blob:barcode');
  URL.revokeObjectURL = vi.fn();
  vi.mocked(labelWorkerBridge.barcodeImage).mockImplementation(async (value) => drawn(value));
  // PDFs made ahead of a click never arrive here, unless a test says so: clicks make their own.
  vi.mocked(labelWorkerBridge.labelsPdf).mockImplementation(async (_options, _labels, channel) =>
    channel === 'prepare' ? { kind: 'superseded' } : done(pdfBlob),
  );
});

const { labelWorkerBridge, savePdf } = mocks;
const clickPdfCalls = () => vi.mocked(labelWorkerBridge.labelsPdf).mock.calls.filter(([, , channel]) => channel !== 'prepare');
/** The label of each PDF made for a click (one label per PDF). */
const clickPdfLabels = () => clickPdfCalls().map(([, labels]) => labels[0]);
/** A PDF prepared ahead of a click for a label like this one. */
// No logo chosen: the fourth argument is null.
const preparedFor = (label: object) => [expect.anything(), [expect.objectContaining(label)], 'prepare', null] as const;

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const preview = () => document.getElementById('shipping-label')!;
/** The preview's label faces: one SVG each, sized in millimetres. */
const faces = () => Array.from(preview().querySelectorAll<SVGSVGElement>('svg[data-width-mm]'));
const faceSize = (face: SVGSVGElement) => ({ width: Number(face.dataset.widthMm), height: Number(face.dataset.heightMm) });
const viewBoxOf = (face: SVGSVGElement) => face.getAttribute('viewBox')!.split(' ').map(Number);
/** The lines of one block of the preview (TO:, FROM:), from its heading to the next heading. */
const previewBlock = (heading: string) => {
  const texts = Array.from(preview().querySelectorAll('text'), (text) => text.textContent ?? '');
  const start = texts.indexOf(heading);
  const end = texts.findIndex((text, index) => index > start && /^[A-Z]+:$/.test(text));
  return start === -1 ? '' : texts.slice(start + 1, end === -1 ? undefined : end).join('\n');
};
const labelSize = () => screen.getByLabelText<HTMLSelectElement>('Label size');
const printerResolution = () => screen.getByLabelText<HTMLSelectElement>('Printer resolution');
/** The preview's notes for the visitor (a status region above the faces). */
const previewNotes = () => preview().previousElementSibling as HTMLElement;
const storedEntries = () => Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)!).map((key) => [key, localStorage.getItem(key)]);
const sheet4Up = 'Avery L7169 — 99.1 × 139 mm, 4 per sheet';

async function renderGenerator() {
  // A fresh module graph, so no PDF prepared by an earlier test is still held.
  // The page's words are in a fresh module too: its language is made active again, as the page's start does.
  vi.resetModules();
  const { activateLocale } = await import('../../src/i18n/catalogs');
  const { CATALOG_NAMES } = await import('../../src/i18n/catalog-names');
  await activateLocale('en', CATALOG_NAMES);
  const { GeneratorPage } = await import('../../src/pages/generator/generator-page');
  const user = userEvent.setup();
  const { loadPdfDelivery } = await import('../../src/features/pdf-delivery/pdf-delivery-loader');
  renderWithRouter(<GeneratorPage />, '/generator');
  // The page as a visitor meets it once it has settled: the preview's code in and its barcode drawn, and the
  // Download and Print code, which the page fetches at idle, in too.
  await screen.findByRole('img', { name: /barcode/ }, { timeout: 5000 });
  await loadPdfDelivery();
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
    expect(labelWorkerBridge.barcodeImage).toHaveBeenCalledTimes(1);
    await user.type(field('trackingNumber'), '  ');
    expect(labelWorkerBridge.barcodeImage).toHaveBeenCalledTimes(1);
    await user.type(field('trackingNumber'), 'X');
    await waitFor(() => expect(labelWorkerBridge.barcodeImage).toHaveBeenCalledTimes(2));
    expect(vi.mocked(labelWorkerBridge.barcodeImage).mock.calls[1]![0]).toBe('1Z999AA10123456784  X');
  });

  it('never lets an older barcode replace a newer one', async () => {
    const user = await renderGenerator();
    let releaseOld!: () => void;
    const oldHeld = new Promise<void>((resolve) => (releaseOld = resolve));
    vi.mocked(labelWorkerBridge.barcodeImage).mockImplementation(async (value) => {
      if (value === 'A') await oldHeld;
      return drawn(value);
    });
    await user.clear(field('trackingNumber'));
    await user.type(field('trackingNumber'), 'A');
    await waitFor(() => expect(labelWorkerBridge.barcodeImage).toHaveBeenCalledWith('A', expect.objectContaining({ stockId: 'a4' })));
    await user.type(field('trackingNumber'), 'B');
    await waitFor(() => expect(screen.getByRole('img', { name: /barcode/ })).toHaveAttribute('data-value', 'AB'));
    await act(async () => releaseOld());
    expect(screen.getByRole('img', { name: /barcode/ })).toHaveAttribute('data-value', 'AB');
  });

  it('shows no barcode and logs the error for a value Code 128 cannot encode, without asking the worker', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await renderGenerator();
    const calls = vi.mocked(labelWorkerBridge.barcodeImage).mock.calls.length;
    await user.type(field('trackingNumber'), 'é');
    await waitFor(() => expect(screen.queryByRole('img', { name: /barcode/ })).not.toBeInTheDocument());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Barcode generation error', expect.any(Error)));
    expect(labelWorkerBridge.barcodeImage).toHaveBeenCalledTimes(calls);
    error.mockRestore();
  });

  it('says a PDF is being made and ignores repeat clicks meanwhile', async () => {
    const user = await renderGenerator();
    let finish!: () => void;
    vi.mocked(labelWorkerBridge.labelsPdf).mockImplementation(async (_options, _labels, channel) =>
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
    vi.mocked(labelWorkerBridge.labelsPdf).mockImplementation(async (_options, _labels, channel) =>
      channel === 'prepare' ? { kind: 'superseded' } : { kind: 'failed', message: 'boom' },
    );
    await user.clear(field('weight'));
    await user.type(field('weight'), '9 kg');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));

    expect(clickPdfLabels()[0]).toMatchObject({ weight: '9 kg', toName: 'Maria Alvarez' });
    expect(await screen.findByText(/The PDF could not be created/)).toBeInTheDocument();
    expect(savePdf).not.toHaveBeenCalled();
    expect(field('weight')).toHaveValue('9 kg');
  });

  it('prepares the PDF once the page is idle, so a click saves it without waiting for the worker', async () => {
    const prepared = new Blob(['%PDF-prepared'], { type: 'application/pdf' });
    vi.mocked(labelWorkerBridge.labelsPdf).mockImplementation(async (_options, _labels, channel) =>
      channel === 'prepare' ? done(prepared) : done(pdfBlob),
    );
    const user = await renderGenerator();
    await waitFor(() => expect(labelWorkerBridge.labelsPdf).toHaveBeenCalledWith(...preparedFor({ toName: 'Maria Alvarez' })));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(savePdf).toHaveBeenCalledWith(prepared));
    expect(clickPdfCalls()).toHaveLength(0);
  });

  it('prepares again after the visitor pauses typing', async () => {
    const user = await renderGenerator();
    await user.type(field('toCompany'), ' Ltd');
    await waitFor(() =>
      expect(labelWorkerBridge.labelsPdf).toHaveBeenCalledWith(...preparedFor({ toCompany: 'Bright Harbor Books Ltd' })),
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
    expect(labelWorkerBridge.labelsPdf).not.toHaveBeenCalledWith(...preparedFor({ toName: 'N'.repeat(301) }));

    await user.type(name, '{Backspace}');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.queryByText(/is too long/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(savePdf).toHaveBeenCalledWith(pdfBlob));
    expect(clickPdfLabels()[0]).toMatchObject({ toName: 'N'.repeat(300) });
  });

  it('draws no barcode for a tracking number past 40 characters, and says so in the form', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await renderGenerator();
    const calls = vi.mocked(labelWorkerBridge.barcodeImage).mock.calls.length;
    await user.clear(field('trackingNumber'));
    await user.click(field('trackingNumber'));
    await user.paste('1'.repeat(41));

    expect(await screen.findByText('Tracking Number is too long: 41 characters, at most 40. Shorten it to make a PDF.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('img', { name: /barcode/ })).not.toBeInTheDocument());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Barcode generation error', expect.any(Error)));
    expect(labelWorkerBridge.barcodeImage).toHaveBeenCalledTimes(calls);
    error.mockRestore();
  });

  it('asks once more when the worker failed the barcode (it has been replaced), and logs only a second failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await renderGenerator();
    vi.mocked(labelWorkerBridge.barcodeImage)
      .mockResolvedValueOnce({ kind: 'failed', message: 'The label worker stopped unexpectedly.' })
      .mockResolvedValueOnce(drawn('1Z999AA10123456784B'));
    await user.type(field('trackingNumber'), 'B');
    await waitFor(() => expect(screen.getByRole('img', { name: /barcode/ })).toHaveAttribute('data-value', '1Z999AA10123456784B'));
    expect(error).not.toHaveBeenCalled();

    vi.mocked(labelWorkerBridge.barcodeImage).mockResolvedValue({ kind: 'failed', message: 'The label worker stopped unexpectedly.' });
    await user.type(field('trackingNumber'), 'C');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Barcode generation error', 'The label worker stopped unexpectedly.'));
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe('label size and printer', () => {
  it('redraws the preview as a 4 × 6 in face at 203 dpi, and downloads the PDF on that stock', async () => {
    const user = await renderGenerator();
    expect(faces().map(faceSize)).toEqual([{ width: 210, height: 297 }]);
    expect(printerResolution()).toHaveValue('300');

    await user.selectOptions(labelSize(), '4 × 6 in thermal label');
    expect(labelSize()).toHaveValue('4x6');
    expect(printerResolution()).toHaveValue('203');
    await waitFor(() => expect(faces()).toHaveLength(1));
    const [face] = faces();
    expect(faceSize(face!).width).toBeCloseTo(101.6, 6);
    expect(faceSize(face!).height).toBeCloseTo(152.4, 6);
    const [x, y, width, height] = viewBoxOf(face!);
    expect([x, y]).toEqual([0, 0]);
    expect(width).toBeCloseTo(101.6, 6);
    expect(height).toBeCloseTo(152.4, 6);
    expect(screen.getByText('101.6 × 152.4 mm')).toBeInTheDocument();
    expect(preview()).toHaveTextContent('Maria Alvarez');
    // The barcode is drawn again as it prints on this label and printer.
    await waitFor(() => expect(labelWorkerBridge.barcodeImage).toHaveBeenLastCalledWith('1Z999AA10123456784', expect.objectContaining({ stockId: '4x6', dpi: 203, startSlot: 1 })));
    // And the PDF for this stock is made ahead of a click.
    await waitFor(() =>
      expect(labelWorkerBridge.labelsPdf).toHaveBeenCalledWith(
        expect.objectContaining({ stockId: '4x6', dpi: 203, startSlot: 1 }),
        [expect.objectContaining({ toName: 'Maria Alvarez' })],
        'prepare',
        null,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(savePdf).toHaveBeenCalledWith(pdfBlob));
    expect(clickPdfCalls()).toHaveLength(1);
    expect(clickPdfCalls()[0]![0]).toMatchObject({ stockId: '4x6', dpi: 203, startSlot: 1 });
    expect(clickPdfLabels()[0]).toMatchObject({ toName: 'Maria Alvarez' });
  });

  it('offers "Start at label" only for sheets; label 3 of a 4-up sheet shows in the diagram and goes to the PDF', async () => {
    const user = await renderGenerator();
    expect(screen.queryByLabelText('Start at label')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Sheet of/ })).not.toBeInTheDocument();

    await user.selectOptions(labelSize(), sheet4Up);
    const start = await screen.findByLabelText<HTMLSelectElement>('Start at label');
    expect(start).toHaveValue('1');
    expect(Array.from(start.options, (option) => option.value)).toEqual(['1', '2', '3', '4']);
    expect(screen.getByRole('img', { name: 'Sheet of 4 labels: label 1 (top left) will be printed' })).toBeInTheDocument();

    await user.selectOptions(start, '3');
    expect(start).toHaveValue('3');
    expect(screen.getByRole('img', { name: 'Sheet of 4 labels: label 3 (bottom left) will be printed' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /label 1 \(top left\)/ })).not.toBeInTheDocument();
    expect(screen.getByText(/label 3 of 4 on the sheet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(savePdf).toHaveBeenCalledWith(pdfBlob));
    expect(clickPdfCalls().map(([options]) => options)).toMatchObject([{ stockId: 'avery-l7169', dpi: 300, startSlot: 3 }]);

    await user.selectOptions(labelSize(), '4 × 6 in thermal label');
    expect(screen.queryByLabelText('Start at label')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Sheet of/ })).not.toBeInTheDocument();
  });

  it('remembers the size and resolution under one key that holds nothing typed, and a fresh page starts with them', async () => {
    let user = await renderGenerator();
    expect(storedEntries()).toEqual([]);
    await user.clear(field('toName'));
    await user.type(field('toName'), 'Remember Nothing');
    await user.selectOptions(labelSize(), '100 × 150 mm thermal label');
    await user.selectOptions(printerResolution(), '300');

    expect(storedEntries()).toEqual([[SETTINGS_STORAGE_KEY, expect.any(String)]]);
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY)!)).toMatchObject({ size: '100x150', dpi: 300 });
    expect(localStorage.getItem(SETTINGS_STORAGE_KEY)).not.toContain('Remember');

    cleanup();
    user = await renderGenerator();
    expect(labelSize()).toHaveValue('100x150');
    expect(printerResolution()).toHaveValue('300');
    expect(faces().map(viewBoxOf)).toEqual([[0, 0, 100, 150]]);
    expect(field('toName')).toHaveValue('Maria Alvarez');
    expect(labelWorkerBridge.barcodeImage).toHaveBeenLastCalledWith('1Z999AA10123456784', expect.objectContaining({ stockId: '100x150', dpi: 300, startSlot: 1 }));

    // The start slot is for the sheet in the printer now, and is not remembered.
    await user.selectOptions(labelSize(), sheet4Up);
    await user.selectOptions(await screen.findByLabelText('Start at label'), '3');
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY)!)).toMatchObject({ size: 'avery-l7169', dpi: 300 });
    expect(localStorage.getItem(SETTINGS_STORAGE_KEY)).not.toContain('startSlot');
    cleanup();
    await renderGenerator();
    expect(labelSize()).toHaveValue('avery-l7169');
    expect(await screen.findByLabelText('Start at label')).toHaveValue('1');
  });

  it('says how many 4 × 6 in labels a very long address needs, and shows each of them', async () => {
    const user = await renderGenerator();
    await user.selectOptions(labelSize(), '4 × 6 in thermal label');
    expect(previewNotes()).toHaveAttribute('role', 'status');
    expect(previewNotes()).toHaveTextContent(/^$/);
    expect(faces()).toHaveLength(1);

    const address = Array.from({ length: 45 }, (_, line) => `Building ${line + 1}, Riverside Industrial Estate`).join('\n');
    await user.clear(field('toAddress'));
    await user.click(field('toAddress'));
    await user.paste(address);

    const note = await within(previewNotes()).findByText(/^This label needs \d+ labels at 4 × 6 in\.$/);
    const count = Number(/needs (\d+) labels/.exec(note.textContent!)![1]);
    expect(count).toBeGreaterThanOrEqual(2);
    expect(faces()).toHaveLength(count);
    for (const face of faces()) expect(faceSize(face).height).toBeCloseTo(152.4, 6);
    expect(screen.getByText(`Label 1 of ${count}`)).toBeInTheDocument();
    expect(screen.getByText(`Label ${count} of ${count}`)).toBeInTheDocument();
    expect(preview()).toHaveTextContent('Building 1, Riverside Industrial Estate');
    expect(preview()).toHaveTextContent('Building 45, Riverside Industrial Estate');
  });

  it('says, in words that do not change with each keystroke, when a crowded label has its text set smaller', async () => {
    const user = await renderGenerator();
    await user.selectOptions(labelSize(), '4 × 6 in thermal label');
    const address = Array.from({ length: 14 }, (_, line) => `Line ${line + 1}`).join('\n');
    await user.clear(field('toAddress'));
    await user.click(field('toAddress'));
    await user.paste(address);

    await within(previewNotes()).findByText('The text is set smaller so that everything fits on one label.');
    expect(faces()).toHaveLength(1);
    await user.type(field('toName'), ' Jr');
    expect(within(previewNotes()).getByText('The text is set smaller so that everything fits on one label.')).toBeInTheDocument();
  });

  it('says when the tracking number is too long for a barcode on the label, and shows no barcode until one fits', async () => {
    const user = await renderGenerator();
    vi.mocked(labelWorkerBridge.barcodeImage).mockImplementation(async (value, options) =>
      options.dpi === 300 ? drawn(value) : done({ kind: 'too-long' }),
    );
    await user.selectOptions(labelSize(), '4 × 6 in thermal label');

    expect(await within(previewNotes()).findByText(/The tracking number is too long for a barcode on 4 × 6 in at 203 dpi/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /barcode/ })).not.toBeInTheDocument();
    expect(preview().querySelector('image')).toBeNull();
    // It still prints as text.
    expect(preview()).toHaveTextContent('1Z999AA10123456784');

    await user.selectOptions(printerResolution(), '300');
    expect(await screen.findByRole('img', { name: /barcode/ })).toHaveAttribute('data-value', '1Z999AA10123456784');
    expect(previewNotes()).not.toHaveTextContent(/too long for a barcode/);
  });
});

describe('swap sender and recipient', () => {
  const from = { fromName: SAMPLE_LABEL.fromName, fromCompany: SAMPLE_LABEL.fromCompany, fromAddress: SAMPLE_LABEL.fromAddress, fromPhone: SAMPLE_LABEL.fromPhone };
  const to = { toName: SAMPLE_LABEL.toName, toCompany: SAMPLE_LABEL.toCompany, toAddress: SAMPLE_LABEL.toAddress, toPhone: SAMPLE_LABEL.toPhone };
  const fieldValues = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, field(name).value]));

  it('exchanges the From and To fields and the preview, says so, and swaps back when pressed again', async () => {
    const user = await renderGenerator();
    const swap = screen.getByRole('button', { name: 'Swap sender and recipient' });
    expect(previewBlock('TO:')).toContain('Maria Alvarez');

    await user.click(swap);
    expect(fieldValues(['toName', 'toCompany', 'toAddress', 'toPhone'])).toEqual({
      toName: from.fromName,
      toCompany: from.fromCompany,
      toAddress: from.fromAddress,
      toPhone: from.fromPhone,
    });
    expect(fieldValues(['fromName', 'fromCompany', 'fromAddress', 'fromPhone'])).toEqual({
      fromName: to.toName,
      fromCompany: to.toCompany,
      fromAddress: to.toAddress,
      fromPhone: to.toPhone,
    });
    expect(screen.getByText('Sender and recipient swapped.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(previewBlock('TO:')).toBe(['Daniel Brooks', 'Maple Lane Crafts', '77 Orchard Street', 'Austin, TX 78701', 'United States', '(512) 555-0193'].join('\n')));
    expect(previewBlock('FROM:')).toBe(['Maria Alvarez', 'Bright Harbor Books', '4821 Lakeview Avenue, Suite 210', 'Portland, OR 97205', 'United States', '(503) 555-0148'].join('\n'));

    // The PDF is the swapped label too.
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(savePdf).toHaveBeenCalledWith(pdfBlob));
    expect(clickPdfLabels()[0]).toMatchObject({ toName: 'Daniel Brooks', fromName: 'Maria Alvarez', toPhone: '(512) 555-0193' });

    await user.click(swap);
    expect(fieldValues(['toName', 'toCompany', 'toAddress', 'toPhone'])).toEqual(to);
    expect(fieldValues(['fromName', 'fromCompany', 'fromAddress', 'fromPhone'])).toEqual(from);
    expect(screen.getByText('Sender and recipient swapped back.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(previewBlock('TO:')).toMatch(/^Maria Alvarez\n/));
    expect(previewBlock('FROM:')).toMatch(/^Daniel Brooks\n/);
  });

  it('moves a too-long field’s message with its text', async () => {
    const user = await renderGenerator();
    await user.clear(field('fromAddress'));
    await user.click(field('fromAddress'));
    await user.paste('A'.repeat(2001));
    const message = 'Street Address is too long: 2,001 characters, at most 2,000. Shorten it to make a PDF.';
    expect(await screen.findByText(message)).toBeVisible();
    expect(field('fromAddress')).toHaveAccessibleDescription(message);

    await user.click(screen.getByRole('button', { name: 'Swap sender and recipient' }));
    await waitFor(() => expect(field('toAddress')).toHaveAccessibleDescription(message));
    expect(field('toAddress')).toHaveAttribute('aria-invalid', 'true');
    expect(field('fromAddress')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getAllByText(message)).toHaveLength(1);
  });
});

describe('print button', () => {
  it('tells the visitor to print at actual size', async () => {
    await renderGenerator();
    expect(screen.getByRole('button', { name: 'Print' })).toHaveAccessibleDescription('Print at 100 % (“Actual size”), not “Fit to page”.');
  });
});
