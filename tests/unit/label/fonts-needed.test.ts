import { describe, expect, it } from 'vitest';
import { fontsNeeded, textCoverage } from '../../../src/label/fonts-needed';

const sorted = (fonts: readonly string[]) => [...fonts].sort();

describe('fontsNeeded', () => {
  it('needs no font for text Helvetica draws, Latin-1 and the Windows-1252 extras included', () => {
    expect(fontsNeeded(['Café €', 'Straße', '“quoted” — ½ × Ÿ'])).toEqual([]);
    expect(fontsNeeded(['Jose\u0301', 'Apt\u00a05\t7'])).toEqual([]);
  });

  it('needs no font for emoji, control characters or invisible marks, which print nothing', () => {
    expect(fontsNeeded(['📦 👍🏽 🇯🇵 1️⃣'])).toEqual([]);
    expect(fontsNeeded(['a\u0000b\u0007c\u001b', '\u200b\u200f\ufeff'])).toEqual([]);
  });

  it('needs Noto Sans for Latin letters Helvetica lacks, and for Greek and Cyrillic', () => {
    expect(fontsNeeded(['Łódź'])).toEqual(['NotoSans']);
    expect(fontsNeeded(['Αθήνα', 'Москва'])).toEqual(['NotoSans']);
  });

  it('lists each font a mixed label needs, once', () => {
    const texts = ['東京都 東京', '서울 서울', 'שלום', 'مرحبا', 'Łódź Kraków', 'กรุงเทพ'];
    const fonts = fontsNeeded(texts);
    expect(sorted(fonts)).toEqual(sorted(['NotoSansSC', 'NotoSansKR', 'NotoSansHebrew', 'IBMPlexSansArabic', 'NotoSans', 'NotoSansThai']));
  });

  it('draws shared CJK punctuation in the Korean font when a Korean-only label already needs it', () => {
    expect(fontsNeeded(['서울、부산。'])).toEqual(['NotoSansKR']);
  });

  it('draws shared CJK punctuation in the Chinese font when the label needs both CJK fonts', () => {
    expect(sorted(fontsNeeded(['東京、', '서울']))).toEqual(['NotoSansKR', 'NotoSansSC']);
  });

  it('takes the first CJK font, never Noto Sans, for shared punctuation no letter decides', () => {
    expect(fontsNeeded(['。'])).toEqual(['NotoSansSC']);
    expect(sorted(fontsNeeded(['Łódź。']))).toEqual(['NotoSans', 'NotoSansSC']);
  });

  it('draws the danda in the Indic font the label already needs', () => {
    expect(fontsNeeded(['নমস্কার।'])).toEqual(['NotoSansBengali']);
  });

  it('draws full-width digits and letters with the CJK font the address already needs, never fetching Noto Sans for them', () => {
    expect(fontsNeeded(['東京都港区芝公園４丁目'])).toEqual(['NotoSansSC']);
    expect(fontsNeeded(['서울 １'])).toEqual(['NotoSansKR']);
  });

  it('needs no font for a script no label font covers', () => {
    expect(fontsNeeded(['አዲስ አበባ', 'ភ្នំពេញ'])).toEqual([]);
  });
});

describe('textCoverage', () => {
  it('reports nothing missing for text every label font can draw', () => {
    expect(textCoverage(['Café €', '東京', 'שלום'])).toEqual({ emoji: false, unsupported: false });
  });

  it('reports emoji, which are left out of the label', () => {
    expect(textCoverage(['Box 📦'])).toEqual({ emoji: true, unsupported: false });
    expect(textCoverage(['🇯🇵'])).toEqual({ emoji: true, unsupported: false });
  });

  it('reports a script no label font covers, which prints as "?"', () => {
    expect(textCoverage(['Addis አበባ'])).toEqual({ emoji: false, unsupported: true });
    expect(textCoverage(['ភ្នំពេញ'])).toEqual({ emoji: false, unsupported: true });
  });

  it('reports emoji and an unsupported script in different fields of the same label', () => {
    expect(textCoverage(['📦', 'ក'])).toEqual({ emoji: true, unsupported: true });
  });

  it('does not count control characters or invisible marks as unsupported', () => {
    expect(textCoverage(['a\u0000b', '\u200b\u200f'])).toEqual({ emoji: false, unsupported: false });
  });
});
