import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A font as `pdffonts` (poppler-utils) lists it: its name, whether it is embedded, and whether as a subset. */
export type ListedFont = { name: string; embedded: boolean; subset: boolean };

function requirePoppler(command: string): void {
  if (spawnSync('which', [command]).status !== 0) {
    throw new Error(`${command} not found. Install it with: sudo apt-get install -y poppler-utils`);
  }
}

/** Runs a poppler tool on the PDF, written to a scratch file for the tool to read. */
function withPdfFile<T>(bytes: Uint8Array, read: (path: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'shiplabel-pdf-'));
  try {
    const path = join(dir, 'label.pdf');
    writeFileSync(path, bytes);
    return read(path, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The fonts of a PDF as `pdffonts` reports them. */
export function listedFonts(bytes: Uint8Array): ListedFont[] {
  requirePoppler('pdffonts');
  return withPdfFile(bytes, (path) =>
    execFileSync('pdffonts', [path], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const [name = '', ...rest] = line.trim().split(/\s+/);
        // Columns after the name: type (one or two words), encoding, emb, sub, uni, object number, generation.
        const [emb, sub] = rest.slice(-5, -3);
        return { name, embedded: emb === 'yes', subset: sub === 'yes' };
      }),
  );
}

/** A page rendered in shades of grey: one byte per pixel, 0 black, rows top to bottom. */
export type GreyPage = { width: number; height: number; dpi: number; pixels: Uint8Array };

/** Renders page 1 at `dpi` in grey, as a printer would see its ink. */
export function greyPage(bytes: Uint8Array, dpi: number): GreyPage {
  requirePoppler('pdftoppm');
  return withPdfFile(bytes, (path, dir) => {
    execFileSync('pdftoppm', ['-r', String(dpi), '-gray', '-f', '1', '-l', '1', '-singlefile', path, join(dir, 'page')]);
    const file = readFileSync(join(dir, 'page.pgm'));
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(file.subarray(0, 64).toString('latin1'));
    if (!header) throw new Error('pdftoppm wrote no PGM page');
    const [width, height] = [Number(header[1]), Number(header[2])];
    return { width, height, dpi, pixels: new Uint8Array(file.subarray(header[0].length)) };
  });
}

/** The left and right edges (mm) of the ink inside a box of the page, or null where it is blank. */
export function inkSpanMm(page: GreyPage, box: { leftMm: number; rightMm: number; topMm: number; bottomMm: number }): { leftMm: number; rightMm: number } | null {
  const px = (mm: number) => Math.round((mm / 25.4) * page.dpi);
  let [first, last] = [Infinity, -Infinity];
  for (let y = Math.max(0, px(box.topMm)); y < Math.min(page.height, px(box.bottomMm)); y += 1) {
    for (let x = Math.max(0, px(box.leftMm)); x < Math.min(page.width, px(box.rightMm)); x += 1) {
      if ((page.pixels[y * page.width + x] ?? 255) < 128) [first, last] = [Math.min(first, x), Math.max(last, x)];
    }
  }
  if (first === Infinity) return null;
  return { leftMm: (first / page.dpi) * 25.4, rightMm: ((last + 1) / page.dpi) * 25.4 };
}
