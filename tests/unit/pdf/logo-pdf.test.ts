import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BadLogoError, checkedLogo } from '../../../src/label/sender-logo';
import { rasterizeCode128Node } from '../../../workers/barcode/node-rasterize-code128';
import { renderLabelsPdf } from '../../../workers/pdf/render-labels-pdf';
import { loadFontsInNode } from '../../support/node-fonts';
import { makeFullLabel } from '../../support/make-label';
import { optionsFor } from '../../support/stock';
import { testLogo } from '../../support/test-logo';

/** The images of a PDF as `pdfimages -list` lists them: page, width and height in pixels. */
const pdfImages = (bytes: Uint8Array): { page: number; width: number; height: number }[] => {
  const scratch = mkdtempSync(join(tmpdir(), 'shiplabel-logo-'));
  let list: string;
  try {
    const path = join(scratch, 'label.pdf');
    writeFileSync(path, bytes);
    list = execFileSync('pdfimages', ['-list', path], { encoding: 'utf8' });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return list
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, , type]) => type === 'image')
    .map(([page, , , width, height]) => ({ page: Number(page), width: Number(width), height: Number(height) }));
};

const pdfOf = async (size: string, logo: Awaited<ReturnType<typeof testLogo>> | null, parcels = '') =>
  new Uint8Array(await (await renderLabelsPdf(optionsFor(size), [makeFullLabel({ parcels })], rasterizeCode128Node, loadFontsInNode, undefined, logo)).arrayBuffer());

describe('the sender’s logo in the PDF', () => {
  it('is drawn on every label of a 4 × 6 in shipment, at its own pixels, beside the barcode', async () => {
    const logo = await testLogo();
    const images = pdfImages(await pdfOf('4x6', logo, '2'));
    const logos = images.filter((image) => image.width === logo.widthPx && image.height === logo.heightPx);
    expect(logos.map((image) => image.page)).toEqual([1, 2]);
    expect(images).toHaveLength(4); // a barcode and the logo on each of the two labels
  });

  it('is left out of a crowded address label, which keeps only its barcode picture or none', async () => {
    const logo = await testLogo();
    const images = pdfImages(await pdfOf('avery-5160', logo));
    expect(images.filter((image) => image.width === logo.widthPx && image.height === logo.heightPx)).toEqual([]);
  });

  it('the worker refuses what is not a logo the page made, and takes none', async () => {
    const logo = await testLogo();
    expect(checkedLogo(null)).toBeNull();
    expect(checkedLogo(logo)).toEqual(logo);
    expect(() => checkedLogo({ ...logo, png: new TextEncoder().encode('<svg onload="alert(1)"/>') })).toThrow(BadLogoError);
    expect(() => checkedLogo({ ...logo, widthPx: 10_000 })).toThrow(BadLogoError);
    expect(() => checkedLogo({ ...logo, heightPx: 0 })).toThrow(BadLogoError);
    expect(() => checkedLogo('logo.png')).toThrow(BadLogoError);
  });
});
