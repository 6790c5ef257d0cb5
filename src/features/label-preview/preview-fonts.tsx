import { memo } from 'react';
import { createGlobalStyle } from 'styled-components';
import { FONT_FILES } from '../../fonts/font-files';
import { EMBEDDED_FONTS, type FontId } from '../../label/label-fonts';

/** The family the preview draws a run in: the PDF's own embedded font, or Helvetica's closest screen fonts. */
export const previewFamily = (font: FontId): string => (font === 'Helvetica' ? HELVETICA_STACK : `'ShipLabel ${font}'`);

const HELVETICA_STACK = "Helvetica, Arial, 'Liberation Sans', 'Nimbus Sans', sans-serif";

/**
 * The embedded fonts as @font-face rules, from the very files the worker embeds (font-src 'self'). A browser
 * fetches a face only when text is drawn in it, so a Latin-only label loads none. `block` keeps a row from
 * showing in a fallback font while its face loads (the worker has usually fetched the file already).
 */
const FontFaces = createGlobalStyle`
  ${EMBEDDED_FONTS.map(
    (font) => `@font-face { font-family: 'ShipLabel ${font}'; src: url('${FONT_FILES[font]}') format('truetype'); font-display: block; }`,
  ).join('\n')}
`;

/** Rendered once: the preview re-renders at every keystroke, and a global style re-rendered is written again. */
export const PreviewFonts = memo(FontFaces);
