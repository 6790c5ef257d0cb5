/** Which way a paragraph runs: left to right, or right to left (Hebrew, Arabic, Persian, Urdu …). */
export type TextDirection = 'ltr' | 'rtl';

const RIGHT_TO_LEFT_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}]/u;
const LETTER = /\p{L}/u;

/** A paragraph's direction from its first letter (the Unicode bidi rule P2), left to right when it has none. */
export const paragraphDirection = (paragraph: string): TextDirection => {
  for (const char of paragraph) {
    if (LETTER.test(char)) return RIGHT_TO_LEFT_LETTER.test(char) ? 'rtl' : 'ltr';
  }
  return 'ltr';
};
