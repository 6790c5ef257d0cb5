import { PDFDocument, rgb } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { printOptionsFrom } from '../../../src/stock/print-options';
import { writeCroppedPdf } from '../../../workers/cropper/write-cropped-pdf';
import { joinedText, readPdf } from '../../support/read-pdf';

describe('a label whose text is filled into form fields', () => {
  it('keeps that text on the cropped label: the fields are flattened into the page first', async () => {
    const source = await PDFDocument.create();
    const page = source.addPage([612, 792]);
    page.drawRectangle({ x: 36, y: 324, width: 288, height: 432, borderWidth: 2, borderColor: rgb(0, 0, 0) });
    const field = source.getForm().createTextField('recipient');
    field.setText('ROSA PARKS 12 ELM ST');
    field.addToPage(page, { x: 52, y: 600, width: 240, height: 24 });
    const bytes = await source.save();

    const crop = { xMm: 12, yMm: 12, widthMm: 103, heightMm: 154 };
    const output = await writeCroppedPdf(printOptionsFrom({ stockId: '4x6' }), 'fit', [{ fileId: 'form', page: 0, crop, turns: 0 }], { get: () => ({ kind: 'pdf', bytes }) }, () => Promise.resolve());
    expect(joinedText(await readPdf(output))).toContain('ROSA PARKS 12 ELM ST');
  });
});
