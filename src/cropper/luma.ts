/**
 * Each pixel's luminance (Rec. 601 weights) from RGBA bytes: how the worker reads a drawn page for finding its label,
 * and how the Node tests read theirs, so both see the same shades.
 */
export function lumaOf(rgba: Uint8Array | Uint8ClampedArray): Uint8Array {
  const luma = new Uint8Array(rgba.length / 4);
  for (let pixel = 0, byte = 0; pixel < luma.length; pixel += 1, byte += 4) {
    luma[pixel] = ((rgba[byte] ?? 255) * 299 + (rgba[byte + 1] ?? 255) * 587 + (rgba[byte + 2] ?? 255) * 114) / 1000;
  }
  return luma;
}
