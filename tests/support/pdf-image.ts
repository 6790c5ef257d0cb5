import { inflateSync } from 'node:zlib';

/** An image from a PDF as RGB pixels, 8 bits per channel, rows top to bottom. */
export type StoredImage = { width: number; height: number; rgb: Buffer };

const number = (dictionary: string, key: string): number => {
  const match = new RegExp(`/${key} (\\d+)`).exec(dictionary);
  if (!match) throw new Error(`No /${key} in image dictionary: ${dictionary}`);
  return Number(match[1]);
};

/** 1-bit greyscale rows as a PNG predictor stores them (a filter byte, then 8 pixels a byte, 1 = white), as RGB. */
const greyRowsToRgb = (rows: Buffer, width: number, height: number): Buffer => {
  const rowBytes = Math.ceil(width / 8);
  if (rows.length !== height * (rowBytes + 1)) throw new Error(`Image data is ${rows.length} bytes, not ${height} rows of ${rowBytes + 1}`);
  const rgb = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const start = y * (rowBytes + 1);
    if (rows[start] !== 0) throw new Error(`Row ${y} has PNG filter ${rows[start]}, not None`);
    for (let x = 0; x < width; x += 1) {
      const white = ((rows[start + 1 + (x >> 3)]! >> (7 - (x & 7))) & 1) === 1;
      rgb.fill(white ? 255 : 0, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  return rgb;
};

/**
 * The images in a PDF as pdfkit writes the barcodes (Flate-compressed 1-bit greyscale PNG rows, each row with
 * filter None), as RGB pixels. Anything else is an error, so a change in how images are stored fails loudly.
 */
export function storedRgbImages(pdf: Uint8Array): StoredImage[] {
  const bytes = Buffer.from(pdf);
  const text = bytes.toString('latin1');
  const images: StoredImage[] = [];
  for (const match of text.matchAll(/<<((?:(?!>>\s*stream)[\s\S])*?\/Subtype \/Image[\s\S]*?)>>\s*stream\r?\n/g)) {
    const dictionary = match[1]!;
    const start = match.index + match[0].length;
    const data = inflateSync(bytes.subarray(start, start + number(dictionary, 'Length')));
    const [width, height] = [number(dictionary, 'Width'), number(dictionary, 'Height')];
    const asPngRows =
      dictionary.includes('/ColorSpace /DeviceGray') && /\/Filter \/FlateDecode\b/.test(dictionary) && number(dictionary, 'BitsPerComponent') === 1 && /\/Predictor 15\b/.test(dictionary);
    if (!asPngRows || dictionary.includes('/SMask')) throw new Error(`Image stored in an unexpected way: ${dictionary}`);
    images.push({ width, height, rgb: greyRowsToRgb(data, width, height) });
  }
  return images;
}

/** The image as a binary PPM file, which zbarimg reads as it is. */
export const ppmFile = ({ width, height, rgb }: StoredImage): Buffer =>
  Buffer.concat([Buffer.from(`P6\n${width} ${height}\n255\n`, 'ascii'), rgb]);
