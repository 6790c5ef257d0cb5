import { describe, expect, it } from 'vitest';
import { LABEL_FIELDS } from '../../../src/label/label-data';
import { DEFAULT_PRINT_OPTIONS } from '../../../src/stock/print-options';
import { renderLabelPdf, renderLabelsPdf } from '../../support/render-label-pdf';
import { SCRIPT_SAMPLES, scriptLabel, type ScriptSample } from '../../support/script-samples';
import { pdfjsLines, pdftotextLines, readsBackAsTyped } from '../../support/text-layer-lines';
import { optionsFor } from '../../support/stock';

/**
 * The lines a sample label prints, as typed. Right-to-left samples: the lines of letters alone; a line that
 * mixes them with digit groups ("الرياض 555 0100") reads back with its digit groups in drawing order.
 */
const typedLines = (sample: ScriptSample): string[] =>
  sample.readsBack === 'right-to-left'
    ? [sample.name, sample.company, sample.street, sample.city]
    : LABEL_FIELDS.filter((field) => field !== 'trackingNumber' && field !== 'parcels').flatMap((field) => scriptLabel(sample)[field].split('\n'));

/** The typed lines that a reader's lines do not give back exactly. */
const linesMisread = (lines: readonly string[], sample: ScriptSample): string[] => typedLines(sample).filter((line) => !readsBackAsTyped(lines, line));

describe.each(SCRIPT_SAMPLES)('the text layer of a label in $script', (sample) => {
  it('reads back every line as typed, in pdftotext and in pdf.js', async () => {
    const bytes = await renderLabelPdf(scriptLabel(sample));

    expect(linesMisread(pdftotextLines(bytes), sample)).toEqual([]);
    expect(linesMisread(await pdfjsLines(bytes), sample)).toEqual([]);
  }, 30_000); // the first sample also waits for the fonts to be prepared
});

describe('the text layer of a batch of labels in every script', () => {
  it('reads back every line of every label as typed, on 4 × 6 in pages where long lines wrap', async () => {
    const bytes = await renderLabelsPdf(optionsFor('4x6', { dpi: 203, startSlot: 1 }), SCRIPT_SAMPLES.map(scriptLabel));
    const [poppler, pdfjs] = [pdftotextLines(bytes), await pdfjsLines(bytes)];

    for (const sample of SCRIPT_SAMPLES) {
      expect(linesMisread(poppler, sample), `pdftotext: ${sample.script}`).toEqual([]);
      expect(linesMisread(pdfjs, sample), `pdf.js: ${sample.script}`).toEqual([]);
    }
  }, 60_000);
});

describe('words the shaper reorders', () => {
  it('read back in typed order where a vowel sign is drawn before its consonant and a reph after it', async () => {
    const typed = ['किशोर कुमार', 'शर्मा', 'নই দিল্লি', 'கொழும்பு'];
    const bytes = await renderLabelPdf(scriptLabel({ ...SCRIPT_SAMPLES[0]!, name: typed[0]!, company: typed[1]!, street: typed[2]!, city: typed[3]! }));
    const [poppler, pdfjs] = [pdftotextLines(bytes), await pdfjsLines(bytes)];

    for (const line of typed) {
      expect(readsBackAsTyped(poppler, line), `pdftotext: ${line} in ${poppler.join(' | ')}`).toBe(true);
      expect(readsBackAsTyped(pdfjs, line), `pdf.js: ${line} in ${pdfjs.join(' | ')}`).toBe(true);
    }
  });
});

describe('a Latin-only label', () => {
  it('has no ActualText: Helvetica draws each character as its own glyph', async () => {
    const bytes = await renderLabelsPdf(DEFAULT_PRINT_OPTIONS, [scriptLabel({ ...SCRIPT_SAMPLES[0]!, name: 'Zoë Müller', company: 'Café Crème', street: '1 Rue de la Paix', city: 'Paris', word: 'Straße' })]);

    expect(Buffer.from(bytes).includes('ActualText')).toBe(false);
    expect(pdftotextLines(bytes)).toContain('Zoë Müller');
  });
});
