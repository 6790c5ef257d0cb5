import { readFileSync } from 'node:fs';
import { Font } from '@react-pdf/renderer';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import type { EmbeddedFont } from '../../../src/label/label-fonts';
import { fontFilesInNode, loadFontsInNode } from '../../support/node-fonts';

// Real words of each script that shapes its letters: conjuncts, reph, pre-base vowel signs, Arabic joining and
// lam-alef, Persian and Urdu letters. Bengali and Thai are not here yet: fontkit, which react-pdf shapes with,
// gives some of their common words ("বাংলাদেশ", "রবীন্দ্র", "น้ำ") other glyphs than HarfBuzz (README, Every script).
const WORDS: Partial<Record<EmbeddedFont, readonly string[]>> = {
  NotoSansDevanagari: ['दिल्ली', 'ट्रेडर्स', 'क्षेत्र', 'श्री', 'महाराष्ट्र', 'हिन्दी', 'प्रदेश', 'कर्नाटक', 'द्वारका', 'मुंबई'],
  NotoSansTamil: ['சென்னை', 'தமிழ்நாடு', 'கோயம்புத்தூர்', 'ஸ்ரீ', 'தெரு', 'க்ஷ', 'மதுரை'],
  IBMPlexSansArabic: ['شارع', 'الملك', 'الرياض', 'خیابان', 'پلاک', 'لاہور', 'کراچی', 'می‌خواهم', 'فلاح'],
  NotoSansHebrew: ['רחוב', 'הרצל', 'תל־אביב', 'ירושלים'],
};

type LaidOut = { layout: (text: string, features?: unknown, script?: unknown, language?: unknown, direction?: string) => { glyphs: { id: number }[] } };

/** HarfBuzz's glyphs for the word, in the order written (a right-to-left run comes out in display order). */
const harfBuzzGlyphs = (file: string, word: string): number[] => {
  const font = new hb.Font(new hb.Face(new hb.Blob(readFileSync(file))));
  const buffer = new hb.Buffer();
  buffer.addText(word);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const ids = buffer.getGlyphInfos().map((info) => info.codepoint);
  return /[\p{Script=Hebrew}\p{Script=Arabic}]/u.test(word) ? ids.reverse() : ids;
};

describe.each(Object.entries(WORDS) as [EmbeddedFont, readonly string[]][])('%s in the PDF', (font, words) => {
  it('is shaped into the glyphs HarfBuzz, the reference shaper, gives for real words', async () => {
    await loadFontsInNode([font]);
    // The very font object react-pdf lays the PDF's text out with, asked as react-pdf asks it (runs in the order written).
    const laidOut = Font.getFont({ fontFamily: font }).data as unknown as LaidOut;
    for (const word of words) {
      const glyphs = laidOut.layout(word, undefined, undefined, undefined, 'ltr').glyphs.map((glyph) => glyph.id);
      expect(glyphs, word).toEqual(harfBuzzGlyphs(fontFilesInNode[font], word));
    }
  });
});
