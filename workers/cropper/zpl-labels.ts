// A ZPL file's labels drawn by the zebrash engine (zpl-renderer-js: its WebAssembly, about 9 MB, is its own chunk,
// fetched when the first ZPL file is opened and kept by the offline copy from then on).
import { labelMm, type ZplLabel } from '../../src/zpl/zpl-file';
import { cropperFailure } from '../../src/cropper/cropper-failures';
import type { DotsPerMm } from '../../src/zpl/zpl-stock';
import type { ZplSource } from './source-files';

type Renderer = { zplToBase64Async: (zpl: string, widthMm?: number, heightMm?: number, dpmm?: number) => Promise<string> };

let renderer: Promise<Renderer> | null = null;
const loadRenderer = (): Promise<Renderer> =>
  (renderer ??= import('./zpl-reader').then(async (module) => (await module.ready).api)).catch((error: unknown) => {
    renderer = null;
    throw error;
  });

/** Starts fetching the reader, so the first page does not wait for all of it. */
export const prepareZplReader = (): void => void loadRenderer().catch(() => undefined);

/** One label drawn at the file's dots per mm, on a canvas exactly its size, as a PNG. */
export async function renderZplLabel(label: ZplLabel, dotsPerMm: DotsPerMm): Promise<Uint8Array<ArrayBuffer>> {
  const size = labelMm(label, dotsPerMm);
  const png = await (await loadRenderer()).zplToBase64Async(label.text, size.width, size.height, dotsPerMm);
  return Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
}

/** zlib data inflated by the browser's DecompressionStream: a graphic's Z64 data, to check its size. */
export const streamInflate = async (bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> =>
  new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'))).arrayBuffer());

/** A label of an open ZPL file as a PNG, drawn once and kept with the file; one that failed is drawn afresh next time. */
export function zplLabelPng(source: ZplSource, page: number): Promise<Uint8Array<ArrayBuffer>> {
  const label = source.labels[page];
  if (label === undefined) return Promise.reject(cropperFailure('no-such-label'));
  let png = source.drawn.get(page);
  if (!png) {
    png = renderZplLabel(label, source.dotsPerMm);
    png.catch(() => source.drawn.delete(page));
    source.drawn.set(page, png);
  }
  return png;
}

/** A label of an open ZPL file decoded for drawing, closed once `read` is done with it. */
export async function withLabelBitmap<T>(source: ZplSource, page: number, read: (image: ImageBitmap) => Promise<T>): Promise<T> {
  const image = await createImageBitmap(new Blob([await zplLabelPng(source, page)], { type: 'image/png' }));
  try {
    return await read(image);
  } finally {
    image.close();
  }
}
