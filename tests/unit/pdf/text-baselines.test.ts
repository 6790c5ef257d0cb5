import { beforeAll, describe, expect, it } from 'vitest';
import type { FaceText } from '../../../src/label/face-items';
import { layoutLabel } from '../../../src/label/face-layout';
import type { LabelData } from '../../../src/label/label-data';
import { slotRect } from '../../../src/stock/sheet-slots';
import { fontSetFor } from '../../../workers/pdf/render-labels-pdf';
import { makeFullLabel } from '../../support/make-label';
import { loadFontsInNode } from '../../support/node-fonts';
import { readPdf, type PdfText } from '../../support/read-pdf';
import { renderLabelsPdf } from '../../support/render-label-pdf';
import { SCRIPT_SAMPLES, scriptLabel } from '../../support/script-samples';
import { optionsFor, stock } from '../../support/stock';

// The PDF puts every row's first baseline where the model (and so the preview) puts it, whatever its fonts.
const TOLERANCE_MM = 0.05;

/** Rows mixing scripts: CJK and Hangul with Latin (taller fonts than Helvetica), Tamil with Latin (shorter). */
const MIXED_LABEL = makeFullLabel({
  toName: '山田太郎 Taro Yamada',
  toCompany: '서울 Seoul 04524',
  toAddress: '東京都渋谷区 Shibuya 150-0002\nசென்னை Chennai 600001\nشارع الملك فهد 12345 Riyadh',
  customMessage: 'ありがとう thank you 감사합니다 नमस्ते',
});

const LABELS: readonly { name: string; label: LabelData }[] = [
  ...SCRIPT_SAMPLES.map((sample) => ({ name: sample.script, label: scriptLabel(sample) })),
  { name: 'mixed CJK, Hangul, Tamil, Arabic and Latin', label: MIXED_LABEL },
];

/** Each label's rows (page by page) and what the PDF read back, for one stock: all labels in one PDF, as a batch. */
const printed = async (stockId: string) => {
  const labels = LABELS.map(({ label }) => label);
  const fonts = await fontSetFor(labels, loadFontsInNode);
  const rowsByLabel = labels.map((label) =>
    layoutLabel(label, stock(stockId), fonts).faces.map((face) => face.filter((item): item is FaceText => item.kind === 'text' && item.text.trim() !== '')),
  );
  const pdf = await readPdf(await renderLabelsPdf(optionsFor(stockId), labels));
  return { rowsByLabel, pdf, slot: slotRect(stock(stockId), 1) };
};

const overlaps = (run: PdfText, left: number, right: number) => run.leftMm < right && run.rightMm > left;

describe.each(['a4', '4x6'])('text baselines on %s', (stockId) => {
  let reading: Awaited<ReturnType<typeof printed>>;
  // One PDF of every label, made once (its fonts loaded and its pages read: seconds on a busy machine), then checked per label.
  beforeAll(async () => {
    reading = await printed(stockId);
  }, 60_000);

  it.each(LABELS.map(({ name }, index) => [name, index] as const))('puts each row of %s on the model baseline', (_, index) => {
    const { rowsByLabel, pdf, slot } = reading;
    // One face a page on these stocks: a label's faces are the pages after the faces of the labels before it.
    expect(pdf.pageCount).toBe(rowsByLabel.reduce((pages, faces) => pages + faces.length, 0));
    const firstPage = 1 + rowsByLabel.slice(0, index).reduce((pages, faces) => pages + faces.length, 0);
    for (const [at, rows] of (rowsByLabel[index] ?? []).entries()) {
      const runs = pdf.texts.filter((run) => run.page === firstPage + at);
      const matched = new Set<FaceText>();
      // pdf.js may split or reorder right-to-left and Indic rows, or join rows on one baseline: each run goes to
      // the nearest rows of the columns it spans.
      for (const run of runs) {
        const offsetOf = (row: FaceText) => run.topMm - (slot.yMm + row.baselineMm);
        const columns = rows.filter((row) => overlaps(run, slot.xMm + row.xMm, slot.xMm + row.xMm + row.widthMm));
        const offset = Math.min(...columns.map((row) => Math.abs(offsetOf(row))));
        const nearest = columns.filter((row) => Math.abs(offsetOf(row)) === offset);
        expect(nearest.length, `"${run.text}" in no row's column`).toBeGreaterThan(0);
        nearest.forEach((row) => matched.add(row));
        expect(offset, `"${run.text}" (row "${nearest[0]?.text}")`).toBeLessThanOrEqual(TOLERANCE_MM);
      }
      for (const row of rows) expect(matched.has(row), `row "${row.text}" not printed`).toBe(true);
    }
  });
});
