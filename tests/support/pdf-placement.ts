import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Where an image is painted: its page (from 1) and its box in mm from the page's top-left corner. `turned` when it
 * is painted a quarter turn round (its rows run down the page), as on a turned label.
 */
export type PlacedImage = { page: number; leftMm: number; topMm: number; widthMm: number; heightMm: number; turned: boolean };

type Matrix = [number, number, number, number, number, number];

const MM_PER_PT = 25.4 / 72;
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

const multiply = ([a, b, c, d, e, f]: Matrix, [g, h, i, j, k, l]: Matrix): Matrix => [
  a * g + c * h,
  b * g + d * h,
  a * i + c * j,
  b * i + d * j,
  a * k + c * l + e,
  b * k + d * l + f,
];

/** Every image a PDF paints, with the box the graphics state puts it in (an image fills the unit square). */
export async function placedImages(bytes: Uint8Array): Promise<PlacedImage[]> {
  const pdf = await getDocument({ data: bytes.slice(), standardFontDataUrl, verbosity: 0 }).promise;
  const images: PlacedImage[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const heightPt = (page.view as number[])[3] ?? 0;
    const { fnArray, argsArray } = await page.getOperatorList();
    const stack: Matrix[] = [];
    let matrix: Matrix = [1, 0, 0, 1, 0, 0];
    fnArray.forEach((op, index) => {
      if (op === OPS.save) stack.push(matrix);
      else if (op === OPS.restore) matrix = stack.pop() ?? [1, 0, 0, 1, 0, 0];
      else if (op === OPS.transform) matrix = multiply(matrix, argsArray[index] as Matrix);
      else if (op === OPS.paintImageXObject) {
        // An image fills the unit square: its box on the page is where the matrix takes the square's corners.
        const [a, b, c, d, e, f] = matrix;
        const xs = [e, a + e, c + e, a + c + e];
        const ys = [f, b + f, d + f, b + d + f];
        const [left, right, bottom, top] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
        images.push({
          page: number,
          leftMm: left * MM_PER_PT,
          topMm: (heightPt - top) * MM_PER_PT,
          widthMm: (right - left) * MM_PER_PT,
          heightMm: (top - bottom) * MM_PER_PT,
          turned: Math.abs(b) > Math.abs(a),
        });
      }
    });
  }
  await pdf.destroy();
  return images;
}
