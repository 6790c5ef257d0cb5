import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import type { LabelField } from '../../../src/label/label-data';
import { readPdf, type PdfReading } from '../../support/read-pdf';

/** Drives /generator the way a visitor does: by field, by button, by what the preview shows. */
export function generatorPage(page: Page) {
  const preview = page.locator('#shipping-label');
  return {
    preview,
    barcode: preview.getByRole('img'),
    /** Each label face of the preview, an SVG sized in millimetres. */
    faces: preview.locator('svg'),
    labelSize: page.getByLabel('Label size'),
    findLabels: page.getByLabel('Find your labels'),
    printerResolution: page.getByLabel('Printer resolution'),
    startAtLabel: page.getByLabel('Start at label'),
    field: (name: LabelField) => page.locator(`[name="${name}"]`),
    async fill(values: Partial<Record<LabelField, string>>) {
      for (const [name, value] of Object.entries(values)) await page.locator(`[name="${name}"]`).fill(value);
    },
    /**
     * Fills the fields all at once, as the browser's autofill does: each takes its value and fires one input event.
     * One round trip, where fill() takes one per field with its checks (about 50 ms each).
     */
    async autofill(values: Partial<Record<LabelField, string>>) {
      await page.evaluate((entries) => {
        for (const [name, value] of entries) {
          const field = document.querySelector(`[name="${name}"]`);
          if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) throw new Error(`no field named ${name}`);
          // The prototype's setter, as the browser's own: React sees the change (an own-property write it would miss).
          Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
          field.dispatchEvent(new Event('input', { bubbles: true }));
        }
      }, Object.entries(values));
    },
    downloadButton: page.getByRole('button', { name: 'Download PDF' }),
    printButton: page.getByRole('button', { name: 'Print', exact: true }),
    /** The preview's barcode image as it was drawn: the same PNG the PDF prints, one pixel per printer dot. */
    async barcodePng(): Promise<Buffer> {
      const bytes = await preview.getByRole('img').evaluate(async (image) => Array.from(new Uint8Array(await (await fetch(image.getAttribute('href') ?? '')).arrayBuffer())));
      return Buffer.from(bytes);
    },
    async download(): Promise<{ download: Download; path: string; pdf: PdfReading }> {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
      const path = await download.path();
      return { download, path, pdf: await readPdf(new Uint8Array(await readFile(path))) };
    },
  };
}

/** The page's label workers that are running (not the short-lived blob: workers the PDF library starts). */
export const labelWorkers = (page: Page) => page.workers().filter((worker) => /label\.worker-/.test(worker.url()));
