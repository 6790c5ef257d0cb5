import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Every barcode a carrier's scanner would read off one page of a PDF as a label printer prints it: Code 128 by
// zbarimg (Debian's zbar-tools), PDF417 and DataMatrix by ZXingReader (zxing-cpp-tools), which also reads the Code
// 128s again so a misread by either shows.

export type Rasteriser = 'poppler' | 'ghostscript';

export type LabelBarcodes = {
  /** Each Code 128 text zbarimg reads, in its order; a text printed twice is read once. */
  code128: string[];
  /** Each PDF417 and DataMatrix text ZXingReader reads, control characters written as <GS>, <RS>, <LF>… */
  twoD: string[];
};

function requireTool(command: string, debianPackage: string): void {
  if (spawnSync('which', [command]).status !== 0) {
    throw new Error(`${command} not found. Install it with: sudo apt-get install -y ${debianPackage}`);
  }
}

/** Page `page` (from 1) at `dpi` as a PNG in `dir`: in greys by Poppler, or in black and white by Ghostscript as CUPS prints. */
function rasterisePage(pdfPath: string, page: number, dpi: number, rasteriser: Rasteriser, dir: string): string {
  if (rasteriser === 'poppler') {
    requireTool('pdftoppm', 'poppler-utils');
    execFileSync('pdftoppm', ['-r', String(dpi), '-f', String(page), '-l', String(page), '-png', pdfPath, join(dir, 'page')]);
    // pdftoppm pads the page number in the file name to the page count's width.
    const png = readdirSync(dir).find((name) => name.endsWith('.png'));
    if (!png) throw new Error(`pdftoppm drew no page ${page} of ${pdfPath}`);
    return join(dir, png);
  }
  requireTool('gs', 'ghostscript');
  const png = join(dir, 'page.png');
  execFileSync('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-sDEVICE=pngmono', `-r${dpi}`, `-dFirstPage=${page}`, `-dLastPage=${page}`, `-sOutputFile=${png}`, pdfPath]);
  return png;
}

function zbarCode128(pngPath: string): string[] {
  requireTool('zbarimg', 'zbar-tools');
  const result = spawnSync('zbarimg', ['--quiet', '--raw', '-Sdisable', '-Scode128.enable', pngPath], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  // Exit status 4 is zbarimg's "no barcode found".
  if (result.status !== 0 && result.status !== 4) throw new Error(`zbarimg failed: ${result.stderr}`);
  return result.stdout.split('\n').filter((line) => line !== '');
}

type ZxingSymbol = { format: string; text: string };

/** ZXingReader's report: a block of "Name: value" lines per symbol; -escape keeps each text on its line. */
const zxingSymbols = (report: string): ZxingSymbol[] =>
  report.split(/\n\s*\n/).flatMap((block) => {
    const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(block)?.[1];
    const format = field('Format');
    const text = field('Text');
    return format === undefined || text === undefined ? [] : [{ format, text: text.replace(/^"(.*)"$/, '$1') }];
  });

function zxing(pngPath: string, options: readonly string[]): ZxingSymbol[] | 'crashed' {
  requireTool('ZXingReader', 'zxing-cpp-tools');
  const result = spawnSync('ZXingReader', [...options, '-escape', pngPath], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  // zxing-cpp 1.4 (Debian 12) aborts on an assertion when it meets one linear barcode twice in its passes.
  if (result.signal === 'SIGABRT' && result.stderr.includes('lineCount() == 1')) return 'crashed';
  if (result.status !== 0) throw new Error(`ZXingReader failed: ${result.stderr}`);
  return zxingSymbols(result.stdout);
}

function zxingTwoD(pngPath: string): string[] {
  const symbols = zxing(pngPath, ['-format', 'PDF417,DataMatrix']);
  if (symbols === 'crashed') throw new Error(`ZXingReader stopped on ${pngPath} while reading its 2D barcodes`);
  return symbols.map((symbol) => symbol.text);
}

/**
 * ZXing's passes for Code 128, thorough first: zxing-cpp 1.4 aborts when two of its passes meet one barcode, which
 * at full size only (-noscale) happens where a page prints one barcode twice; one quick pass (-fast) never aborts.
 */
const CODE128_PASSES = [['-noscale'], ['-fast', '-noscale', '-norotate']] as const;

/** Throws where ZXing reads a Code 128 that zbarimg did not: one of them misread it. */
function crossCheckCode128(pngPath: string, fromZbar: readonly string[]): void {
  for (const pass of CODE128_PASSES) {
    const symbols = zxing(pngPath, ['-format', 'Code128', ...pass]);
    if (symbols === 'crashed') continue;
    const unknown = symbols.map((symbol) => symbol.text).filter((text) => !fromZbar.includes(text));
    if (unknown.length > 0) throw new Error(`ZXingReader read Code 128 ${JSON.stringify(unknown)} that zbarimg did not (it read ${JSON.stringify(fromZbar)})`);
    return;
  }
  // Should every pass abort, zbarimg's reading stands unchecked rather than fail the test for ZXing's bug.
}

/** The barcodes a picture of a label (a PNG) holds, read as decodeAllBarcodes reads a page's. */
export function decodePngBarcodes(png: string): LabelBarcodes {
  const code128 = zbarCode128(png);
  crossCheckCode128(png, code128);
  return { code128, twoD: zxingTwoD(png) };
}

/**
 * The barcodes on page `page` (from 1) of the PDF, rasterised at `dpi` by Poppler or by Ghostscript. Debian 12's
 * ZXingReader (1.4) looks for a DataMatrix only along the image's middle row and column: one elsewhere on the page is
 * missed here, and crop-and-fit.test.ts reads such pages again in bands.
 */
export function decodeAllBarcodes(pdfPath: string, page: number, dpi: number, rasteriser: Rasteriser): LabelBarcodes {
  const dir = mkdtempSync(join(tmpdir(), 'shiplabel-barcodes-'));
  try {
    return decodePngBarcodes(rasterisePage(pdfPath, page, dpi, rasteriser, dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
