import { execFileSync, spawnSync } from 'node:child_process';

// What a scanner and a printer get: Debian's zbar-tools decodes, poppler-utils rasterises the PDF.
function requireTool(command: string, debianPackage: string): void {
  if (spawnSync('which', [command]).status !== 0) {
    throw new Error(`${command} not found. Install it with: sudo apt-get install -y ${debianPackage}`);
  }
}

/** Every Code 128 barcode zbarimg finds in the images (PNG, PGM…), in file order, one text each. */
export function decodeBarcodes(...imagePaths: string[]): string[] {
  requireTool('zbarimg', 'zbar-tools');
  const args = ['--quiet', '--raw', '-Sdisable', '-Scode128.enable', ...imagePaths];
  const result = spawnSync('zbarimg', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  // Exit status 4 is zbarimg's "no barcode found" in some image; what it did find is still printed.
  if (result.status !== 0 && result.status !== 4) throw new Error(`zbarimg failed: ${result.stderr}`);
  return result.stdout.split('\n').filter((line) => line !== '');
}

/**
 * Rasterises page 1 of a PDF at `dpi` (203 dpi is a thermal label printer) and returns the PNG path. The PNG is
 * written beside the PDF, so whoever cleans up the PDF's folder (a test's scratch folder, Playwright's downloads)
 * cleans it up too.
 */
export function rasterizePdf(pdfPath: string, dpi: number): string {
  requireTool('pdftoppm', 'poppler-utils');
  const png = `${pdfPath}.${dpi}dpi-poppler.png`;
  execFileSync('pdftoppm', ['-r', String(dpi), '-png', '-singlefile', '-f', '1', '-l', '1', pdfPath, png.slice(0, -'.png'.length)]);
  return png;
}

/**
 * Rasterises page 1 of a PDF as CUPS usually does, with Ghostscript, in black and white at `dpi` (a label printer
 * has no grey), and returns the PNG path. Poppler and Ghostscript round image edges differently.
 */
export function rasterizePdfWithGhostscript(pdfPath: string, dpi: number): string {
  requireTool('gs', 'ghostscript');
  const png = `${pdfPath}.${dpi}dpi-ghostscript.png`; // beside the PDF, as above
  execFileSync('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-sDEVICE=pngmono', `-r${dpi}`, '-dFirstPage=1', '-dLastPage=1', `-sOutputFile=${png}`, pdfPath]);
  return png;
}
