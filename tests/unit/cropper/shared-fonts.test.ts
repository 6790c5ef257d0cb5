import { PDFDict, PDFDocument, PDFName, StandardFonts } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { printOptionsFrom } from '../../../src/stock/print-options';
import { writeCroppedPdf, type CropJob } from '../../../workers/cropper/write-cropped-pdf';
import { readPdf } from '../../support/read-pdf';

// A day's labels come as one PDF whose pages share their fonts. The cropped PDF carries each of them once: a copy per
// label made it larger, and every reader (the print check's among them) loaded the same font again for each label.

const fontsIn = async (bytes: Uint8Array): Promise<number> =>
  (await PDFDocument.load(bytes)).context.enumerateIndirectObjects().filter(([, object]) => object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font')).length;

describe('labels cropped from the pages of one PDF', () => {
  it('share its fonts in the cropped PDF, and each label keeps its own words', async () => {
    const source = await PDFDocument.create();
    const [regular, bold] = [await source.embedFont(StandardFonts.Helvetica), await source.embedFont(StandardFonts.HelveticaBold)];
    for (const name of ['ADA LOVELACE', 'GRACE HOPPER', 'KATHERINE JOHNSON']) {
      const page = source.addPage([612, 792]);
      page.drawText('SHIP TO', { x: 50, y: 700, size: 12, font: bold });
      page.drawText(name, { x: 50, y: 680, size: 12, font: regular });
    }
    const bytes = await source.save();
    const crop = { xMm: 10, yMm: 10, widthMm: 101.6, heightMm: 152.4 };
    const jobs: CropJob[] = [0, 1, 2].map((page) => ({ fileId: 'day', page, crop, turns: 0 }));

    const output = await writeCroppedPdf(printOptionsFrom({ stockId: '4x6' }), 'actual', jobs, { get: () => ({ kind: 'pdf', bytes }) }, () => Promise.resolve());

    expect(await fontsIn(output)).toBe(2);
    const reading = await readPdf(output);
    expect(reading.pageCount).toBe(3);
    expect(reading.texts.filter((run) => run.text !== 'SHIP TO').map((run) => `${run.page}: ${run.text}`)).toEqual(['1: ADA LOVELACE', '2: GRACE HOPPER', '3: KATHERINE JOHNSON']);
  });
});
