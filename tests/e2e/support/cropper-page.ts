import { readFile } from 'node:fs/promises';
import { expect, type Download, type Page } from '@playwright/test';
import { SHARE_TARGET_ACTION, SHARED_FILES_FIELD } from '../../../src/config/share-target';
import type { CarrierFixture } from '../../support/carrier-pages';
import { readPdf, type PdfReading } from '../../support/read-pdf';
import type { PickedFile } from './batch-section';
import { expectHydrated } from './hydrated';

const MIME: Record<CarrierFixture['kind'], string> = { pdf: 'application/pdf', gif: 'image/gif' };

/** A carrier fixture as the visitor picks it. */
export const pickedFixture = (fixture: CarrierFixture): PickedFile => ({ name: fixture.fileName, mimeType: MIME[fixture.kind], buffer: Buffer.from(fixture.bytes) });

/** The label cropper page, as a visitor uses it: files in, each label's card and crop box, the PDF out. */
export function cropperPage(page: Page) {
  const files = page.getByRole('list', { name: 'Your files' });
  return {
    fileInput: page.getByLabel('Choose files'),
    labelSize: page.getByLabel('Label size'),
    downloadButton: page.getByRole('button', { name: 'Download PDF' }),
    printButton: page.getByRole('button', { name: 'Print', exact: true }),
    /** What the download, print or CSV last said: labels ready, how many scan, or what went wrong. */
    status: page.getByRole('region', { name: 'Printing' }).getByRole('status'),
    /** A file's line in the list: its name, its state or its problem. */
    file: (name: string) => files.getByRole('listitem').filter({ hasText: name }),
    /** One label's card, by its title: "Page 1 of usps.pdf", "Label 2 of page 1 of etsy.pdf", "ups.gif". */
    card: (title: string) => page.getByRole('region', { name: title, exact: true }),
    /** Every label's card, in the "Your labels" region. */
    cards: page.getByRole('region', { name: 'Your labels' }).getByRole('region'),
    cropBox: (name: string) => page.getByRole('group', { name: `Crop box of ${name}`, exact: true }),
    /** Chooses the label stock once the page is live (by its option's label or its value). */
    async chooseLabelSize(option: string | { label: string }): Promise<void> {
      await expectHydrated(this.labelSize);
      await this.labelSize.selectOption(option);
    },
    /** Picks files once the page is live (a file picked before it is taken on hydration too, see drop-zone.tsx). */
    async addFiles(picked: PickedFile[] | string[]): Promise<void> {
      await expectHydrated(this.fileInput);
      await this.fileInput.setInputFiles(picked);
    },
    /** Waits until every file is read and every page has been looked at. */
    async allFound(): Promise<void> {
      await expect(files.getByText('Reading…')).toHaveCount(0, { timeout: 30_000 });
      await expect(page.getByText('Finding the label…')).toHaveCount(0, { timeout: 30_000 });
    },
    /** Waits until every page has been read for its text and barcodes. */
    async allRead(): Promise<void> {
      await this.allFound();
      await expect(page.getByText('Reading its text and barcodes…')).toHaveCount(0, { timeout: 60_000 });
    },
    async download(): Promise<{ download: Download; pdf: PdfReading; bytes: Buffer }> {
      const [download] = await Promise.all([page.waitForEvent('download'), this.downloadButton.click()]);
      const bytes = await readFile(await download.path());
      return { download, pdf: await readPdf(new Uint8Array(bytes)), bytes };
    },
  };
}

/**
 * What "Share → ShipLabel" does: a multipart POST of the files to the manifest's share target, as a navigation. The
 * browser makes it, not a page of the site (whose CSP lets no form post): here, a blank page's form. Resolves once the
 * service worker has sent the visitor to the cropper, saying how many files came.
 */
export async function shareFiles(page: Page, files: readonly { name: string; bytes: Uint8Array }[]): Promise<void> {
  const action = new URL(SHARE_TARGET_ACTION, page.url()).href;
  await page.goto('about:blank');
  const arrived = page.waitForURL(new RegExp(`/label-cropper\\?shared=${files.length}$`));
  await page.evaluate(
    ({ action, field, shared }) => {
      const form = Object.assign(document.createElement('form'), { action, method: 'post', enctype: 'multipart/form-data' });
      const input = Object.assign(document.createElement('input'), { type: 'file', name: field, multiple: true });
      const transfer = new DataTransfer();
      for (const file of shared) transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: 'application/pdf' }));
      input.files = transfer.files;
      form.append(input);
      document.body.append(form);
      // Submitted once this evaluation has returned: the page navigates away after it.
      setTimeout(() => form.submit(), 0);
    },
    { action, field: SHARED_FILES_FIELD, shared: files.map((file) => ({ name: file.name, bytes: [...file.bytes] })) },
  );
  await arrived;
}
