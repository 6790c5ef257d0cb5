import { describe, expect, it } from 'vitest';
import { ARABIC_HEADINGS, GERMAN_HEADINGS, JAPANESE_HEADINGS } from '../../support/heading-words';
import { makeFullLabel } from '../../support/make-label';
import { listedFonts } from '../../support/pdf-fonts';
import { holdsText, joinedText, readPdf } from '../../support/read-pdf';
import { renderLabelPdf } from '../../support/render-label-pdf';

// The headings the visitor chose print in the PDF as on the preview; the label's values stay as typed.

const SHIPMENT = makeFullLabel({ parcels: '2 of 3', reference: 'ORD-1042' });

describe('a PDF headed in the visitor’s language', () => {
  it('prints the German headings and parcel mark in Helvetica, embedding no font', async () => {
    const bytes = await renderLabelPdf(SHIPMENT, { headings: GERMAN_HEADINGS });
    const text = joinedText(await readPdf(bytes));
    for (const words of ['EMPFÄNGER:', 'ABSENDER:', 'GEWICHT:', 'ABMESSUNGEN:', 'REFERENZ:', 'PAKET:', '2 von 3', 'HINWEIS:', 'Maria Alvarez']) expect(holdsText(text, words), words).toBe(true);
    expect(holdsText(text, 'TO:')).toBe(false);
    expect(listedFonts(bytes).every((font) => font.name.startsWith('Helvetica'))).toBe(true);
  });

  it('embeds the font Japanese and Arabic headings need, and prints them', async () => {
    for (const headings of [JAPANESE_HEADINGS, ARABIC_HEADINGS]) {
      const bytes = await renderLabelPdf(SHIPMENT, { headings, stockId: '4x6', dpi: 203 });
      const text = joinedText(await readPdf(bytes));
      expect(holdsText(text, headings.to), headings.to).toBe(true);
      expect(holdsText(text, headings.from), headings.from).toBe(true);
      expect(listedFonts(bytes).some((font) => font.embedded && !font.name.startsWith('Helvetica'))).toBe(true);
    }
  });
});
