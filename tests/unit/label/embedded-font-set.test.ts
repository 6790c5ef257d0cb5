import { describe, expect, it } from 'vitest';
import { embeddedFontSet, type FontMetrics } from '../../../src/label/embedded-font-set';
import type { EmbeddedFont } from '../../../src/label/label-fonts';
import { measureHelvetica } from '../../../src/label/text-measure';

const CJK = /[\p{Script_Extensions=Han}\p{Script_Extensions=Hangul}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}]/u;

/** A fake font that has exactly the given characters, 1 em wide for CJK and half an em for anything else. */
const fakeFont = (characters: string): FontMetrics => {
  const codes = new Set([...characters].map((char) => char.codePointAt(0)));
  return {
    has: (code) => codes.has(code),
    advanceEm: (text) => [...text].reduce((sum, char) => sum + (CJK.test(char) ? 1 : 0.5), 0),
  };
};

const setOf = (fonts: Partial<Record<EmbeddedFont, string>>) =>
  embeddedFontSet(new Map(Object.entries(fonts).map(([font, characters]) => [font as EmbeddedFont, fakeFont(characters)])));

const LATIN = 'ŁłóźćęąśńŻżĘ' + 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

describe('embeddedFontSet: draws', () => {
  it('draws whatever Helvetica draws, with no font loaded', () => {
    const fonts = setOf({});
    expect(fonts.draws('A')).toBe(true);
    expect(fonts.draws('é')).toBe(true);
    expect(fonts.draws('€')).toBe(true);
  });

  it('draws a cluster only when a loaded font has every character of it', () => {
    const fonts = setOf({ NotoSansSC: '東京' });
    expect(fonts.draws('東')).toBe(true);
    expect(fonts.draws('港')).toBe(false);
    expect(fonts.draws('ש')).toBe(false);
  });

  it('does not draw a letter whose font is not loaded, though another script is', () => {
    expect(setOf({ NotoSansHebrew: 'שלום' }).draws('Ł')).toBe(false);
    expect(setOf({ NotoSans: LATIN }).draws('Ł')).toBe(true);
  });

  it('draws a letter with a combining mark only when the font has the mark too', () => {
    expect(setOf({ NotoSans: 'x' }).draws('x\u0301')).toBe(false);
    expect(setOf({ NotoSans: 'x\u0301' }).draws('x\u0301')).toBe(true);
  });
});

describe('embeddedFontSet: runsOf', () => {
  it('puts Helvetica text in one Helvetica run', () => {
    expect(setOf({ NotoSans: LATIN }).runsOf('Café 12 €')).toEqual([{ text: 'Café 12 €', font: 'Helvetica' }]);
  });

  it('sets a word wholly in its embedded font when the font has every letter', () => {
    expect(setOf({ NotoSans: LATIN }).runsOf('Łódź')).toEqual([{ text: 'Łódź', font: 'NotoSans' }]);
  });

  it('sets a number and the Chinese after it in one design when the Chinese font has the digit', () => {
    expect(setOf({ NotoSansSC: '1丁目' }).runsOf('1丁目')).toEqual([{ text: '1丁目', font: 'NotoSansSC' }]);
  });

  it('keeps the space between two words of one font inside that font run', () => {
    expect(setOf({ NotoSans: LATIN }).runsOf('Łódź Łęczyca')).toEqual([{ text: 'Łódź Łęczyca', font: 'NotoSans' }]);
  });

  it('draws the space between words of different fonts in Helvetica', () => {
    expect(setOf({ NotoSans: LATIN }).runsOf('Łódź Krakow')).toEqual([
      { text: 'Łódź', font: 'NotoSans' },
      { text: ' Krakow', font: 'Helvetica' },
    ]);
    expect(setOf({ NotoSansSC: '東京' }).runsOf('Tokyo 東京')).toEqual([
      { text: 'Tokyo ', font: 'Helvetica' },
      { text: '東京', font: 'NotoSansSC' },
    ]);
  });

  it('falls back character by character where the word font lacks some letters', () => {
    expect(setOf({ NotoSans: 'Łź' }).runsOf('Łódź')).toEqual([
      { text: 'Ł', font: 'NotoSans' },
      { text: 'ód', font: 'Helvetica' },
      { text: 'ź', font: 'NotoSans' },
    ]);
  });

  it('sets shared CJK punctuation in the Korean font when that is the one loaded', () => {
    expect(setOf({ NotoSansKR: '서울、' }).runsOf('서울、부')).toEqual([
      { text: '서울、', font: 'NotoSansKR' },
      { text: '부', font: 'Helvetica' },
    ]);
  });

  it('gives each script of a mixed word its own font where no one font has them all', () => {
    expect(setOf({ NotoSansSC: '東京', NotoSansKR: '서울' }).runsOf('東京서울')).toEqual([
      { text: '東京', font: 'NotoSansSC' },
      { text: '서울', font: 'NotoSansKR' },
    ]);
  });

  it('rejoins its runs to exactly the row', () => {
    const row = 'Ref Łódź 東京、서울 x';
    const runs = setOf({ NotoSans: LATIN, NotoSansSC: '東京、', NotoSansKR: '서울' }).runsOf(row);
    expect(runs.map((run) => run.text).join('')).toBe(row);
  });
});

describe('embeddedFontSet: measure', () => {
  it('measures Helvetica text as Helvetica, in both weights', () => {
    const fonts = setOf({ NotoSans: LATIN });
    expect(fonts.measure('Handle with care', 'regular', 12)).toBe(measureHelvetica('Handle with care', 'regular', 12));
    expect(fonts.measure('Handle with care', 'bold', 12)).toBe(measureHelvetica('Handle with care', 'bold', 12));
  });

  it('scales the embedded font advance by the point size', () => {
    const fonts = setOf({ NotoSans: LATIN, NotoSansSC: '東京' });
    expect(fonts.measure('Łódź', 'regular', 10)).toBeCloseTo(4 * 0.5 * 10);
    expect(fonts.measure('東京', 'regular', 9)).toBeCloseTo(2 * 9);
  });

  it('adds the Helvetica and embedded runs of a mixed row', () => {
    const fonts = setOf({ NotoSans: LATIN, NotoSansSC: '東京' });
    expect(fonts.measure('Łódź Krakow 東京', 'regular', 10)).toBeCloseTo(4 * 0.5 * 10 + measureHelvetica(' Krakow ', 'regular', 10) + 2 * 10);
  });

  it('measures empty text as nothing', () => {
    expect(setOf({}).measure('', 'regular', 12)).toBe(0);
  });
});
