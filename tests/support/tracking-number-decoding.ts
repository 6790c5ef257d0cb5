import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { expect } from 'vitest';
import { labelFrom } from '../../src/label/label-data';
import { decodeBarcodes } from './barcode-tools';
import { runSeed } from './test-depth';
import { ppmFile, storedRgbImages } from './pdf-image';
import { renderLabelPdf } from './render-label-pdf';

const printableAscii = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));

/** Printable-ASCII tracking numbers of these lengths; the barcode carries the trimmed value, so no end is a space. */
export const trackingNumbers = (minLength: number, maxLength: number): fc.Arbitrary<string> =>
  fc.string({ unit: printableAscii, minLength, maxLength }).map((value) => value.replace(/^ /, '!').replace(/ $/, '~'));

/** Makes a label PDF per value in Node, as the worker does, and expects zbarimg to read each barcode back exactly. */
export async function expectBarcodesDecode(arbitrary: fc.Arbitrary<string>, count: number): Promise<void> {
  const seed = runSeed();
  const values = fc.sample(arbitrary, { numRuns: count, seed });
  const scratch = mkdtempSync(join(tmpdir(), 'shiplabel-tracking-'));
  try {
    const images: string[] = [];
    for (const [index, value] of values.entries()) {
      // The barcode exactly as the PDF stores it: what any viewer or printer starts from.
      const stored = storedRgbImages(await renderLabelPdf(labelFrom({ trackingNumber: value })));
      expect(stored, `one barcode image for ${JSON.stringify(value)}`).toHaveLength(1);
      images.push(join(scratch, `${index}.ppm`));
      writeFileSync(images[index]!, ppmFile(stored[0]!));
    }
    // One zbarimg for all images; it prints one line per barcode found, in file order.
    expect(decodeBarcodes(...images), `seed ${seed} (replay with FC_SEED=${seed})`).toEqual(values);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
