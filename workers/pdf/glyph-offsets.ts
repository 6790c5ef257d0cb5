import PDFDocument from 'pdfkit';
import type { SubsetFont } from './glyph-copies';
import { runText } from './run-text-layer';
import { typedRunOf } from './run-typed-text';

// react-pdf draws a run's glyphs with its own renderGlyphs, unless the PDF document has a `glyphs` method, which
// it then calls instead. Its own converts each glyph's advance from points to the text space of 1000 units per
// em but not its offset, so an offset comes out size/1000 of what the font asks: a mark that a font places with
// an offset (Bengali "ন্দ্র", Thai tone marks, Arabic vowel signs) lands beside its letter instead of on it.
// This is the same drawing with the offsets converted too, and with the run's text as typed in the text layer
// (run-text-layer.ts).

type Position = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
type Glyph = { id: number; codePoints: number[]; advanceWidth: number };
type Document = {
  _font: SubsetFont & { id: string; ref: () => unknown; font: { unitsPerEm?: number } };
  _fontSize: number;
  page: { height: number; fonts: Record<string, unknown> };
  save: () => void;
  restore: () => void;
  transform: (...matrix: number[]) => void;
  addContent: (content: string) => void;
  markContent: (tag: 'Span', options: { actual: string }) => void;
  endMarkedContent: () => void;
};

const number = (n: number): number => Math.round(n * 1e6) / 1e6;

function drawGlyphs(this: Document, glyphs: readonly Glyph[], positions: readonly Position[], x: number, y: number): void {
  const toTextSpace = 1000 / this._fontSize;
  const advanceScale = 1000 / (this._font.font.unitsPerEm || 1000);
  const { codes, actualText } = runText({ font: this._font, advanceScale }, glyphs, positions, typedRunOf(positions), toTextSpace);
  const encoded = codes.map((code) => code.hex);
  const commands: string[] = [];
  let last = 0;
  let penX = x;
  let hadOffset = false;
  this.save();
  this.transform(1, 0, 0, -1, 0, this.page.height);
  // Inside the q…Q: poppler places the ActualText with the graphics state it finds at the EMC.
  if (actualText !== undefined) this.markContent('Span', { actual: actualText });
  const baseline = this.page.height - y;
  this.page.fonts[this._font.id] ??= this._font.ref();
  this.addContent('BT');
  this.addContent(`1 0 0 1 ${number(penX)} ${number(baseline)} Tm`);
  this.addContent(`/${this._font.id} ${number(this._fontSize)} Tf`);
  // A TJ segment: glyphs drawn one after another, with any advance that differs from the glyph's own width.
  const addSegment = (end: number) => {
    if (last < end) {
      const position = positions[end - 1];
      const code = codes[end - 1];
      const adjust = position && code ? position.xAdvance * toTextSpace - code.width : 0;
      commands.push(`<${encoded.slice(last, end).join('')}> ${number(-adjust)}`);
    }
    last = end;
  };
  const flush = (end: number) => {
    addSegment(end);
    if (commands.length > 0) this.addContent(`[${commands.join(' ')}] TJ`);
    commands.length = 0;
  };
  positions.forEach((position, index) => {
    const code = codes[index];
    if (position.xOffset || position.yOffset) {
      flush(index);
      // The offset is in points, as the advance is: the fix.
      this.addContent(`1 0 0 1 ${number(penX + position.xOffset)} ${number(baseline + position.yOffset)} Tm`);
      flush(index + 1);
      hadOffset = true;
    } else {
      if (hadOffset) {
        this.addContent(`1 0 0 1 ${number(penX)} ${number(baseline)} Tm`);
        hadOffset = false;
      }
      if (code && position.xAdvance * toTextSpace - code.width !== 0) addSegment(index + 1);
    }
    penX += position.xAdvance;
  });
  flush(positions.length);
  this.addContent('ET');
  if (actualText !== undefined) this.endMarkedContent();
  this.restore();
}

(PDFDocument.prototype as unknown as { glyphs: typeof drawGlyphs }).glyphs = drawGlyphs;
