import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS, LabelTooLongError } from '../../../src/label/field-limits';
import { LABEL_FIELDS, type LabelData } from '../../../src/label/label-data';
import { comparableText, joinedText, readPdf, type PdfReading } from '../../support/read-pdf';
import { makeLabel } from '../../support/make-label';
import { renderLabelPdf } from '../../support/render-label-pdf';

const WORDS = 'Unit 4B Riverside Industrial Estate Harbour Road ';
const textOfLength = (length: number) => WORDS.repeat(Math.ceil(length / WORDS.length)).slice(0, length);
const withoutSpaces = (text: string) => text.replace(/\s+/g, '');
const expectInsideMargins = (pdf: PdfReading) => {
  for (const run of pdf.texts) {
    expect(run.leftMm).toBeGreaterThanOrEqual(20 - 0.01);
    expect(run.rightMm).toBeLessThanOrEqual(190 + 0.01);
  }
};

describe('label PDF from any input within the field limits', () => {
  it('prints every field at its longest, across as many pages as it needs, inside the margins', async () => {
    const longest = Object.fromEntries(LABEL_FIELDS.map((field) => [field, textOfLength(FIELD_LIMITS[field])])) as LabelData;
    const pdf = await readPdf(await renderLabelPdf({ ...longest, trackingNumber: 'Z'.repeat(FIELD_LIMITS.trackingNumber) }));

    expect(pdf.pageCount).toBeGreaterThan(1);
    expect(withoutSpaces(joinedText(pdf))).toContain(withoutSpaces(longest.toAddress));
    expect(withoutSpaces(joinedText(pdf))).toContain(withoutSpaces(longest.customMessage));
    expect(pdf.imageCount).toBe(1);
    expectInsideMargins(pdf);
  });

  it('prints all 40 lines of a 40-line address, in order', async () => {
    const lines = Array.from({ length: 40 }, (_, index) => `Address line ${index + 1}`);
    const pdf = await readPdf(await renderLabelPdf(makeLabel({ toAddress: lines.join('\n') })));
    const printed = pdf.texts.map((run) => run.text.trim()).filter((text) => text.startsWith('Address line'));

    expect(printed).toEqual(lines);
  });

  it('prints a 2,000-character word whole, wrapped inside the column', async () => {
    const word = 'AB'.repeat(1000);
    const pdf = await readPdf(await renderLabelPdf(makeLabel({ customMessage: word })));

    expect(joinedText(pdf)).toContain(word);
    expectInsideMargins(pdf);
  });

  it('prints every script it has a font for, leaves emoji out, and "?" where no font has the character', async () => {
    const pdf = await readPdf(
      await renderLabelPdf(
        makeLabel({ toName: 'Zoë 📦 Müller', toCompany: 'Kraków Ltd', fromName: '東京 Office', fromCompany: 'x\ud800y ᚠ' }),
      ),
    );
    const printed = joinedText(pdf);

    for (const text of ['Zoë Müller', 'Kraków Ltd', '東京 Office', 'x?y ?']) expect(comparableText(printed)).toContain(comparableText(text));
    expect(printed).not.toContain('📦');
  });

  it('leaves out what has no ink (NUL, control characters, zero-width marks) and keeps two marks on a letter at most', async () => {
    const pdf = await readPdf(
      await renderLabelPdf(makeLabel({ toName: 'Ja\u0000ne\u0007 Do\u200be', customMessage: 'Z̷̢̛a̵l̸g̶o\u001b e\u0301' })),
    );
    const printed = pdf.texts.map((run) => run.text.trim());

    expect(printed).toContain('Jane Doe');
    expect(comparableText(joinedText(pdf))).toContain(comparableText('Z\u0337\u0322a\u0335l\u0338g\u0336o é'));
  });

  it('refuses a label past the limits with a typed error naming the field', async () => {
    const failure = renderLabelPdf(makeLabel({ toAddress: 'x'.repeat(1_000_000) }));

    await expect(failure).rejects.toBeInstanceOf(LabelTooLongError);
    await expect(failure).rejects.toMatchObject({ fields: ['toAddress'] });
  });
});
