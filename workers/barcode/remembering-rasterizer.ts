import type { RasterizeCode128, RasterPng } from './barcode-png';

/**
 * Remembers the last few barcode images, so re-making a PDF after an edit elsewhere on the label
 * re-draws only what changed. Keyed by the full drawing options; oldest forgotten first.
 */
export function rememberingRasterizer(rasterize: RasterizeCode128, capacity = 8): RasterizeCode128 {
  const remembered = new Map<string, Promise<RasterPng>>();
  return (options) => {
    const key = JSON.stringify(options);
    const known = remembered.get(key);
    if (known) return known;
    const drawn = rasterize(options);
    remembered.set(key, drawn);
    drawn.catch(() => remembered.delete(key));
    const oldest = remembered.keys().next();
    if (remembered.size > capacity && !oldest.done) remembered.delete(oldest.value);
    return drawn;
  };
}
