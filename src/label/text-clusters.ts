import { lazily } from './lazily';

// Text as a reader sees it: user-perceived characters (grapheme clusters), and what each one is.

const graphemes = lazily(() => new Intl.Segmenter('en', { granularity: 'grapheme' }));

/**
 * The user-perceived characters of a line: a letter with its marks, an emoji sequence, a Hangul syllable. Plain
 * printable ASCII, most text, is one character each without asking the segmenter (a form lays out hundreds of rows).
 */
export const clustersOf = (text: string): string[] => (isPlainAscii(text) ? Array.from(text) : Array.from(graphemes().segment(text), ({ segment }) => segment));

const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const SOFT_HYPHEN = 0xad;

/** Whether Helvetica, as the PDF's built-in font, draws the character (Windows-1252 has it). */
export const isHelveticaCharacter = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff && code !== SOFT_HYPHEN) || WIN_ANSI_EXTRAS.has(char);
};

/** Whether Helvetica draws every character of the (composed) text. */
export const isHelveticaText = (text: string): boolean => text !== '' && [...text].every(isHelveticaCharacter);

// Most text is plain printable ASCII, which every font set draws as it is: no need to look at each cluster.
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** Whether the line is plain printable ASCII: the common case, decided at once. */
export const isPlainAscii = (line: string): boolean => PLAIN_ASCII.test(line);

/** Whether Helvetica draws the whole line, as typed or once composed: the common case, decided quickly. */
export const isHelveticaLine = (line: string): boolean => isPlainAscii(line) || isHelveticaText(line.normalize('NFC'));

// Controls, format characters (zero-width joiners, bidi marks, BOM) and stray marks have no ink.
const INVISIBLE = /^[\p{Cc}\p{Cf}\p{M}]+$/u;

/** A cluster with no ink of its own. */
export const isInvisible = (cluster: string): boolean => INVISIBLE.test(cluster);

// Pictographs, flags (regional indicator pairs) and keycaps ("1️⃣"): what an emoji keyboard types.
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3|\ufe0f/u;

/** An emoji: no label font draws one, so the PDF leaves it out (see the README). */
export const isEmoji = (cluster: string): boolean => EMOJI.test(cluster) && !isHelveticaText(cluster);

// Characters that only join or select (ZWJ, ZWNJ, variation selectors): a font may lack them and still shape.
const JOINERS = /\u200c|\u200d|[\ufe00-\ufe0f]/gu;

/** The code points a font must have to draw the cluster: all but joiners and variation selectors. */
export const inkCodePoints = (cluster: string): number[] => [...cluster.replace(JOINERS, '')].map((char) => char.codePointAt(0) ?? 0);
