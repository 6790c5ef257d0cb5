import { inflateSync } from 'node:zlib';

/** An RGB image as a PDF stores it: 8 bits per channel, rows top to bottom. */
export type StoredImage = { width: number; height: number; rgb: Buffer };

const number = (dictionary: string, key: string): number => {
  const match = new RegExp(`/${key} (\\d+)`).exec(dictionary);
  if (!match) throw new Error(`No /${key} in image dictionary: ${dictionary}`);
  return Number(match[1]);
};

/**
 * The RGB images in a PDF as pdfkit writes them (Flate-compressed raw pixels; alpha masks, which are
 * DeviceGray, left out). Anything else is an error, so a change in how images are stored fails loudly.
 */
export function storedRgbImages(pdf: Uint8Array): StoredImage[] {
  const bytes = Buffer.from(pdf);
  const text = bytes.toString('latin1');
  const images: StoredImage[] = [];
  for (const match of text.matchAll(/<<((?:(?!>>\s*stream)[\s\S])*?\/Subtype \/Image[\s\S]*?)>>\s*stream\r?\n/g)) {
    const dictionary = match[1]!;
    if (!dictionary.includes('/ColorSpace /DeviceRGB')) continue;
    if (!/\/Filter \/FlateDecode\b/.test(dictionary) || dictionary.includes('/DecodeParms') || number(dictionary, 'BitsPerComponent') !== 8) {
      throw new Error(`Image stored in an unexpected way: ${dictionary}`);
    }
    const start = match.index + match[0].length;
    const rgb = inflateSync(bytes.subarray(start, start + number(dictionary, 'Length')));
    const [width, height] = [number(dictionary, 'Width'), number(dictionary, 'Height')];
    if (rgb.length !== width * height * 3) throw new Error(`Image data is ${rgb.length} bytes, not ${width}×${height}×3`);
    images.push({ width, height, rgb });
  }
  return images;
}

/** The image as a binary PPM file, which zbarimg reads as it is. */
export const ppmFile = ({ width, height, rgb }: StoredImage): Buffer =>
  Buffer.concat([Buffer.from(`P6\n${width} ${height}\n255\n`, 'ascii'), rgb]);
