import { Document, Page, Text, pdf } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import { WIN_ANSI_CHARACTERS } from '../../../src/label/helvetica-widths';
import { measureHelvetica, type FontWeight } from '../../../src/label/text-measure';
import { readPdf } from '../../support/read-pdf';

const FONT_SIZE = 50;
const FAMILY: Record<FontWeight, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
// Each character alone between bars, which Helvetica does not kern against anything.
const sample = (char: string) => `|${char}|`;

/** The width pdfjs reads for each run react-pdf sets, one run per character of the font. */
async function pdfWidths(weight: FontWeight): Promise<number[]> {
  const document = (
    <Document>
      <Page size={[1000, 100 * WIN_ANSI_CHARACTERS.length]}>
        {[...WIN_ANSI_CHARACTERS].map((char, index) => (
          <Text key={index} style={{ position: 'absolute', left: 10, top: 100 * index, fontFamily: FAMILY[weight], fontSize: FONT_SIZE }}>
            {sample(char)}
          </Text>
        ))}
      </Page>
    </Document>
  );
  const reading = await readPdf(new Uint8Array(await (await pdf(document).toBlob()).arrayBuffer()));
  // pdfjs may split a row into runs (at spaces): a row's width is from its first run's left to its last run's right.
  const rows = new Map<number, { left: number; right: number }>();
  for (const run of reading.texts) {
    const row = Math.floor((run.topMm * 72) / 25.4 / 100);
    const known = rows.get(row);
    rows.set(row, { left: Math.min(known?.left ?? Infinity, run.leftMm), right: Math.max(known?.right ?? -Infinity, run.rightMm) });
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, { left, right }]) => ((right - left) * 72) / 25.4);
}

describe('Helvetica widths shared by the preview and the PDF', () => {
  it.each(['regular', 'bold'] as const)('measure every drawable character exactly as react-pdf sets it (%s)', async (weight) => {
    const widths = await pdfWidths(weight);
    const expected = [...WIN_ANSI_CHARACTERS].map((char) => measureHelvetica(sample(char), weight, FONT_SIZE));
    expect(widths).toHaveLength(expected.length);
    widths.forEach((width, index) => expect(width, JSON.stringify(WIN_ANSI_CHARACTERS[index])).toBeCloseTo(expected[index]!, 1));
  });
});

describe('rows measured for the PDF', () => {
  it.each(['regular', 'bold'] as const)('are never narrower than react-pdf sets them, kerning included (%s)', async (weight) => {
    const rows = ['f’f’f’f’f’f’ f”f”', 'Portland rtrtrt Q.Q.Q. e,e.e,', 'Maria Alvarez, Suite 210', 'AVAVAV To Ty Yo'];
    const document = (
      <Document>
        <Page size={[1000, 400]}>
          {rows.map((row, index) => (
            <Text key={index} style={{ position: 'absolute', left: 10, top: 100 * index, fontFamily: FAMILY[weight], fontSize: FONT_SIZE }}>
              {`|${row}|`}
            </Text>
          ))}
        </Page>
      </Document>
    );
    const reading = await readPdf(new Uint8Array(await (await pdf(document).toBlob()).arrayBuffer()));
    rows.forEach((row, index) => {
      const runs = reading.texts.filter((run) => Math.floor((run.topMm * 72) / 25.4 / 100) === index);
      const setWidth = ((Math.max(...runs.map((run) => run.rightMm)) - Math.min(...runs.map((run) => run.leftMm))) * 72) / 25.4;
      expect(measureHelvetica(`|${row}|`, weight, FONT_SIZE), row).toBeGreaterThanOrEqual(setWidth - 0.01);
    });
  });
});
