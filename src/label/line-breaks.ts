import { lazily } from './lazily';
import { clustersOf } from './text-clusters';

/** A piece a line may break before, and what joins it to the piece before: a space, or nothing. */
export type BreakToken = { text: string; joinBefore: '' | ' ' };

// Chinese, Japanese and Korean break between any two characters (UAX #14's ideographic classes) …
const IDEOGRAPHIC = /[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}\p{Script_Extensions=Hangul}\p{Script_Extensions=Bopomofo}]/u;
// … except before closing punctuation, small kana and the prolonged sound mark, or after opening punctuation.
const NO_BREAK_BEFORE = /^[、。，．：；？！）」』】〕〉》〗〙〟’”ー々〻ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰ-ㇿ・）］｝，．：；？！｡｣､･ｧ-ｯｰ]/u;
const NO_BREAK_AFTER = /[（「『【〔〈《〖〘〝‘“（［｛｢]$/u;
// Thai is written without spaces: it breaks between words, which the platform's dictionary segmenter finds.
const THAI = /\p{Script=Thai}/u;
const thaiWords = lazily(() => new Intl.Segmenter('th', { granularity: 'word' }));
const NEEDS_SEGMENTING = /[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}\p{Script_Extensions=Hangul}\p{Script_Extensions=Bopomofo}\p{Script=Thai}]/u;

/** Where a word of Thai may break: the offsets where one Thai word ends and another begins. */
const thaiBreaks = (word: string): Set<number> =>
  new Set(
    Array.from(thaiWords().segment(word), ({ index }) => index).filter(
      (index) => index > 0 && THAI.test(word.slice(index - 1, index)) && THAI.test(word.slice(index, index + 1)),
    ),
  );

const mayBreakBetween = (before: string, after: string): boolean =>
  (IDEOGRAPHIC.test(before) || IDEOGRAPHIC.test(after)) && !NO_BREAK_BEFORE.test(after) && !NO_BREAK_AFTER.test(before);

/** A word (no spaces) as the pieces it may break between: whole, unless it holds CJK or Thai. */
const wordPieces = (word: string): string[] => {
  if (!NEEDS_SEGMENTING.test(word)) return [word];
  const thai = THAI.test(word) ? thaiBreaks(word) : new Set<number>();
  const pieces: string[] = [];
  let offset = 0;
  let before = '';
  for (const cluster of clustersOf(word)) {
    if (before === '' || thai.has(offset) || mayBreakBetween(before, cluster)) pieces.push(cluster);
    else pieces[pieces.length - 1] += cluster;
    offset += cluster.length;
    before = cluster;
  }
  return pieces;
};

/**
 * A line as the pieces it may break between, never inserting a hyphen: at spaces (UAX #14's usual break),
 * between Chinese, Japanese and Korean characters (with the usual kinsoku rules), and between Thai words.
 * Latin text breaks only at spaces, so a reference such as "AB-123-C" is never split at its hyphens.
 */
export const breakTokens = (line: string): BreakToken[] =>
  line.split(' ').flatMap((word) => wordPieces(word).map((text, index): BreakToken => ({ text, joinBefore: index === 0 ? ' ' : '' })));
