import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BoxMm } from './content-box';
import { runTool } from './run-tool';

export type WrittenImage = { path: string; width: number; height: number; bytes: number };

// Render at twice the output size and let cwebp downscale: smoother text and bars than rendering small.
const SUPERSAMPLE = 2;

/** Renders `box` of page 1 so it is `width` px wide and encodes it as an optimised WebP. */
export const writeLabelWebp = async (
  pdfPath: string, box: BoxMm, width: number, outPath: string, workDir: string,
): Promise<WrittenImage> => {
  const dpi = (width * SUPERSAMPLE) / (box.widthMm / 25.4);
  const toPx = (mm: number) => Math.round((mm / 25.4) * dpi);
  const height = Math.round((width * box.heightMm) / box.widthMm);
  const prefix = join(workDir, `crop-${width}`);
  await runTool('pdftoppm', [
    '-r', dpi.toFixed(4), '-gray', '-png', '-singlefile',
    '-x', String(toPx(box.leftMm)), '-y', String(toPx(box.topMm)),
    '-W', String(width * SUPERSAMPLE), '-H', String(height * SUPERSAMPLE),
    pdfPath, prefix,
  ], 'poppler-utils');
  await runTool('cwebp', [
    '-quiet', '-q', '82', '-m', '6', '-sharp_yuv', '-metadata', 'none',
    '-resize', String(width), String(height), `${prefix}.png`, '-o', outPath,
  ], 'webp');
  return { path: outPath, width, height, bytes: (await stat(outPath)).size };
};
