import type { PageSizeMm } from '../../src/cropper/source-page';
import { cropperFailure } from '../../src/cropper/cropper-failures';
import { keptPool } from './kept-pool';

// Canvases for pages and labels to be drawn on, kept and used again: a new canvas's memory is slow to fill the first
// time (see pixel-buffers.ts), and the cropper draws two or three of the same sizes for every page.

type Drawing = { canvas: OffscreenCanvas; context: OffscreenCanvasRenderingContext2D };

/** Pixels of idle canvases kept at most (four bytes each): a few pages at 3 px/mm and labels at 8 px/mm. */
const KEPT_PIXELS = 6 * 1024 * 1024;

/** Kept as long as pixel buffers are: a canvas's memory is let go with theirs, once drawing stops. */
const kept = keptPool(({ canvas }: Drawing) => canvas.width * canvas.height, KEPT_PIXELS);

/** An idle canvas of this size, or a new one. */
function taken(width: number, height: number): Drawing {
  const idle = kept.take((drawings) => drawings.findIndex(({ canvas }) => canvas.width === width && canvas.height === height));
  if (idle) return idle;
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw cropperFailure('no-canvas');
  return { canvas, context };
}

/** A used canvas's settings as a new one's: everything at once where the browser can (Safari before 18 cannot). */
function clearSettings(context: OffscreenCanvasRenderingContext2D): void {
  if (typeof context.reset === 'function') return context.reset();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.globalAlpha = 1;
  context.globalCompositeOperation = 'source-over';
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'low';
}

/**
 * Runs `draw` on a white canvas the size of `size` at `pxPerMm`, all its settings as new; the canvas is kept for the next
 * drawing of its size once `draw` is done with it (what it returns must not hold on to the canvas).
 */
export async function onWhiteCanvas<T>(size: PageSizeMm, pxPerMm: number, draw: (canvas: OffscreenCanvas, context: OffscreenCanvasRenderingContext2D) => Promise<T>): Promise<T> {
  const drawing = taken(Math.max(1, Math.round(size.widthMm * pxPerMm)), Math.max(1, Math.round(size.heightMm * pxPerMm)));
  const { canvas, context } = drawing;
  clearSettings(context);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  try {
    return await draw(canvas, context);
  } finally {
    kept.keep(drawing);
  }
}
