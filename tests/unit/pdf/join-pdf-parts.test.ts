import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LabelData } from '../../../src/label/label-data';
import { rasterizeCode128Node } from '../../../workers/barcode/node-rasterize-code128';
import { joinPdfParts } from '../../../workers/pdf/join-pdf-parts';
import { withPrintScalingNone } from '../../../workers/pdf/print-scaling';
import { writeLabelsPdf } from '../../../workers/pdf/render-labels-pdf';
import { makeLabel } from '../../support/make-label';
import { loadFontsInNode } from '../../support/node-fonts';
import { readPdf } from '../../support/read-pdf';
import { optionsFor } from '../../support/stock';
import { upsTrackingNumber } from '../../support/tracking-number-shapes';

const labelsNamed = (first: number, count: number): LabelData[] =>
  Array.from({ length: count }, (_, index) => makeLabel({ toName: `Recipient ${first + index}`, trackingNumber: upsTrackingNumber(first + index) }));

const part = (labels: readonly LabelData[], stockId = '4x6') =>
  writeLabelsPdf(optionsFor(stockId), labels, rasterizeCode128Node, loadFontsInNode, undefined, { title: 'Shipping labels' });

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/** The recipient printed on each page, in page order. */
const recipientsByPage = async (bytes: Uint8Array): Promise<string[]> => {
  const pdf = await readPdf(bytes);
  return Array.from({ length: pdf.pageCount }, (_, index) =>
    pdf.texts.filter((run) => run.page === index + 1 && run.text.startsWith('Recipient ')).map((run) => run.text.trim()).join(' | '),
  );
};

describe('joining PDF parts made on several workers', () => {
  it('keeps every page of every part, in the order of the parts', async () => {
    const parts = [await part(labelsNamed(1, 3)), await part(labelsNamed(4, 1)), await part(labelsNamed(5, 2))];
    const joined = await bytesOf(await joinPdfParts(parts));
    expect(await recipientsByPage(joined)).toEqual(['Recipient 1', 'Recipient 2', 'Recipient 3', 'Recipient 4', 'Recipient 5', 'Recipient 6']);
    const pdf = await readPdf(joined);
    expect(pdf.imageCount, 'each label keeps its own barcode').toBe(6);
  }, 60_000);

  it('writes a file poppler reads without complaint, as big as its parts, and one that takes the print-scaling update', async () => {
    const parts = [await part(labelsNamed(1, 2)), await part(labelsNamed(3, 2))];
    const joined = await withPrintScalingNone(await joinPdfParts(parts));
    const scratch = mkdtempSync(join(tmpdir(), 'shiplabel-join-'));
    try {
      writeFileSync(join(scratch, 'joined.pdf'), await bytesOf(joined));
      const info = execFileSync('pdfinfo', [join(scratch, 'joined.pdf')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      expect(info).toMatch(/Pages:\s+4\n/);
      expect(info).toMatch(/Page size:\s+288 x 432 pts/);
      expect(info).toMatch(/Title:\s+Shipping labels\n/);
      // pdftotext fails (and poppler prints "Syntax Error") on a broken xref or a missing object.
      const errors = execFileSync('sh', ['-c', `pdftotext ${join(scratch, 'joined.pdf')} - 2>&1 >/dev/null`], { encoding: 'utf8' });
      expect(errors).toBe('');
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
    expect(joined.size).toBeLessThan((parts[0]?.size ?? 0) + (parts[1]?.size ?? 0) + 1024);
  }, 60_000);

  it('joins parts that embed fonts of their own, each page keeping its text', async () => {
    const parts = [await part([makeLabel({ toName: '山田太郎様' })]), await part([makeLabel({ toName: 'Γεώργιος Παπαδόπουλος' })])];
    const pdf = await readPdf(await bytesOf(await joinPdfParts(parts)));
    const page = (number: number) => pdf.texts.filter((run) => run.page === number).map((run) => run.text).join(' ');
    expect(page(1)).toContain('山田太郎様');
    expect(page(2)).toContain('Γεώργιος Παπαδόπουλος');
  }, 60_000);

  it('refuses a PDF it cannot read safely (one already updated) rather than write a broken file', async () => {
    const updated = await withPrintScalingNone(await part(labelsNamed(1, 1)));
    await expect(joinPdfParts([updated, await part(labelsNamed(2, 1))])).rejects.toThrow(/Unexpected PDF part/);
  }, 60_000);
});
