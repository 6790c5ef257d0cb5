// The fonts a label is printed in. Helvetica, built into every PDF reader, draws Windows-1252 text and is
// never embedded; every other script is drawn by an embedded open font, loaded only for a label that uses it.

/** The embedded fonts, one file each, in the order a character that several could draw tries them. */
export const EMBEDDED_FONTS = [
  'NotoSans',
  'NotoSansArmenian',
  'NotoSansGeorgian',
  'NotoSansHebrew',
  'IBMPlexSansArabic',
  'NotoSansDevanagari',
  'NotoSansBengali',
  'NotoSansTamil',
  'NotoSansThai',
  'NotoSansSC',
  'NotoSansKR',
] as const;

export type EmbeddedFont = (typeof EMBEDDED_FONTS)[number];

/** Helvetica (regular or bold by the text's weight) or one of the embedded fonts. */
export type FontId = 'Helvetica' | EmbeddedFont;

/** A stretch of a row drawn in one font. */
export type FontRun = { text: string; font: FontId };

// Script_Extensions, so shared marks (the Devanagari danda, CJK punctuation, Arabic comma) go with their scripts.
const SCRIPT_FONTS: readonly (readonly [RegExp, EmbeddedFont])[] = [
  [/(?![\uff00-\uffef])[\p{Script_Extensions=Latin}\p{Script_Extensions=Greek}\p{Script_Extensions=Cyrillic}\p{Script_Extensions=Common}\p{Script_Extensions=Inherited}]/u, 'NotoSans'],
  [/\p{Script_Extensions=Armenian}/u, 'NotoSansArmenian'],
  [/\p{Script_Extensions=Georgian}/u, 'NotoSansGeorgian'],
  [/\p{Script_Extensions=Hebrew}/u, 'NotoSansHebrew'],
  [/\p{Script_Extensions=Arabic}/u, 'IBMPlexSansArabic'],
  [/\p{Script_Extensions=Devanagari}/u, 'NotoSansDevanagari'],
  [/\p{Script_Extensions=Bengali}/u, 'NotoSansBengali'],
  [/\p{Script_Extensions=Tamil}/u, 'NotoSansTamil'],
  [/\p{Script_Extensions=Thai}/u, 'NotoSansThai'],
  // Full-width letters and digits (U+FF00–FFEF) are Common, but only the CJK fonts draw them.
  [/[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}\p{Script_Extensions=Bopomofo}\uff00-\uffef]/u, 'NotoSansSC'],
  [/[\p{Script_Extensions=Hangul}\uff00-\uffef]/u, 'NotoSansKR'],
];

/**
 * The fonts that may draw a character cluster, by the script of its first character: a letter's own
 * script first; punctuation and symbols shared by several scripts list each script's font, and Noto Sans last.
 */
export const candidateFonts = (cluster: string): EmbeddedFont[] => {
  const first = String.fromCodePoint(cluster.codePointAt(0) ?? 0);
  const own = SCRIPT_FONTS.filter(([script]) => script.test(first)).map(([, font]) => font);
  // Common punctuation may belong to CJK as well (the ideographic comma): its script's font comes first.
  return own.length > 1 ? [...own.filter((font) => font !== 'NotoSans'), 'NotoSans'] : own;
};
