// What a logo file may be, read from its bytes rather than its name: a PNG, a JPEG or an SVG without scripts, up to
// 1 MB. Pure, so the rules and their words are tested without a browser.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** The largest logo file taken: a logo for a label is a few dozen KB. */
export const LOGO_FILE_LIMIT_BYTES = 1024 * 1024;
/** The most pixels a side of a picture to be read: more is no logo, and decoding it could exhaust a cheap phone. */
export const LOGO_MAX_SOURCE_PX = 8192;

export type LogoFileKind = 'png' | 'jpeg' | 'svg';

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean => signature.every((byte, index) => bytes[index] === byte);

// An SVG's text opens with its root element, after an optional byte order mark, XML declaration, comments and doctype.
const SVG_START = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<svg[\s>/]/i;
// What would run if the SVG were opened as a document: scripts, event handlers, javascript: links, embedded pages.
const SVG_CODE = /<script[\s>/]|\son[a-z]+\s*=|(?:href|src)\s*=\s*["']?\s*javascript:|<(?:foreignObject|iframe|embed|object)[\s>/]/i;

/** What kind of picture the bytes are, or null for anything else (a PDF, a GIF, a Word file, text). */
export function logoFileKind(bytes: Uint8Array): LogoFileKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  return SVG_START.test(svgText(bytes)) ? 'svg' : null;
}

/** An SVG file's text (UTF-8, as SVG files are). */
export const svgText = (bytes: Uint8Array): string => new TextDecoder('utf-8', { fatal: false }).decode(bytes);

/** Whether an SVG's text holds code that would run if it were opened as a page (ShipLabel only ever draws it). */
export const svgHoldsCode = (text: string): boolean => SVG_CODE.test(text);

/** Megabytes to a tenth, rounded up: 1.01 MB is "1.1 MB", never "1 MB" beside a limit of 1 MB. */
const megabytes = (bytes: number): number => Math.ceil((bytes / (1024 * 1024)) * 10) / 10;

/** The words for each thing wrong with a logo file, naming it; the page reads them with `i18n._`. */
export const logoMessages = {
  tooLarge: (name: string, bytes: number): MessageDescriptor => {
    const size = megabytes(bytes);
    return msg`“${name}” is ${plural(size, { other: '# MB' })}; a logo can be up to 1 MB. Save it smaller (a PNG a few hundred pixels wide is plenty) and choose it again.`;
  },
  notImage: (name: string): MessageDescriptor => msg`“${name}” is not a PNG, JPEG or SVG picture. Choose your logo saved as one of those.`,
  svgWithCode: (name: string): MessageDescriptor =>
    msg`“${name}” is an SVG with a script in it. ShipLabel never runs a logo’s code: save the SVG without scripts, or as a PNG, and choose it again.`,
  tooManyPixels: (name: string, width: number, height: number): MessageDescriptor => {
    const limit = LOGO_MAX_SOURCE_PX;
    return msg`“${name}” is ${plural(width, { other: '#' })} × ${plural(height, { other: '# pixels' })}; a logo can be up to ${plural(limit, { other: '# pixels' })} a side. Save it smaller and choose it again.`;
  },
  unreadable: (name: string): MessageDescriptor => msg`“${name}” could not be read as a picture. It may be damaged: save it again as a PNG and choose it again.`,
} as const;

/** What is wrong with a logo file before it is drawn (its size, its kind, an SVG's code), or null when it may be drawn. */
export function logoFileProblem(name: string, bytes: Uint8Array): MessageDescriptor | null {
  if (bytes.length > LOGO_FILE_LIMIT_BYTES) return logoMessages.tooLarge(name, bytes.length);
  const kind = logoFileKind(bytes);
  if (kind === null) return logoMessages.notImage(name);
  if (kind === 'svg' && svgHoldsCode(svgText(bytes))) return logoMessages.svgWithCode(name);
  return null;
}
