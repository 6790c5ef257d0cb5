import { describe, expect, it } from 'vitest';
import { breakTokens, type BreakToken } from '../../../src/label/line-breaks';

const piecesOf = (line: string) => breakTokens(line).map((token) => token.text);
const rejoined = (tokens: readonly BreakToken[]) => tokens.map((token, index) => (index === 0 ? '' : token.joinBefore) + token.text).join('');

describe('breakTokens', () => {
  it('breaks Latin text at spaces, joined back by a space', () => {
    expect(breakTokens('Handle with care')).toEqual([
      { text: 'Handle', joinBefore: ' ' },
      { text: 'with', joinBefore: ' ' },
      { text: 'care', joinBefore: ' ' },
    ]);
  });

  it('keeps a reference with hyphens whole', () => {
    expect(piecesOf('Ref AB-123-C')).toEqual(['Ref', 'AB-123-C']);
  });

  it('breaks Chinese between any two characters, joined back by nothing', () => {
    expect(breakTokens('東京都')).toEqual([
      { text: '東', joinBefore: ' ' },
      { text: '京', joinBefore: '' },
      { text: '都', joinBefore: '' },
    ]);
  });

  it('breaks between a Latin word or a number and the Chinese that follows it', () => {
    expect(piecesOf('Tokyo東京')).toEqual(['Tokyo', '東', '京']);
    expect(piecesOf('1丁目')).toEqual(['1', '丁', '目']);
  });

  it('never breaks before closing punctuation, the ideographic comma or full stop', () => {
    expect(piecesOf('東京、大阪。')).toEqual(['東', '京、', '大', '阪。']);
    expect(piecesOf('京」')).toEqual(['京」']);
  });

  it('never breaks after opening punctuation', () => {
    expect(piecesOf('「東京」')).toEqual(['「東', '京」']);
    expect(piecesOf('（東京）')).toEqual(['（東', '京）']);
  });

  it('never breaks before the prolonged sound mark or small kana', () => {
    expect(piecesOf('コーヒー')).toEqual(['コー', 'ヒー']);
    expect(piecesOf('きゃっと')).toEqual(['きゃっ', 'と']);
    expect(piecesOf('ショップ')).toEqual(['ショッ', 'プ']);
  });

  it('breaks between Korean syllables and at the spaces between Korean words', () => {
    expect(breakTokens('서울 특별시')).toEqual([
      { text: '서', joinBefore: ' ' },
      { text: '울', joinBefore: '' },
      { text: '특', joinBefore: ' ' },
      { text: '별', joinBefore: '' },
      { text: '시', joinBefore: '' },
    ]);
  });

  it('breaks Thai between words, losing no character', () => {
    for (const line of ['ถนนสุขุมวิท', 'ถนนสุขุมวิทกรุงเทพมหานคร']) {
      const tokens = breakTokens(line);
      expect(tokens.length).toBeGreaterThan(1);
      expect(tokens.slice(1).every((token) => token.joinBefore === '')).toBe(true);
      expect(rejoined(tokens)).toBe(line);
    }
  });

  it('never splits a user-perceived character', () => {
    const hangulJamo = '\u1112\u1161\u11ab\u1100\u1173\u11af'; // 한글 typed as separate jamo
    expect(piecesOf(hangulJamo)).toEqual(['\u1112\u1161\u11ab', '\u1100\u1173\u11af']);
    expect(piecesOf('カ\u3099ス')).toEqual(['カ\u3099', 'ス']);
    expect(piecesOf('東e\u0301')).toEqual(['東', 'e\u0301']);
    expect(piecesOf('cafe\u0301 ok')).toEqual(['cafe\u0301', 'ok']);
  });

  it('rejoins mixed text to exactly the line it came from', () => {
    const line = 'Ref AB-123-C 東京都港区「芝公園」4丁目 서울 ถนนสุขุมวิท';
    expect(rejoined(breakTokens(line))).toBe(line);
  });
});
