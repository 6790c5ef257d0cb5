import { describe, expect, it } from 'vitest';
import { candidateFonts } from '../../../src/label/label-fonts';

describe('candidateFonts', () => {
  it('draws Greek, Cyrillic and Latin letters Helvetica lacks in Noto Sans', () => {
    for (const letter of ['Ω', 'ж', 'Ł', 'ő', 'Ș']) expect(candidateFonts(letter)).toEqual(['NotoSans']);
  });

  it.each([
    ['Hebrew', 'ש', 'NotoSansHebrew'],
    ['Arabic', 'ع', 'IBMPlexSansArabic'],
    ['Persian', 'پ', 'IBMPlexSansArabic'],
    ['Urdu', 'ٹ', 'IBMPlexSansArabic'],
    ['Devanagari', 'क', 'NotoSansDevanagari'],
    ['Bengali', 'অ', 'NotoSansBengali'],
    ['Tamil', 'த', 'NotoSansTamil'],
    ['Thai', 'ก', 'NotoSansThai'],
    ['Armenian', 'Ա', 'NotoSansArmenian'],
    ['Georgian', 'ა', 'NotoSansGeorgian'],
    ['Chinese', '東', 'NotoSansSC'],
    ['Hiragana', 'あ', 'NotoSansSC'],
    ['Katakana', 'カ', 'NotoSansSC'],
    ['Hangul', '한', 'NotoSansKR'],
  ])('draws a %s letter in its script font alone', (_script, letter, font) => {
    expect(candidateFonts(letter)).toEqual([font]);
  });

  it('goes by the first character of a cluster, so a letter with its marks keeps its script font', () => {
    expect(candidateFonts('क्षि')).toEqual(['NotoSansDevanagari']);
    expect(candidateFonts('e\u0301')).toEqual(['NotoSans']);
  });

  it('lists the Chinese and Korean fonts for shared CJK punctuation, with Noto Sans last', () => {
    expect(candidateFonts('、')).toEqual(['NotoSansSC', 'NotoSansKR', 'NotoSans']);
    expect(candidateFonts('。')).toEqual(['NotoSansSC', 'NotoSansKR', 'NotoSans']);
  });

  it('lists each Indic font for the danda the Indic scripts share', () => {
    expect(candidateFonts('।')).toEqual(['NotoSansDevanagari', 'NotoSansBengali', 'NotoSansTamil', 'NotoSans']);
  });

  it('gives no font for a script no label font covers', () => {
    expect(candidateFonts('አ')).toEqual([]);
    expect(candidateFonts('ក')).toEqual([]);
  });
});
