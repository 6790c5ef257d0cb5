// The CN 22 and CN 23 drawn into real PDFs, as the worker draws label faces, and read back with poppler: each box's
// value in Latin, Cyrillic, Chinese, Japanese and Arabic lies inside the box the layout gave it.
import { beforeAll, describe, expect, it } from 'vitest';
import { cn22Face } from '../../../src/contents/forms/cn22-face';
import { cn23Pages } from '../../../src/contents/forms/cn23-pages';
import type { Declaration } from '../../../src/contents/forms/declaration';
import { embeddedFontSet } from '../../../src/label/embedded-font-set';
import { HELVETICA_SET, type FontSet } from '../../../src/label/font-set';
import { fontsNeeded } from '../../../src/label/fonts-needed';
import type { Rect } from '../../../src/stock/sheet-slots';
import { makeDeclaration, makeLine } from '../../support/make-declaration';
import { loadFontsInNode } from '../../support/node-fonts';
import { pdfWords, type PdfWord } from '../../support/pdf-words';
import { pageOfFace, renderFacesPdf } from '../../support/render-faces-pdf';
import { expectWordsInBox } from '../../support/words-in-box';

const FOUR_BY_SIX = { width: 101.6, height: 152.4 };
const A4 = { width: 210, height: 297 };

type Sample = { script: string; name: string; address: string[]; items: [string, string]; origin: string; explanation: string };

const SAMPLES: Sample[] = [
  { script: 'Latin', name: 'Zofia Wójcik-Łęcka', address: ['ul. Żółkiewskiego 12', '31-539 Kraków', 'Polska'], items: ['Ręcznie malowana miska', 'Łyżka drewniana'], origin: 'Česko', explanation: 'Próbki' },
  { script: 'Cyrillic', name: 'Иван Петров', address: ['улица Тверская, дом 7', '125009 Москва', 'Россия'], items: ['Матрёшка деревянная', 'Платок шерстяной'], origin: 'Россия', explanation: 'Образцы' },
  { script: 'Chinese', name: '王小明', address: ['朝阳区建国路88号', '北京市 100022', '中国'], items: ['手工陶瓷茶杯', '丝绸围巾'], origin: '中国', explanation: '样品' },
  { script: 'Japanese', name: '山田太郎', address: ['丸の内2-7-2', '千代田区 東京都', '日本'], items: ['手ぬぐい 綿', 'こけし人形'], origin: '日本', explanation: '見本品' },
  { script: 'Arabic', name: 'أحمد علي', address: ['شارع التحرير ٥', 'القاهرة', 'مصر'], items: ['فنجان قهوة خزفي', 'وشاح حريري'], origin: 'مصر', explanation: 'عينات' },
];

const declarationIn = (sample: Sample): Declaration =>
  makeDeclaration({
    category: 'other',
    categoryExplanation: sample.explanation,
    lines: sample.items.map((description, index) => makeLine({ description, origin: sample.origin, quantity: index + 1 })),
    sender: { ...makeDeclaration().sender, name: sample.name, addressLines: sample.address },
    comments: sample.explanation,
    signature: sample.name,
  });

const textsOf = (declaration: Declaration): string[] => [
  ...declaration.lines.flatMap((line) => [line.description, line.origin]),
  ...[declaration.sender, declaration.addressee].flatMap((party) => [party.name, party.business, ...party.addressLines]),
  declaration.categoryExplanation,
  declaration.comments,
  declaration.signature ?? '',
];

const fontsFor = async (declaration: Declaration): Promise<FontSet> => {
  const needed = fontsNeeded(textsOf(declaration));
  return needed.length === 0 ? HELVETICA_SET : embeddedFontSet(await loadFontsInNode(needed));
};

type Printed = { declaration: Declaration; cn22: { words: PdfWord[]; boxes: Record<string, Rect> }; cn23: { words: PdfWord[]; boxes: Record<string, Rect>[] } };
const printed = new Map<string, Printed>();

beforeAll(async () => {
  for (const sample of SAMPLES) {
    const declaration = declarationIn(sample);
    const fonts = await fontsFor(declaration);
    const cn22 = cn22Face(declaration, FOUR_BY_SIX, fonts);
    const cn23 = cn23Pages(declaration, A4, fonts);
    const cn22Words = pdfWords(await renderFacesPdf([pageOfFace(cn22.face, FOUR_BY_SIX)]));
    const cn23Words = pdfWords(await renderFacesPdf(cn23.pages.map((face) => pageOfFace(face, A4))));
    printed.set(sample.script, { declaration, cn22: { words: cn22Words, boxes: cn22.boxes }, cn23: { words: cn23Words, boxes: cn23.boxes } });
  }
}, 120_000);

describe.each(SAMPLES.map((sample) => sample.script))('customs forms in %s, printed', (script) => {
  it('writes each line of the CN 22, its totals, what "Other" is and the signature inside their boxes', () => {
    const { declaration, cn22 } = printed.get(script)!;
    const { words, boxes } = cn22;
    declaration.lines.forEach((line, index) => {
      expectWordsInBox(words, boxes['1']!, `${line.quantity} × ${line.description}`, `(1) line ${index + 1}`);
      expectWordsInBox(words, boxes['2']!, line.netWeight, '(2)');
      expectWordsInBox(words, boxes['3']!, `${line.value} EUR`, '(3)');
      expectWordsInBox(words, boxes['4']!, line.hsCode, '(4)');
      expectWordsInBox(words, boxes['5']!, line.origin, '(5)');
    });
    expectWordsInBox(words, boxes['6']!, declaration.totalGrossWeight, '(6)');
    expectWordsInBox(words, boxes['7']!, `${declaration.totalValue} EUR`, '(7)');
    expectWordsInBox(words, boxes['8']!, `${declaration.date} ${declaration.signature}`, '(8)');
    expectWordsInBox(words, boxes.explanation!, declaration.categoryExplanation, 'explanation');
  });

  it('writes the CN 23’s parties, lines, totals and signature inside their boxes', () => {
    const { declaration, cn23 } = printed.get(script)!;
    const boxes = cn23.boxes[0]!;
    const words = cn23.words.filter((word) => word.page === 1);
    expectWordsInBox(words, boxes.senderName!, declaration.sender.name, 'sender');
    expectWordsInBox(words, boxes.senderAddress!, declaration.sender.addressLines.join(' '), 'sender’s address');
    expectWordsInBox(words, boxes.addresseeAddress!, declaration.addressee.addressLines.join(' '), 'addressee’s address');
    declaration.lines.forEach((line) => {
      expectWordsInBox(words, boxes['1']!, line.description, '(1)');
      expectWordsInBox(words, boxes['2']!, String(line.quantity), '(2)');
      expectWordsInBox(words, boxes['8']!, line.origin, '(8)');
    });
    expectWordsInBox(words, boxes['4']!, declaration.totalGrossWeight, '(4)');
    expectWordsInBox(words, boxes['6']!, `${declaration.totalValue} EUR`, '(6)');
    expectWordsInBox(words, boxes.explanation!, declaration.categoryExplanation, 'explanation');
    expectWordsInBox(words, boxes['11']!, declaration.comments, '(11)');
    expectWordsInBox(words, boxes['15']!, `${declaration.date} ${declaration.signature}`, '(15)');
  });
});

describe('customs forms printed', () => {
  it('print the titles in English and French, and the CN 23’s page numbers', () => {
    const { cn22, cn23 } = printed.get('Latin')!;
    const text = (words: readonly PdfWord[]) => words.map((word) => word.text).join(' ');
    expect(text(cn22.words)).toContain('CN 22');
    expect(text(cn22.words)).toContain('DÉCLARATION EN DOUANE');
    expect(text(cn22.words)).toContain('Date and sender’s signature (8)');
    expect(text(cn23.words)).toContain('Page 1 of 1');
    expect(text(cn23.words)).toContain('Date and sender’s signature (15)');
  });
});
