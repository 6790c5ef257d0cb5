import type { StoredImage } from './pdf-image';

/** The widths of the dark and light runs across the middle row of a stored barcode image, quiet zones included. */
export function middleRowRuns({ width, height, rgb }: StoredImage): { dark: boolean; length: number }[] {
  const row = Math.floor(height / 2);
  const runs: { dark: boolean; length: number }[] = [];
  for (let x = 0; x < width; x += 1) {
    const dark = (rgb[(row * width + x) * 3] ?? 255) < 128;
    const last = runs.at(-1);
    if (last?.dark === dark) last.length += 1;
    else runs.push({ dark, length: 1 });
  }
  return runs;
}
