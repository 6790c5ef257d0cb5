import { describe, expect, it } from 'vitest';
import { printableLabel, printableText } from '../../../src/label/printable-text';
import { makeLabel } from '../../support/make-label';

describe('printableText with Helvetica alone (a Latin-only label)', () => {
  it('keeps ASCII, Latin-1 and the Windows-1252 extras exactly', () => {
    const text = 'Café € “quoted” Straße ñ œ Ÿ ½ — 12 × 10 in';
    expect(printableText(text)).toBe(text);
  });

  it('composes a letter typed with a combining accent into the letter the font has', () => {
    expect(printableText('Jose\u0301')).toBe('José');
  });

  it('prints the closest plain letters where the font lacks the accented or styled one', () => {
    expect(printableText('Erdős ﬁle Ａ１')).toBe('Erdos file A1');
  });

  it('prints one "?" per character its fonts cannot draw', () => {
    expect(printableText('שלום')).toBe('????');
    expect(printableText('東京')).toBe('??');
    expect(printableText('東京', (cluster) => cluster === '東')).toBe('東?');
  });

  it('leaves emoji out, whole sequences included, since no label font draws them; a keycap keeps its digit', () => {
    expect(printableText('Box 📦 for 👨‍👩‍👧 👍🏽 🇯🇵 now')).toBe('Box for now');
    expect(printableText('Gate 1️⃣')).toBe('Gate 1');
  });

  it('keeps at most two marks on a letter, so stacked marks cannot climb out of their row', () => {
    const everything = () => true;
    expect(printableText('Z\u0337\u0322\u031b\u0300a', everything)).toBe('Z\u0337\u0322a');
    expect(printableText('Tiếng Việt', everything)).toBe('Tiếng Việt');
  });

  it('drops characters that have no ink: NUL, controls, zero-width and direction marks, stray marks', () => {
    expect(printableText('a\u0000b\u0007c\u001bd\u007fe')).toBe('abcde');
    expect(printableText('\ufeffhi\u200b\u200d\u200f!')).toBe('hi!');
    expect(printableText('Z̷̢̛a̵l̸g̶o')).toBe('Zalgo');
  });

  it('prints every cluster drawable even where a dropped character joins its neighbours into one', () => {
    // The half-width "ﾟ" extends whatever precedes it: with the control gone it would ride on "ם", which no
    // font draws together, and the PDF would set the pair in Helvetica as a wrong letter.
    const hebrewAndKana = (cluster: string) => /^([\u05d0-\u05ea]|\uff9f)$/u.test(cluster);
    expect(printableText('שלום\u0007\uff9f', hebrewAndKana)).toBe('שלום');
  });

  it('prints a lone surrogate, which is no character at all, as "?"', () => {
    expect(printableText('x\ud800y\udc00z')).toBe('x?y?z');
  });

  it('turns every kind of line break into a new line and a tab into a space', () => {
    expect(printableText('a\r\nb\rc\u2028d\u2029e\u0085f\tg')).toBe('a\nb\nc\nd\ne\nf g');
  });

  it('prints a run of spaces as one, as the preview shows it', () => {
    expect(printableText('Apt  5 \t\u200b 7')).toBe('Apt 5 7');
  });
});

describe('printableLabel', () => {
  it('applies to every field and leaves drawable text alone', () => {
    const label = makeLabel({ toName: 'Zoë 😀 ᚠ', customMessage: 'Fragile\u0000' });
    expect(printableLabel(label)).toEqual({ ...label, toName: 'Zoë ?', customMessage: 'Fragile' });
  });
});
