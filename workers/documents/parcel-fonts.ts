import { embeddedFontSet } from '../../src/label/embedded-font-set';
import { HELVETICA_SET, type FontSet } from '../../src/label/font-set';
import { fontsNeeded } from '../../src/label/fonts-needed';
import type { LoadFonts } from '../fonts/font-loader';

/** Helvetica alone when it draws every character of the labels and their documents; else the embedded fonts they need. */
export async function fontsFor(texts: readonly string[], loadFonts: LoadFonts): Promise<FontSet> {
  const needed = fontsNeeded(texts);
  return needed.length === 0 ? HELVETICA_SET : embeddedFontSet(await loadFonts(needed));
}
