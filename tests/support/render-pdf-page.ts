import { createCanvas } from '@napi-rs/canvas';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { lumaOf } from '../../src/cropper/luma';
import type { GrayRaster } from '../../src/cropper/source-page';

// Pages drawn small in Node, as the cropper's worker draws them in the browser: pdfjs onto a canvas (@napi-rs/canvas),
// white behind, read back as luminance with the worker's weights.

const PT_PER_MM = 72 / 25.4;
// pdfjs draws the standard fonts (Helvetica) from its own font data; without it, it warns and substitutes.
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Weights spreading `from` source pixels over `to` smaller ones: each source pixel's share of each target pixel. */
const areaWeights = (from: number, to: number): { start: number; shares: number[] }[] => {
  const ratio = from / to;
  return Array.from({ length: to }, (_, target) => {
    const [left, right] = [target * ratio, (target + 1) * ratio];
    const start = Math.floor(left);
    const shares: number[] = [];
    for (let source = start; source < Math.min(from, Math.ceil(right)); source += 1) {
      shares.push((Math.min(right, source + 1) - Math.max(left, source)) / ratio);
    }
    return { start, shares };
  });
};

/**
 * A raster scaled down by area averaging (each target pixel the mean of the source area it covers), from
 * `sourcePxPerMm` to `pxPerMm`: how a browser draws a large image onto a small canvas, near enough.
 */
export const areaAveraged = (luma: Uint8Array, width: number, height: number, sourcePxPerMm: number, pxPerMm: number): GrayRaster => {
  const [targetWidth, targetHeight] = [Math.round((width * pxPerMm) / sourcePxPerMm), Math.round((height * pxPerMm) / sourcePxPerMm)];
  const across = areaWeights(width, targetWidth);
  const down = areaWeights(height, targetHeight);
  const rows = new Float32Array(targetWidth * height);
  for (let y = 0; y < height; y += 1) {
    across.forEach(({ start, shares }, x) => {
      rows[y * targetWidth + x] = shares.reduce((sum, share, offset) => sum + share * luma[y * width + start + offset]!, 0);
    });
  }
  const result = new Uint8Array(targetWidth * targetHeight);
  down.forEach(({ start, shares }, y) => {
    for (let x = 0; x < targetWidth; x += 1) {
      result[y * targetWidth + x] = Math.round(shares.reduce((sum, share, offset) => sum + share * rows[(start + offset) * targetWidth + x]!, 0));
    }
  });
  return { width: targetWidth, height: targetHeight, pxPerMm, luma: result };
};

/** Renders page `pageIndex` (from 0) of a PDF at `pxPerMm` onto white, as RGBA, with the canvas's size. */
export const renderPdfPageRgba = async (
  bytes: Uint8Array,
  pageIndex: number,
  pxPerMm: number,
): Promise<{ rgba: Uint8ClampedArray; width: number; height: number }> => {
  const pdf = await getDocument({ data: bytes.slice(), standardFontDataUrl, verbosity: 0 }).promise;
  try {
    const page = await pdf.getPage(pageIndex + 1);
    const viewport = page.getViewport({ scale: pxPerMm / PT_PER_MM });
    const canvas = createCanvas(Math.max(1, Math.round(viewport.width)), Math.max(1, Math.round(viewport.height)));
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
    return { rgba: context.getImageData(0, 0, canvas.width, canvas.height).data, width: canvas.width, height: canvas.height };
  } finally {
    await pdf.destroy();
  }
};

/** Renders page `pageIndex` (from 0) of a PDF at `pxPerMm`, as the cropper's worker does, to luminance. */
export const renderPdfPage = async (bytes: Uint8Array, pageIndex: number, pxPerMm: number): Promise<GrayRaster> => {
  const { rgba, width, height } = await renderPdfPageRgba(bytes, pageIndex, pxPerMm);
  return { width, height, pxPerMm, luma: lumaOf(rgba) };
};
