import { giveBack, takeBuffer } from './pixel-buffers';

/** A rectangle of a canvas, in its pixels. */
export type PixelRect = { left: number; top: number; width: number; height: number };

/** Whether this browser copies a canvas's frame into a buffer of ours, converted to RGBA (learnt on the first try). */
let framesCopy = typeof VideoFrame !== 'undefined';

/**
 * The RGBA pixels of `rect` of what is drawn on `canvas`, in a buffer from pixel-buffers.ts (give its `data.buffer` back
 * when done). Copied through a VideoFrame where the browser can, into a kept buffer: getImageData would fill new memory
 * every time, five times slower here. The two give the same bytes.
 */
export async function readPixels(canvas: OffscreenCanvas, context: OffscreenCanvasRenderingContext2D, rect: PixelRect = { left: 0, top: 0, width: canvas.width, height: canvas.height }): Promise<ImageData> {
  const { left, top, width, height } = rect;
  if (framesCopy) {
    const buffer = takeBuffer(width * height * 4);
    const bytes = new Uint8ClampedArray(buffer, 0, width * height * 4);
    let frame: VideoFrame | null = null;
    try {
      frame = new VideoFrame(canvas, { timestamp: 0 });
      await frame.copyTo(bytes, { rect: { x: left, y: top, width, height }, format: 'RGBA' });
      return new ImageData(bytes, width, height);
    } catch {
      // A browser whose frames do not convert to RGBA (or copy a part): getImageData from now on.
      framesCopy = false;
      giveBack(buffer);
    } finally {
      frame?.close();
    }
  }
  return context.getImageData(left, top, width, height);
}
