import type { Bar, BarsMask } from './bars-drawing';
import type { Code128Options } from './code128-options';
import { codewordsLike, modulesOf, readCodewords } from './code128-codewords';

/** Draws a value's bars with bwip-js (its encoder and its placing of every bar). */
export type DrawBars = (options: Code128Options) => BarsMask;

/** How bwip-js drew a value: its codewords, where its modules start, their width, and the bars' top and bottom. */
type Template = { codewords: number[]; left: number; moduleWidth: number; top: number; bottom: number; width: number; height: number };

// Code 128's code sets follow from each character's class (digit, upper case and punctuation, lower case, control):
// values of one shape, as a carrier's tracking numbers are, are encoded alike.
const characterClass = (code: number): string => (code >= 0x30 && code <= 0x39 ? '0' : code >= 0x60 ? 'b' : code < 0x20 ? 'c' : 'a');
const shapeOf = (value: string): string => Array.from(value, (char) => characterClass(char.charCodeAt(0))).join('');

const TEMPLATES_REMEMBERED = 64;

/** bwip-js's drawing read back into codewords and geometry; null when it is not the plain bars we expect. */
function templateOf({ width, height, bars }: BarsMask, moduleWidth: number): Template | null {
  const [first] = bars;
  if (!first || bars.some((bar) => bar.top !== first.top || bar.bottom !== first.bottom)) return null;
  const left = Math.min(...bars.map((bar) => bar.left));
  const right = Math.max(...bars.map((bar) => bar.right));
  if ((right - left + 1) % moduleWidth !== 0) return null;
  const modules: boolean[] = Array.from({ length: (right - left + 1) / moduleWidth }, () => false);
  for (const bar of bars) {
    if ((bar.left - left) % moduleWidth !== 0 || (bar.right - bar.left + 1) % moduleWidth !== 0) return null;
    for (let x = bar.left; x <= bar.right; x += moduleWidth) modules[(x - left) / moduleWidth] = true;
  }
  const codewords = readCodewords(modules);
  return codewords && { codewords, left, moduleWidth, top: first.top, bottom: first.bottom, width, height };
}

/** The bars of codewords, placed as the template's were. */
function barsLike(template: Template, codewords: readonly number[]): BarsMask {
  const bars: Bar[] = [];
  const { left, moduleWidth: unit, top, bottom } = template;
  modulesOf(codewords).forEach((bar, module, modules) => {
    if (!bar) return;
    if (modules[module - 1] === true) (bars[bars.length - 1] as Bar).right += unit;
    else bars.push({ left: left + module * unit, right: left + (module + 1) * unit - 1, top, bottom });
  });
  return { width: template.width, height: template.height, bars };
}

/**
 * bwip-js's Code 128 bars, drawn by bwip-js once per shape of value and drawing options, and for every other value of
 * that shape written from its codewords the way bwip-js wrote the first: the same pixels (a property test holds them
 * to bwip-js's), without bwip-js checking its nine text options for every barcode, which was most of a label's
 * barcode time. A value the template does not fit is drawn by bwip-js.
 */
export function barsByShape(draw: DrawBars): DrawBars {
  const templates = new Map<string, Template | null>();
  return (options) => {
    const key = `${shapeOf(options.text)} ${JSON.stringify({ ...options, text: '' })}`;
    const template = templates.get(key);
    const codewords = template ? codewordsLike(template.codewords, options.text) : null;
    if (template && codewords) return barsLike(template, codewords);
    const drawn = draw(options);
    if (template === undefined) {
      if (templates.size >= TEMPLATES_REMEMBERED) templates.clear();
      templates.set(key, templateOf(drawn, Math.max(1, Math.round(options.scale))));
    }
    return drawn;
  };
}
