import type { LogoShape } from './logo-lines';

/**
 * A sender's logo as ShipLabel keeps and prints it: the picture rasterised on the page (an SVG is drawn into pixels,
 * never run) as a PNG at most LOGO_MAX_PX a side, and its size in pixels.
 */
export type SenderLogo = { png: Uint8Array<ArrayBuffer>; widthPx: number; heightPx: number };

/** The longest side of a rasterised logo: about 50 mm at 300 dpi, more than any label gives it. */
export const LOGO_MAX_PX = 600;

/** The logo's shape for the layout, or null without one. */
export const logoShape = (logo: SenderLogo | null): LogoShape | null =>
  logo !== null && logo.widthPx > 0 && logo.heightPx > 0 ? { aspect: logo.widthPx / logo.heightPx } : null;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A rasterised logo is a few hundred KB at most: anything larger did not come from ShipLabel's rasteriser. */
const MAX_LOGO_PNG_BYTES = 4 * 1024 * 1024;

/** Thrown, by name, when a logo handed to the worker is not one the page made; nothing is drawn. */
export class BadLogoError extends Error {
  override readonly name = 'BadLogoError';
}

/** A logo from an untrusted caller as the worker draws it: a PNG of sane size and shape, or null for none. */
export function checkedLogo(untrusted: unknown): SenderLogo | null {
  if (untrusted === null || untrusted === undefined) return null;
  const { png, widthPx, heightPx } = untrusted as Partial<SenderLogo>;
  const whole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= LOGO_MAX_PX;
  if (!(png instanceof Uint8Array) || png.length > MAX_LOGO_PNG_BYTES || !PNG_SIGNATURE.every((byte, index) => png[index] === byte) || !whole(widthPx) || !whole(heightPx)) {
    throw new BadLogoError('The logo is not a PNG of at most 600 × 600 pixels.');
  }
  return { png: png.buffer instanceof ArrayBuffer ? (png as Uint8Array<ArrayBuffer>) : new Uint8Array(png), widthPx, heightPx };
}
