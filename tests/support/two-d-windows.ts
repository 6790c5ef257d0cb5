import { createCanvas, loadImage } from '@napi-rs/canvas';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// 2D codes ZXingReader 1.4 (Debian 12) finds only in part of an image: a DataMatrix along its middle row or column, a
// MaxiCode where it fills the picture. The picture is read in square windows across it, each a file of its own.

/**
 * Windows larger than a MaxiCode (28 × 27 mm) by their step: one of them holds the whole code, and in a label that
 * leaves it clear space (as carrier-zpl.ts's does), nothing else.
 */
const WINDOW_MM = { DataMatrix: 40, MaxiCode: 36 } as const;
const STEP_MM = { DataMatrix: 10, MaxiCode: 7 } as const;

/** The texts of every `format` code (DataMatrix, MaxiCode) in a PNG drawn at `dpi`, read window by window, each once. */
export async function twoDTextsInWindows(pngPath: string, format: 'DataMatrix' | 'MaxiCode', dpi: number): Promise<string[]> {
  const image = await loadImage(readFileSync(pngPath));
  const pxPerMm = dpi / 25.4;
  const [size, step] = [Math.round(WINDOW_MM[format] * pxPerMm), Math.round(STEP_MM[format] * pxPerMm)];
  const work = mkdtempSync(join(tmpdir(), 'shiplabel-windows-'));
  try {
    const windows: string[] = [];
    for (let top = 0; top < image.height; top += step) {
      for (let left = 0; left < image.width; left += step) {
        const canvas = createCanvas(size, size);
        const context = canvas.getContext('2d');
        context.fillStyle = '#fff';
        context.fillRect(0, 0, size, size);
        context.drawImage(image, -left, -top);
        const path = join(work, `window-${windows.length}.png`);
        writeFileSync(path, await canvas.encode('png'));
        windows.push(path);
      }
    }
    const result = spawnSync('ZXingReader', ['-format', format, '-escape', ...windows], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (result.status !== 0) throw new Error(`ZXingReader failed: ${result.stderr}`);
    return [...new Set([...result.stdout.matchAll(/^Text:\s*"(.*)"$/gm)].map((match) => match[1]!))];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
