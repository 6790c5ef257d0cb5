import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Where an image is painted: its page (from 1) and its box in mm from the page's top-left corner. */
export type PlacedImage = { page: number; leftMm: number; topMm: number; widthMm: number; heightMm: number };

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
        const [width, , , height, x, y] = matrix;
        // An image is drawn upside down into the unit square: a negative height flips it, as pdfkit does.
        const top = height < 0 ? y : y + height;
        images.push({ page: number, leftMm: x * MM_PER_PT, topMm: (heightPt - top) * MM_PER_PT, widthMm: width * MM_PER_PT, heightMm: Math.abs(height) * MM_PER_PT });
      }
    });
  }
  await pdf.destroy();
  return images;
}
