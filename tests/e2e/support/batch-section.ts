import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { readPdf, type PdfReading } from '../../support/read-pdf';

/** A file as a visitor picks it in the OS dialog: what `setInputFiles` and a file chooser take. */
export type PickedFile = { name: string; mimeType: string; buffer: Buffer };

export const pickedFile = (name: string, content: string | Uint8Array, mimeType = 'text/csv'): PickedFile => ({
  name,
  mimeType,
  buffer: Buffer.from(content),
});

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
