import { lumaOf } from '../../src/cropper/luma';
import type { LabelData } from '../../src/label/label-data';
import type { SenderLogo } from '../../src/label/sender-logo';
import type { PrintOptions } from '../../src/stock/print-options';
import { oneBitFromGrey } from '../../src/zpl/one-bit-image';
import { streamDeflate } from '../../src/zpl/z64';
import { dotsOf } from '../../src/zpl/zpl-stock';
import { rasterizeCode128Node } from '../../workers/barcode/node-rasterize-code128';
import { graphicsPdf } from '../../workers/zpl/graphics-pdf';
import { renderLabelsZpl, type PaintGraphics, type ZplTools } from '../../workers/zpl/render-labels-zpl';
import { loadFontsInNode } from './node-fonts';
import { renderPdfPageRgba } from './render-pdf-page';

// ZPL made in Node as the worker makes it: the same writer, the PDF's barcodes and fonts, its graphics drawn by pdf.js
// (the legacy build on a @napi-rs canvas, as the worker's on an OffscreenCanvas).

const paintInNode: PaintGraphics = async (pages, dpi, logo) => {
  const bytes = new Uint8Array(await (await graphicsPdf(pages, logo)).arrayBuffer());
  return Promise.all(
    pages.map(async ({ faceMm }, index) => {
      const [width, height] = [dotsOf(faceMm.width, dpi), dotsOf(faceMm.height, dpi)];
      const page = await renderPdfPageRgba(bytes, index, dpi / 25.4);
      // The canvas is the page rounded to whole pixels: the label's own dots are read from its top-left corner.
      const grey = new Uint8Array(width * height).fill(255);
      const luma = lumaOf(page.rgba);
      for (let y = 0; y < Math.min(height, page.height); y += 1) grey.set(luma.subarray(y * page.width, y * page.width + Math.min(width, page.width)), y * width);
      return oneBitFromGrey(grey, width, height);
    }),
  );
};

export const nodeZplTools: ZplTools = {
  rasterize: rasterizeCode128Node,
  loadFonts: loadFontsInNode,
  paint: paintInNode,
  deflate: streamDeflate,
};

/** The labels' ZPL made in Node exactly as the worker makes it. */
export const labelsZplInNode = (options: PrintOptions, labels: readonly LabelData[], logo: SenderLogo | null = null): Promise<string> =>
  renderLabelsZpl(options, labels, nodeZplTools, undefined, logo);
