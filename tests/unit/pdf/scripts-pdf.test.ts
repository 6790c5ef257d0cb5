import { describe, expect, it } from 'vitest';
import { PT_PER_MM, type FaceText } from '../../../src/label/face-items';
import { layoutLabel } from '../../../src/label/face-layout';
import { LABEL_FIELDS } from '../../../src/label/label-data';
import { STOCK_CATALOGUE } from '../../../src/stock/stock-catalogue';
import { clampStartSlot, DEFAULT_PRINT_OPTIONS } from '../../../src/stock/print-options';
import { optionsFor, stock } from '../../support/stock';
import { slotCount } from '../../../src/stock/stock-geometry';
import { slotRect } from '../../../src/stock/sheet-slots';
import { fontSetFor } from '../../../workers/pdf/render-labels-pdf';
import { expectInsideMargins } from '../../support/face-bounds';
import { makeFullLabel } from '../../support/make-label';
import { loadFontsInNode } from '../../support/node-fonts';
import { greyPage, inkSpanMm, listedFonts } from '../../support/pdf-fonts';
import { comparableText, holdsText, joinedText, readPdf } from '../../support/read-pdf';
import { renderLabelPdf, renderLabelsPdf } from '../../support/render-label-pdf';
import { SCRIPT_SAMPLES, scriptLabel, type ScriptSample } from '../../support/script-samples';

const HELVETICA = ['Helvetica', 'Helvetica-Bold'];
const MAX_ONE_SCRIPT_PDF_BYTES = 150 * 1024;

/** The lines of every field a sample label prints, as typed. */
const typedLines = (sample: ScriptSample): string[] =>
  LABEL_FIELDS.filter((field) => field !== 'trackingNumber').flatMap((field) => scriptLabel(sample)[field].split('\n'));

describe.each(SCRIPT_SAMPLES)('a label in $script', (sample) => {
  it('prints every field as typed, its letters in its own embedded font, a subset, in a small PDF', async () => {
    const bytes = await renderLabelPdf(scriptLabel(sample));
    const pdf = await readPdf(bytes);
    const fonts = listedFonts(bytes);

    for (const line of typedLines(sample)) expect(holdsText(joinedText(pdf), line), line).toBe(true);
    expect(fonts.filter((font) => !HELVETICA.includes(font.name)).map((font) => font.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(
      sample.fonts.map((font) => `${font}-Regular`).sort(),
    );
    for (const font of fonts) expect(font.embedded && font.subset, font.name).toBe(!HELVETICA.includes(font.name));
    expect(bytes.length).toBeLessThanOrEqual(MAX_ONE_SCRIPT_PDF_BYTES);
  });

  it('keeps every row inside the label and its column on every stock', async () => {
    const label = scriptLabel(sample);
    const fonts = await fontSetFor([label], loadFontsInNode);
    for (const stock of STOCK_CATALOGUE) expectInsideMargins(layoutLabel(label, stock, fonts), stock);
  });
});

describe.each(SCRIPT_SAMPLES.filter((sample) => sample.readsBack !== 'in display order'))('the text of a label in $script', (sample) => {
  it('reads back as typed: each line whole, right-to-left ones in reading order', async () => {
    const pdf = await readPdf(await renderLabelPdf(scriptLabel(sample)));
    const printed = comparableText(joinedText(pdf));
    // Right-to-left lines of letters alone are read back whole (lines mixed with digits are checked below).
    const lines = sample.readsBack === 'as typed' ? typedLines(sample) : [sample.name, sample.company, sample.street, sample.city];
    for (const line of lines) expect(printed, line).toContain(comparableText(line));
  });
});

describe('right-to-left lines mixed with Latin and digits', () => {
  it('shows an Arabic or Hebrew street with a Latin city and digits in bidi order: the street from the right, the rest to its left', async () => {
    const pdf = await readPdf(await renderLabelPdf(makeFullLabel({ toAddress: 'شارع الملك فهد 12345 Riyadh\nרחוב הרצל 5 Tel Aviv' })));
    const leftOf = (text: string) => pdf.texts.find((run) => run.text.trim() === text)?.leftMm ?? NaN;

    // Unicode's bidi rules: a number after Arabic letters joins the right-to-left flow, so "Riyadh" ends up
    // leftmost; after Hebrew letters it stays a European number next to the Latin words.
    expect(leftOf('Riyadh 12345')).toBeLessThan(leftOf('شارع الملك فهد'));
    expect(leftOf('Tel Aviv 5')).toBeLessThan(leftOf('רחוב הרצל'));
  });

  it('aligns a right-to-left paragraph to the right of its column, a Latin one to the left', async () => {
    const label = makeFullLabel({ toAddress: 'محمد عبد الله\nPortland, OR 97205' });
    const pdf = await readPdf(await renderLabelPdf(label));
    const arabic = pdf.texts.find((run) => run.text.trim() === 'محمد عبد الله');
    const latin = pdf.texts.find((run) => run.text.trim() === 'Portland, OR 97205');

    // A4: values from 50 mm to the right margin at 190 mm.
    expect(arabic?.rightMm).toBeCloseTo(190, 0);
    expect(latin?.leftMm).toBeCloseTo(50, 0);
  });
});

describe('the ink on the page', () => {
  const samples = SCRIPT_SAMPLES.filter((sample) => /Arabic|Chinese|Devanagari|Bengali|Thai/.test(sample.script));

  it.each(samples)('$script: the recipient name is inked where the layout puts it, as wide as it measures', async (sample) => {
    const label = scriptLabel(sample);
    const fonts = await fontSetFor([label], loadFontsInNode);
    const row = layoutLabel(label, stock('a4'), fonts).faces[0]!.find((item): item is FaceText => item.kind === 'text' && item.text === sample.name)!;
    const left = row.align === 'right' ? row.xMm + row.widthMm - row.textWidthMm : row.xMm;
    const sizeMm = row.sizePt / PT_PER_MM;
    const page = greyPage(await renderLabelPdf(label), 150);
    const ink = inkSpanMm(page, { leftMm: row.xMm - 2, rightMm: row.xMm + row.widthMm + 2, topMm: row.baselineMm - 0.8 * sizeMm, bottomMm: row.baselineMm + 0.1 * sizeMm });

    expect(ink).not.toBeNull();
    // Glyphs have side bearings: the ink sits within the advance, a fraction of a millimetre in from each end.
    expect(ink!.leftMm).toBeGreaterThanOrEqual(left - 0.3);
    expect(ink!.leftMm).toBeLessThanOrEqual(left + 0.8);
    expect(ink!.rightMm).toBeLessThanOrEqual(left + row.textWidthMm + 0.3);
    expect(ink!.rightMm).toBeGreaterThanOrEqual(left + row.textWidthMm - 0.8);
  });
});

describe('a Latin-only label', () => {
  it('embeds no font and never asks for one', async () => {
    const label = makeFullLabel({ toName: 'Zoë Müller-Lüdenscheidt', customMessage: 'Café “Crème” – 12 € — ½ kg' });
    const noFonts = async () => {
      throw new Error('a Latin-only label loaded a font');
    };
    const fonts = await fontSetFor([label], noFonts);
    const bytes = await renderLabelsPdf(DEFAULT_PRINT_OPTIONS, [label]);

    expect(fonts.runsOf('Zoë')).toEqual([{ text: 'Zoë', font: 'Helvetica' }]);
    expect(listedFonts(bytes).map((font) => font.name).sort()).toEqual(HELVETICA);
  });
});

describe('six scripts on one label', () => {
  const picked = SCRIPT_SAMPLES.filter((sample) => /Greek|Chinese|Korean|Arabic|Devanagari|Thai/.test(sample.script));
  const label = makeFullLabel({
    toName: picked[0]!.name,
    toCompany: picked[1]!.name,
    toAddress: picked.map((sample) => sample.street).join('\n'),
    customMessage: picked.map((sample) => sample.word).join(' '),
  });

  // One test per stock: each makes one PDF, well inside a test's time on a busy machine.
  it.each(STOCK_CATALOGUE.map((entry) => entry.id))('prints each in its font, inside the slot, on %s', async (size) => {
    const options = optionsFor(size, { startSlot: clampStartSlot(slotCount(stock(size)), 2) });
    const pdf = await readPdf(await renderLabelsPdf(options, [label]));
    // The label starts in slot 2 and, if it needs more labels, goes on in the slots after it.
    // A continuous roll's label is as long as the page it printed.
    const slots = [...new Set([options.startSlot, ...Array.from({ length: slotCount(stock(size)) - options.startSlot }, (_, at) => options.startSlot + at + 1)])]
      .map((slot) => slotRect(stock(size), slot))
      .map((rect) => (stock(size).continuous ? { ...rect, heightMm: (pdf.heightPt * 25.4) / 72 } : rect));
    for (const run of pdf.texts.filter((text) => text.page === 1)) {
      const within = slots.some((slot) => run.leftMm >= slot.xMm - 0.01 && run.rightMm <= slot.xMm + slot.widthMm + 0.01 && run.topMm >= slot.yMm - 0.01 && run.bottomMm <= slot.yMm + slot.heightMm + 0.01);
      expect(within, `${size}: ${run.text}`).toBe(true);
    }
    expect(pdf.texts.some((run) => run.page === 1 && slots[0]!.xMm <= run.leftMm && run.rightMm <= slots[0]!.xMm + slots[0]!.widthMm && slots[0]!.yMm <= run.topMm && run.topMm <= slots[0]!.yMm + slots[0]!.heightMm), size).toBe(true);
    for (const sample of picked) expect(holdsText(joinedText(pdf), sample.street), `${size}: ${sample.street}`).toBe(true);
  });
});

describe('characters no label font draws', () => {
  it('prints a symbol Noto Sans lacks, and each letter of a script no font covers (Ethiopic), as one "?"', async () => {
    const pdf = await readPdf(await renderLabelPdf(makeFullLabel({ toName: 'A → B', toCompany: 'ኢትዮጵያ' })));
    const names = pdf.texts.map((run) => run.text.trim());

    expect(names).toContain('A ? B');
    expect(names).toContain('?????');
  });
});
