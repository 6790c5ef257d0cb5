import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runTool } from './run-tool';

/** A rectangle on the PDF page in mm from its left and top edges. */
export type BoxMm = { leftMm: number; topMm: number; widthMm: number; heightMm: number };

const SCAN_DPI = 72;
// Anything darker than this counts as ink; anti-aliasing leaves near-white fringes.
const INK_THRESHOLD = 200;

type Gray = { width: number; height: number; pixels: Uint8Array };

/** Parses a binary PGM (P5, 8-bit), the format `pdftoppm -gray` writes without -png. */
const parsePgm = (file: Uint8Array): Gray => {
  const header = new TextDecoder('latin1').decode(file.subarray(0, 64));
  const match = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(header);
  if (match === null) throw new Error('Not an 8-bit binary PGM');
  const [whole = '', width = '', height = ''] = match;
  return { width: Number(width), height: Number(height), pixels: file.subarray(whole.length) };
};

/** Finds the bounding box of everything printed on page 1, grown by `paddingMm` on each side. */
export const findContentBox = async (pdfPath: string, workDir: string, paddingMm: number): Promise<BoxMm> => {
  const prefix = join(workDir, 'scan');
  await runTool('pdftoppm', ['-r', String(SCAN_DPI), '-gray', '-f', '1', '-l', '1', '-singlefile', pdfPath, prefix], 'poppler-utils');
  const { width, height, pixels } = parsePgm(new Uint8Array(await readFile(`${prefix}.pgm`)));
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if ((pixels[y * width + x] ?? 255) >= INK_THRESHOLD) continue;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  }
  if (right < 0) throw new Error('The rendered label page is blank');
  const mmPerPx = 25.4 / SCAN_DPI;
  return {
    leftMm: left * mmPerPx - paddingMm,
    topMm: top * mmPerPx - paddingMm,
    widthMm: (right + 1 - left) * mmPerPx + 2 * paddingMm,
    heightMm: (bottom + 1 - top) * mmPerPx + 2 * paddingMm,
  };
};
