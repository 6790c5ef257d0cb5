// Build time only (Node): vite.config.ts and the Node tests prepare the font files here; the page and the
// worker import the prepared files by URL (font-files.ts). Fonts come from npm, never from a CDN.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import subsetFont from 'subset-font';
import type { EmbeddedFont } from '../label/label-fonts';

type CodeRange = readonly [number, number];
/**
 * A font as an npm package ships it, and the characters kept of it (all when `keep` is absent). `asShipped`
 * marks a font whose licence reserves its name (IBM Plex): a modified copy would have to be renamed, so it is
 * shipped byte for byte, hinting included.
 */
type FontSource = { file: string; keep?: readonly CodeRange[]; asShipped?: true };

const LATIN: CodeRange[] = [[0x20, 0x7e], [0xa0, 0xff]];
const CJK_PUNCTUATION: CodeRange[] = [[0x3000, 0x303f], [0xff00, 0xffef]];

const regular = (pkg: string, name: string) => `@expo-google-fonts/${pkg}/400Regular/${name}_400Regular.ttf`;

/**
 * Where each embedded font comes from. The Chinese and Korean fonts are cut to what addresses use, so all
 * the fonts together stay within 12 MB: every unified ideograph (U+4E00–9FFF), kana, bopomofo, enclosed
 * CJK letters (㈱) and full-width forms from Noto Sans SC; every Hangul syllable and jamo from Noto Sans KR.
 */
export const FONT_SOURCES: Readonly<Record<EmbeddedFont, FontSource>> = {
  NotoSans: { file: regular('noto-sans', 'NotoSans') },
  NotoSansArmenian: { file: regular('noto-sans-armenian', 'NotoSansArmenian') },
  NotoSansGeorgian: { file: regular('noto-sans-georgian', 'NotoSansGeorgian') },
  NotoSansHebrew: { file: regular('noto-sans-hebrew', 'NotoSansHebrew') },
  IBMPlexSansArabic: { file: regular('ibm-plex-sans-arabic', 'IBMPlexSansArabic'), asShipped: true },
  NotoSansDevanagari: { file: regular('noto-sans-devanagari', 'NotoSansDevanagari') },
  NotoSansBengali: { file: regular('noto-sans-bengali', 'NotoSansBengali') },
  NotoSansTamil: { file: regular('noto-sans-tamil', 'NotoSansTamil') },
  NotoSansThai: { file: regular('noto-sans-thai', 'NotoSansThai') },
  NotoSansSC: {
    file: regular('noto-sans-sc', 'NotoSansSC'),
    keep: [...LATIN, ...CJK_PUNCTUATION, [0x3040, 0x312f], [0x31f0, 0x32ff], [0x4e00, 0x9fff]],
  },
  NotoSansKR: {
    file: regular('noto-sans-kr', 'NotoSansKR'),
    keep: [...LATIN, ...CJK_PUNCTUATION, [0x1100, 0x11ff], [0x3130, 0x318f], [0xa960, 0xa97f], [0xac00, 0xd7a3], [0xd7b0, 0xd7ff]],
  },
};

/** Where the prepared files are written; vite.config.ts aliases `shiplabel-fonts/` to it. */
export const FONT_DIR = resolve('node_modules/.cache/shiplabel-fonts');

const require = createRequire(import.meta.url);

/** The npm package a font file comes from ("@expo-google-fonts/noto-sans"), for its version and licence. */
const packageOf = (font: EmbeddedFont): string => FONT_SOURCES[font].file.split('/').slice(0, 2).join('/');

const charactersOf = (ranges: readonly CodeRange[]): string =>
  ranges.map(([first, last]) => String.fromCodePoint(...Array.from({ length: last - first + 1 }, (_, index) => first + index))).join('');

/**
 * A font as the label prints it: screen hinting dropped (a printer has dots enough, and the PDFs get smaller),
 * cut to `keep` where the font is a large CJK one. harfbuzz's subsetter keeps every layout feature. None of
 * these fonts reserves its name but IBM Plex, which is shipped as it is; Noto Sans SC and KR reserve "Source".
 */
const preparedFont = async ({ file, keep, asShipped }: FontSource): Promise<Buffer> => {
  const original = await readFile(require.resolve(file));
  if (asShipped) return original;
  if (keep === undefined) return subsetFont(original, '', { targetFormat: 'truetype', noHinting: true, keepAllGlyphs: true });
  return subsetFont(original, charactersOf(keep), { targetFormat: 'truetype', noHinting: true });
};

const fontFile = (font: EmbeddedFont, dir: string) => join(dir, `${font}.ttf`);

/** Prepares every font file once (a stamp of the sources says whether those present are current); returns their paths. */
export async function prepareFonts(dir: string = FONT_DIR): Promise<Record<EmbeddedFont, string>> {
  const fonts = Object.keys(FONT_SOURCES) as EmbeddedFont[];
  const stamp = createHash('sha256')
    .update(JSON.stringify(fonts.map((font) => [font, FONT_SOURCES[font], require(`${packageOf(font)}/package.json`).version])))
    .digest('hex');
  const stampFile = join(dir, 'stamp');
  const current = await readFile(stampFile, 'utf8').catch(() => '');
  if (current !== stamp) {
    await mkdir(dir, { recursive: true });
    for (const font of fonts) await writeFile(fontFile(font, dir), await preparedFont(FONT_SOURCES[font]));
    await writeFile(stampFile, stamp);
  }
  return Object.fromEntries(fonts.map((font) => [font, fontFile(font, dir)])) as Record<EmbeddedFont, string>;
}

/** The licence of every embedded font (SIL Open Font License 1.1), shipped beside them as the licence asks. */
export async function fontLicences(): Promise<string> {
  const fonts = Object.keys(FONT_SOURCES) as EmbeddedFont[];
  const texts = await Promise.all(
    fonts.map(async (font) => {
      const licence = await readFile(require.resolve(`${packageOf(font)}/LICENSE_FONT`), 'utf8');
      const { asShipped, keep } = FONT_SOURCES[font];
      const changes = asShipped ? 'as published' : keep ? 'cut to the characters addresses use, screen hinting removed' : 'screen hinting removed';
      return `${font} (${changes})\n\n${licence.trim()}\n`;
    }),
  );
  return `The fonts ShipLabel embeds in its labels, and their licences.\n\n${texts.join(`\n${'='.repeat(72)}\n\n`)}`;
}
