import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import type { LabelData } from '../../../src/label/label-data';
import { readPdf, type PdfReading } from '../../support/read-pdf';

/** A file as a visitor picks it in the OS dialog: what `setInputFiles` and a file chooser take. */
export type PickedFile = { name: string; mimeType: string; buffer: Buffer };

export const pickedFile = (name: string, content: string | Uint8Array, mimeType = 'text/csv'): PickedFile => ({
  name,
  mimeType,
  buffer: Buffer.from(content),
});

/** A sender of the visitor's own (not the page's example one), as the form's sender fields take it. */
export const REAL_SENDER = {
  fromName: 'Quayside Parcels',
  fromCompany: 'Harbour Thread Co',
  fromAddress: '410 Pier Road\nSeattle, WA 98101\nUnited States',
  fromPhone: '(206) 555-0111',
} as const satisfies Partial<LabelData>;

/**
 * Types a real sender into the form: "Create N labels" with the page's example sender (or none) asks first, so a test
 * that creates a batch gives it a sender of its own, as a visitor does.
 */
export async function enterRealSender(page: Page, sender: Partial<LabelData> = REAL_SENDER): Promise<void> {
  for (const [name, value] of Object.entries(sender)) await page.locator(`[name="${name}"]`).fill(value);
}

/**
 * Drives "Labels from a spreadsheet" on /generator by what the visitor reads. Everything is scoped to the
 * section: the single label above has its own "Download PDF" and "Print" buttons.
 */
export function batchSection(page: Page) {
  const region = page.getByRole('region', { name: 'Labels from a spreadsheet' });
  const fileInput = region.getByLabel('Choose a CSV file');
  const pasteArea = region.getByLabel('Or paste rows from a spreadsheet');
  const downloadButton = region.getByRole('button', { name: 'Download PDF' });
  return {
    region,
    fileInput,
    pasteArea,
    readPastedButton: region.getByRole('button', { name: 'Read pasted rows' }),
    templateLink: region.getByRole('link', { name: 'Download the template CSV' }),
    alert: region.getByRole('alert'),
    /** "N labels · M rows need attention". */
    summary: region.getByRole('status').filter({ hasText: /^[\d,]+ labels?( · |$)/ }),
    createButton: region.getByRole('button', { name: /^Create [\d,]+ labels?$/ }),
    /** The panel above Create: the sender and package details the labels will carry. */
    carries: region.getByRole('group', { name: 'What every label carries' }),
    changeSender: region.getByRole('button', { name: 'Change the sender' }),
    changePackage: region.getByRole('button', { name: 'Change the package details' }),
    packageFromForm: region.getByRole('checkbox', { name: "Use the form's package details on every label" }),
    /** Asked by Create when the labels would carry the example sender or none. */
    senderQuestion: page.getByRole('dialog', { name: 'Who are your labels from?' }),
    cancelButton: region.getByRole('button', { name: 'Cancel', exact: true }),
    progressbar: region.getByRole('progressbar', { name: 'Creating labels' }),
    ready: region.getByText(/^Your PDF with [\d,]+ labels? is ready\.$/),
    cancelled: region.getByText('Cancelled. No PDF was made; your rows are still here.'),
    downloadButton,
    table: region.getByRole('table', { name: /^Labels to make/ }),
    /** "Show": all rows, or the rows that need attention. */
    show: region.getByRole('combobox', { name: /^Show\b/ }),
    /** The review's heading, "<file name>: N rows", once a table has been read. */
    heading: (source: string) => region.getByRole('heading', { name: new RegExp(`^${source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: [\\d,]+ rows?$`) }),
    include: (rows: string) => region.getByRole('checkbox', { name: `Include ${rows}`, exact: true }),
    editButton: (rows: string) => region.getByRole('button', { name: `Edit ${rows}`, exact: true }),
    editorField: (field: string, rows: string) => region.getByLabel(`${field}, ${rows}`, { exact: true }),
    importFile: (file: PickedFile | string) => fileInput.setInputFiles(file),
    async paste(text: string) {
      await pasteArea.fill(text);
      await region.getByRole('button', { name: 'Read pasted rows' }).click();
    },
    /** Clicks the section's "Download PDF" and reads the PDF back. */
    async download(): Promise<{ download: Download; pdf: PdfReading }> {
      const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
      return { download, pdf: await readPdf(new Uint8Array(await readFile(await download.path()))) };
    },
  };
}
