import bwipjs from 'bwip-js/node';

// Barcodes for the carrier page fixtures as vector paths (SVG path data in mm, y down), from bwip-js's encodings:
// a PDF draws them as shapes, as carriers' label PDFs do.

/** A barcode drawn as one path of filled rectangles, and its size in mm. */
export type BarcodePath = { d: string; widthMm: number; heightMm: number };

const rect = (x: number, y: number, width: number, height: number): string =>
  `M${x.toFixed(4)} ${y.toFixed(4)}h${width.toFixed(4)}v${height.toFixed(4)}h${(-width).toFixed(4)}Z`;

/** A Code 128 barcode `widthMm` long (bars only, no quiet zones) and `heightMm` tall. */
export const code128Path = (text: string, widthMm: number, heightMm: number): BarcodePath => {
  const [symbol] = bwipjs.raw('code128', text, {});
  if (!symbol || !('sbs' in symbol)) throw new Error(`bwip-js did not encode "${text}" as Code 128`);
  return barsPath(symbol.sbs, widthMm, heightMm);
};

/** Bars and spaces (their widths in modules, a bar first) as a path `widthMm` long and `heightMm` tall. */
export const barsPath = (sbs: readonly number[], widthMm: number, heightMm: number): BarcodePath => {
  const moduleMm = widthMm / sbs.reduce((sum, modules) => sum + modules, 0);
  const bars: string[] = [];
  let at = 0;
  sbs.forEach((modules, index) => {
    // Bars and spaces alternate, a bar first.
    if (index % 2 === 0) bars.push(rect(at * moduleMm, 0, modules * moduleMm, heightMm));
    at += modules;
  });
  return { d: bars.join(''), widthMm, heightMm };
};

/** A PDF417 or DataMatrix symbol `widthMm` wide, as bwip-js proportions it; each row's dark runs one rectangle each. */
export const matrixPath = (format: 'pdf417' | 'datamatrix', text: string, widthMm: number): BarcodePath => {
  const [symbol] = bwipjs.raw(format, text, {});
  if (!symbol || !('pixs' in symbol)) throw new Error(`bwip-js did not encode "${text}" as ${format}`);
  const { pixs, pixx, pixy } = symbol;
  const moduleMm = widthMm / pixx;
  // `pixy` counts modules down; a PDF417 row is several modules tall but listed once in `pixs`.
  const rows = pixs.length / pixx;
  const rowMm = (pixy / rows) * moduleMm;
  const runs: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    let column = 0;
    while (column < pixx) {
      if (pixs[row * pixx + column] !== 1) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < pixx && pixs[row * pixx + column] === 1) column += 1;
      runs.push(rect(start * moduleMm, row * rowMm, (column - start) * moduleMm, rowMm));
    }
  }
  return { d: runs.join(''), widthMm, heightMm: pixy * moduleMm };
};
