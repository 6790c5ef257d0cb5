import { join } from 'node:path';
import { runTool } from './run-tool';

// A typical thermal label printer: if zbar reads the barcode here, a scanner reads the printed label.
const THERMAL_PRINTER_DPI = 203;
const ZBAR_NOTHING_FOUND = 4;

/** Rasterises the PDF like a 203 dpi printer would and decodes the barcode with zbarimg. */
export const decodeBarcodeAt203Dpi = async (pdfPath: string, workDir: string): Promise<string> => {
  const prefix = join(workDir, 'thermal');
  await runTool('pdftoppm', ['-r', String(THERMAL_PRINTER_DPI), '-gray', '-png', '-singlefile', pdfPath, prefix], 'poppler-utils');
  try {
    const decoded = await runTool('zbarimg', ['--quiet', '--raw', `${prefix}.png`], 'zbar-tools');
    return decoded.trim();
  } catch (error) {
    // zbarimg exits with 4 when it finds no barcode at all: report that as an empty decode.
    if ((error as { code?: unknown }).code === ZBAR_NOTHING_FOUND) return '';
    throw error;
  }
};
