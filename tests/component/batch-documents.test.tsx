import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseTable } from '../../workers/batch/parse-table';
import { loadAddressReading } from '../../src/address/address-reading';
import type { BatchRow, BatchRowsOptions } from '../../src/batch/batch-rows';
import { labelFrom, type LabelData } from '../../src/label/label-data';
import type { BatchBridge } from '../../src/features/batch/batch-create';
import { BatchReview } from '../../src/features/batch/batch-review';
import { createText } from '../../src/features/batch/document-counts';
import { DEFAULT_DOCUMENTS_CHOICE, type DocumentsChoice } from '../../src/features/batch/documents-choice';
import type { FormAccess } from '../../src/features/batch/form-access';
import { problemText, reviewRows } from '../../src/features/batch/review-rows';
import { i18n } from '../../src/i18n/catalogs';
import { rowPaperwork, type PaperworkSettings } from '../../src/features/batch/row-paperwork';
import type { BatchDocumentsResult, WorkerOutcome } from '../../src/features/label-worker/label-worker';
import { createPrintSettings } from '../../src/features/print-settings/print-settings';
import { csvText } from '../support/csv-fixtures';
import { importBatch, pageAddressing } from '../support/batch-import';
import { makeLabel } from '../support/make-label';
import { renderWithRouter } from '../support/render-app';
import { ISSUE_24_ORDERS, shopifyExport } from '../support/shopify-export';

const mocks = vi.hoisted(() => ({ savePdf: vi.fn<(pdf: Blob, fileName?: string) => void>() }));
vi.mock('../../src/features/pdf-delivery/save-pdf', async (importActual) => ({ ...(await importActual<object>()), savePdf: mocks.savePdf }));

// A seller of their own in Seattle, so Create asks nothing; Issue 24's orders go to Boston twice, Munich and Tokyo.
const SELLER = makeLabel({ fromName: 'Quayside Parcels', fromCompany: 'Harbour Thread Co', fromAddress: '410 Pier Road\nSeattle, WA 98101\nUnited States', fromPhone: '(206) 555-0111', weight: '', dimensions: '' });
const ORDERS_FILE = shopifyExport(ISSUE_24_ORDERS);

const pdfBlob = (name: string) => new Blob([`%PDF-1.7 ${name}`], { type: 'application/pdf' });
const done = (value: BatchDocumentsResult): WorkerOutcome<BatchDocumentsResult> => ({ kind: 'done', value });

/** A batch worker whose documents come back when the test says, after reporting one order done. */
function fakeBridge() {
  let finish: (outcome: WorkerOutcome<BatchDocumentsResult>) => void = () => undefined;
  const bridge = {
    batchPdf: vi.fn<BatchBridge['batchPdf']>(async () => ({ kind: 'done', value: { kind: 'pdf', pdf: pdfBlob('labels') } })),
    batchDocuments: vi.fn<BatchBridge['batchDocuments']>((_options, _batch, _output, call) => {
      call.onProgress(1);
      return new Promise((resolve) => (finish = resolve));
    }),
    batchZpl: vi.fn<BatchBridge['batchZpl']>(async () => ({ kind: 'done', value: { kind: 'zpl', zpl: new Blob(['^XA^XZ']) } })),
    holdBatch: vi.fn<BatchBridge['holdBatch']>(),
  };
  return { bridge, finish: (outcome: WorkerOutcome<BatchDocumentsResult>) => act(async () => finish(outcome)) };
}

/** The review of a file as the page shows it, the Documents panel's choice kept above it as the workspace keeps it. */
async function renderReview(text = ORDERS_FILE, bridge = fakeBridge().bridge) {
  const table = parseTable(text);
  const settings = createPrintSettings(null);
  function Page() {
    const { subscribe, getValues, setFocus, setValues } = useForm<LabelData>({ defaultValues: SELLER });
    const form = useMemo<FormAccess>(() => ({ read: () => labelFrom(getValues()), subscribe, setFocus, setValues }), [getValues, subscribe, setFocus, setValues]);
    const [documents, setDocuments] = useState<DocumentsChoice>(DEFAULT_DOCUMENTS_CHOICE);
    const change = useCallback((next: Partial<DocumentsChoice>) => setDocuments((last) => ({ ...last, ...next })), []);
    return (
      <Suspense fallback={<p>Loading the review…</p>}>
        <BatchReview table={table} source="orders_export.csv" form={form} settings={settings} bridge={bridge} documents={documents} onDocuments={change} />
      </Suspense>
    );
  }
  // Awaited, so the review's wait for the country formats ends inside this act.
  await act(async () => {
    renderWithRouter(<Page />);
  });
  await screen.findByRole('heading', { name: /^orders_export\.csv:/ });
  return userEvent.setup();
}

// By label, and radios within their group: the column matches above hold forty selects of 79 options each, which
// a query by role and name would weigh one by one.
const panel = () => screen.getByText('Documents', { selector: 'legend' }).closest('fieldset')!;
const field = (label: string) => within(panel()).getByLabelText(label, { selector: 'input, select' });
const radio = (group: string, option: string) =>
  within(screen.getByText(group, { selector: 'legend' }).closest('fieldset')!).getByLabelText(option, { selector: 'input' });
const createButton = () => screen.getByRole('button', { name: /^Create / });
/** The review table's row of an order, by its recipient. */
const rowOf = (recipient: string) => screen.getAllByText(recipient).map((cell) => cell.closest('tr')).find((row) => row !== null)!;

// The country formats the review lays addresses out by, and its index of country names: made once, as on the page.
beforeAll(async () => {
  (await loadAddressReading()).readCountry('United States');
}, 30_000);

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
});

describe('the Documents panel', () => {
  it('offers each document with its default: customs forms where needed, no invoices or slips, one PDF, goods sold, 3 copies', async () => {
    await renderReview();
    expect(radio('Customs forms', 'Where needed')).toBeChecked();
    expect(radio('Customs forms', 'Always')).not.toBeChecked();
    expect(radio('Customs forms', 'Never')).not.toBeChecked();
    expect(radio('Commercial invoices', 'No')).toBeChecked();
    expect(radio('Packing slips', 'No')).toBeChecked();
    expect(radio('Documents in', 'One PDF, each order’s documents after its label')).toBeChecked();
    expect(radio('Documents in', 'Separate PDFs')).not.toBeChecked();
    expect(field('Category')).toHaveDisplayValue('Sale of goods');
    expect(within(field('Category')).getAllByRole('option')).toHaveLength(6);
    expect(field('Country of origin')).toHaveValue('');
    expect(field('Copies')).toHaveDisplayValue('3');
    expect(panel()).toHaveTextContent(/Paper is not always enough: .*USPS.*ICS2/);
  });

  it('says what stands in the way of a name it cannot read, and asks what “Other” is', async () => {
    const user = await renderReview();
    await user.type(field('Country of origin'), 'Narnia');
    expect(field('Country of origin')).toHaveAccessibleDescription(/“Narnia” is not a country ShipLabel recognises/);
    await user.type(field('Weight of each item'), 'heavy');
    expect(field('Weight of each item')).toBeInvalid();
    expect(within(panel()).queryByLabelText('What the shipment is')).toBeNull();
    await user.selectOptions(field('Category'), 'Other');
    expect(field('What the shipment is')).toBeVisible();
  });

  it('is not offered for a file that lists no items: only labels are made', async () => {
    const bridge = fakeBridge().bridge;
    const user = await renderReview(csvText([['Name', 'Address', 'Country'], ['Ada Quill', '3 Ink Lane, Paris', 'France']]), bridge);
    expect(screen.queryByText('Documents', { selector: 'legend' })).toBeNull();
    expect(screen.getByText(/your file has none .*only labels are made/)).toBeVisible();
    expect(screen.queryByRole('columnheader', { name: 'Contents' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create 1 label' }));
    await waitFor(() => expect(bridge.batchPdf).toHaveBeenCalledTimes(1));
    expect(bridge.batchDocuments).not.toHaveBeenCalled();
  });
});

describe('each order’s documents in the review', () => {
  it('flags an order abroad whose items have no weight, and makes its label without a customs form until each item’s weight is given', async () => {
    const user = await renderReview();
    expect(screen.getByText('4 labels · 2 rows need attention')).toBeVisible();
    const munich = rowOf('Jürgen Groß');
    expect(munich).toHaveTextContent(
      'No customs form until this is fixed: Item 1: enter the net weight. Give each item’s weight in your file, or under “Weight of each item” above.',
    );
    expect(within(munich).getByRole('checkbox', { name: 'Include row 4' })).toBeChecked();
    expect(createButton()).toHaveTextContent(/^Create 4 labels$/);

    await user.type(field('Weight of each item'), '0.3');
    await waitFor(() => expect(createButton()).toHaveTextContent(/^Create 4 labels, 2 customs forms$/));
    // Goods sold without an origin: customs will ask, so it is flagged, but the order is made.
    expect(rowOf('Jürgen Groß')).toHaveTextContent('Item 1: choose the country it was made in; customs ask the origin of goods sold.');
    expect(within(rowOf('Jürgen Groß')).getByRole('checkbox', { name: 'Include row 4' })).toBeChecked();
    await user.type(field('Country of origin'), 'Portugal');
    await waitFor(() => expect(rowOf('Jürgen Groß')).not.toHaveTextContent('choose the country'));
  });

  it('shows each order’s contents and its customs form in a column of its own', async () => {
    const user = await renderReview();
    await user.type(field('Weight of each item'), '300 g');
    expect(screen.getByRole('columnheader', { name: 'Contents' })).toBeVisible();
    await waitFor(() => expect(rowOf('Jürgen Groß')).toHaveTextContent('1 item · 0.300 kg · 89.00 USDCN 22'));
    // Two tea towels and a mug to Boston: no customs form, read out as such.
    expect(rowOf('Sam Receiver')).toHaveTextContent('3 items · 0.900 kg · 42.00 USD—No customs form');
    expect(within(rowOf('Sam Receiver')).getByText('—')).toHaveAttribute('aria-hidden', 'true');

    await user.click(radio('Packing slips', 'Yes'));
    await user.click(radio('Commercial invoices', 'Yes'));
    await waitFor(() => expect(rowOf('Jürgen Groß')).toHaveTextContent('CN 22 · invoice · packing slip'));
    expect(rowOf('Sam Receiver')).toHaveTextContent('No customs form · packing slip');
    expect(createButton()).toHaveTextContent(/^Create 4 labels, 2 customs forms, 2 invoices, 4 packing slips$/);

    await user.click(radio('Customs forms', 'Never'));
    await waitFor(() => expect(createButton()).toHaveTextContent(/^Create 4 labels, 2 invoices, 4 packing slips$/));
  });
});

describe('creating a batch with documents', () => {
  it('sends each order with its paperwork to the worker, and offers one PDF to download and print', async () => {
    const { bridge, finish } = fakeBridge();
    const user = await renderReview(ORDERS_FILE, bridge);
    await user.type(field('Weight of each item'), '0.3');
    await user.click(radio('Packing slips', 'Yes'));
    await waitFor(() => expect(createButton()).toHaveTextContent('Create 4 labels, 2 customs forms, 4 packing slips'));
    await user.click(createButton());

    expect(bridge.batchPdf).not.toHaveBeenCalled();
    const [, batch, output] = bridge.batchDocuments.mock.calls[0]!;
    expect(output).toBe('combined');
    expect(batch.map(({ label, paperwork }) => [label.toName, paperwork?.documents.customsForm, paperwork?.documents.packingSlip, paperwork?.documents.orderNumber])).toEqual([
      ['Sam Receiver', false, true, '#1001'],
      ['Jürgen Groß', true, true, '#1002'],
      ['Alex Rivera', false, true, '#1003'],
      ['', true, true, '#1004'], // the Japanese name prints inside the address
    ]);
    const munich = batch[1]!.paperwork!;
    expect(munich.documents).toMatchObject({ copies: 3, commercialInvoice: false, packingSlipPaper: 'a4' });
    expect(munich.contents).toMatchObject({ category: 'sale-of-goods', signWith: 'typed-name', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(munich.contents.items).toEqual([expect.objectContaining({ description: 'Wool blanket', weight: '0.3', currency: 'USD', value: '89' })]);
    expect(screen.getByRole('progressbar', { name: 'Creating labels and documents' })).toHaveAttribute('aria-valuetext', '1 of 4 orders');
    expect(screen.getByText('Creating labels and documents: 1 of 4 orders')).toBeVisible();

    await finish(done({ kind: 'pdfs', documents: [{ kind: 'labels', pdf: pdfBlob('all') }] }));
    expect(screen.getByText('Your PDF with 4 labels, 2 customs forms and 4 packing slips is ready.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(mocks.savePdf).toHaveBeenCalledWith(expect.any(Blob), expect.stringMatching(/^shipping-labels-\d+\.pdf$/));
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  it('offers a download for each separate PDF, named by what it holds', async () => {
    const { bridge, finish } = fakeBridge();
    const user = await renderReview(ORDERS_FILE, bridge);
    await user.type(field('Weight of each item'), '0.3');
    await user.click(radio('Documents in', 'Separate PDFs'));
    await waitFor(() => expect(createButton()).toHaveTextContent('Create 4 labels, 2 customs forms'));
    await user.click(createButton());
    expect(bridge.batchDocuments.mock.calls[0]![2]).toBe('separate');

    const [labels, forms] = [pdfBlob('labels'), pdfBlob('forms')];
    await finish(done({ kind: 'pdfs', documents: [{ kind: 'labels', pdf: labels }, { kind: 'customs-forms', pdf: forms }] }));
    expect(screen.getByText('Your PDFs with 4 labels and 2 customs forms are ready.')).toBeVisible();
    const downloads = screen.getByRole('group', { name: 'Download:' });
    expect(within(downloads).getAllByRole('button').map((button) => button.textContent)).toEqual(['Labels', 'Customs forms']);
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    await user.click(within(downloads).getByRole('button', { name: 'Customs forms' }));
    await user.click(within(downloads).getByRole('button', { name: 'Labels' }));
    const [[formsPdf, formsName], [labelsPdf, labelsName]] = mocks.savePdf.mock.calls as [[Blob, string], [Blob, string]];
    expect([formsPdf, labelsPdf]).toEqual([forms, labels]);
    expect(formsName).toMatch(/^customs-forms-\d+\.pdf$/);
    expect(labelsName).toBe(formsName.replace('customs-forms', 'shipping-labels'));
  });
});

describe('an order’s paperwork', () => {
  let options: BatchRowsOptions;
  beforeAll(async () => {
    options = { packageFromForm: false, addressing: await pageAddressing(SELLER) };
  });
  const settings = (changes: Partial<PaperworkSettings> = {}): PaperworkSettings => ({
    customs: 'where-needed',
    invoices: false,
    packingSlips: false,
    copies: 3,
    defaults: { category: 'sale-of-goods', origin: 'PT', signWith: 'typed-name', currency: '', weightPerItemKg: 0.25 },
    categoryExplanation: '',
    orderNumberOf: (row: BatchRow) => `#${row.rows[0]}`,
    ...changes,
  });
  const orders = () => importBatch(ORDERS_FILE, SELLER, options);

  it('is none for an order at home when no slip is asked for, and a CN 22 abroad', () => {
    const [boston, munich] = orders();
    expect(rowPaperwork(boston!, boston!.label, settings()).paperwork).toBeNull();
    const abroad = rowPaperwork(munich!, munich!.label, settings());
    expect(abroad.summary).toEqual({
      contents: { kind: 'totals', pieces: 1, netWeightKg: 0.25, value: { amount: 89, currency: 'USD' } },
      form: 'CN 22',
      others: [],
    });
    expect(abroad.paperwork?.documents).toMatchObject({ customsForm: true, commercialInvoice: false, packingSlip: false, copies: 3, orderNumber: '#4' });
    expect(abroad.paperwork?.contents.items[0]).toMatchObject({ origin: 'PT', weight: '0.25', weightUnit: 'kg' });
  });

  it('gives an invoice to parcels abroad only, even with customs forms off, and a slip to every order', () => {
    const [boston, munich] = orders();
    const choice = settings({ customs: 'never', invoices: true, packingSlips: true });
    expect(rowPaperwork(boston!, boston!.label, choice).paperwork?.documents).toMatchObject({ customsForm: false, commercialInvoice: false, packingSlip: true });
    expect(rowPaperwork(munich!, munich!.label, choice).paperwork?.documents).toMatchObject({ customsForm: false, commercialInvoice: true, packingSlip: true });
  });

  it('stops the documents of contents that cannot print, keeping the label; a packing slip alone needs no weights', () => {
    const [boston, munich] = orders();
    const noWeight = settings({ packingSlips: true, defaults: { ...settings().defaults, weightPerItemKg: null } });
    const [home, abroad] = reviewRows([boston!, munich!], new Map(), new Map(), (row, label) => rowPaperwork(row, label, noWeight));
    expect(home!.paperwork?.documents).toMatchObject({ customsForm: false, packingSlip: true });
    expect(abroad!.paperwork).toBeNull();
    expect(abroad!.problems.map((problem) => problemText(problem, i18n))).toEqual([expect.stringMatching(/^No customs form or packing slip until this is fixed: Item 1: enter the net weight\./)]);
    expect([home!.included, abroad!.included]).toEqual([true, true]);
  });

  it('says on the button how many of each document are made, only those made', () => {
    expect(createText({ labels: 20, customsForms: 12, invoices: 0, packingSlips: 20 }, i18n)).toBe('Create 20 labels, 12 customs forms, 20 packing slips');
    expect(createText({ labels: 1, customsForms: 1, invoices: 1, packingSlips: 0 }, i18n)).toBe('Create 1 label, 1 customs form, 1 invoice');
    expect(createText({ labels: 20, customsForms: 0, invoices: 0, packingSlips: 0 }, i18n)).toBe('Create 20 labels');
    expect(createText({ labels: 12_000, customsForms: 0, invoices: 0, packingSlips: 0 }, i18n)).toBe('Create 12,000 labels');
  });
});
