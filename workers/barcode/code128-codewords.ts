// Pure: Code 128's symbols and codewords (ISO/IEC 15417), enough to read bwip-js's bars back into codewords and to
// write another value's codewords the same way.

/** Each codeword's bar and space widths in modules, from 0 to 105, then the stop (the table BWIPP's encoder uses). */
export const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213', '221312', '231212', '112232', '122132',
  '122231', '113222', '123122', '123221', '223211', '221132', '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212',
  '322112', '322211', '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313', '231113', '231311',
  '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331', '231131', '213113', '213311', '213131', '311123', '311321',
  '331121', '312113', '312311', '332111', '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111', '111242', '121142', '121241', '114212',
  '124112', '124211', '411212', '421112', '421211', '212141', '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113',
  '411311', '113141', '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] as const;

export const STOP = 106;
const SYMBOL_MODULES = 11;
const START = { 103: 'A', 104: 'B', 105: 'C' } as const;
const SHIFT = 98;
const CODE_C = 99;
const CODE_B = 100; // FNC4 in set B
const CODE_A = 101; // FNC4 in set A

type CodeSet = 'A' | 'B' | 'C';

const codewordOf = new Map<string, number>(PATTERNS.map((pattern, codeword) => [pattern, codeword]));

/** The codewords a row of modules (true: bar) spells, start to stop, or null when it is not Code 128 as we draw it. */
export function readCodewords(modules: readonly boolean[]): number[] | null {
  const codewords: number[] = [];
  for (let at = 0; at < modules.length; ) {
    const length = modules.length - at === SYMBOL_MODULES + 2 ? SYMBOL_MODULES + 2 : SYMBOL_MODULES;
    const widths: number[] = [];
    for (let module = at; module < at + length; module += 1) {
      if (module === at || modules[module] !== modules[module - 1]) widths.push(0);
      widths[widths.length - 1] = (widths.at(-1) ?? 0) + 1;
    }
    const codeword = modules[at] === true ? codewordOf.get(widths.join('')) : undefined;
    if (codeword === undefined) return null;
    codewords.push(codeword);
    at += length;
  }
  return codewords.at(-1) === STOP ? codewords : null;
}

/** A character's codeword in set A or B, or null when the set lacks it. */
const inSet = (set: 'A' | 'B', code: number): number | null => {
  if (set === 'B') return code >= 0x20 && code <= 0x7f ? code - 0x20 : null;
  return code < 0x20 ? code + 0x40 : code <= 0x5f ? code - 0x20 : null;
};

/**
 * `value`'s codewords made the way `template` (another value's, start to stop) was: the same start, code set
 * changes and shifts, each data codeword this value's own character (or pair of digits in set C), and its own check
 * digit. Null when the template does not fit the value (another shape, or a function character we never print).
 */
export function codewordsLike(template: readonly number[], value: string): number[] | null {
  const start = template[0] as keyof typeof START | undefined;
  let set: CodeSet | undefined = start === undefined ? undefined : START[start];
  if (set === undefined || template.at(-1) !== STOP) return null;
  const out = [start as number];
  let at = 0;
  let shifted = false;
  for (const codeword of template.slice(1, -2)) {
    const current: CodeSet = shifted ? (set === 'A' ? 'B' : 'A') : set;
    shifted = false;
    if (current === 'C') {
      if (codeword === CODE_A || codeword === CODE_B) set = codeword === CODE_A ? 'A' : 'B';
      else if (codeword < 100) {
        const pair = value.slice(at, at + 2);
        if (!/^\d\d$/.test(pair)) return null;
        out.push(Number(pair));
        at += 2;
        continue;
      } else return null;
      out.push(codeword);
      continue;
    }
    if (codeword === SHIFT) shifted = true;
    else if (codeword === CODE_C) set = 'C';
    else if ((codeword === CODE_B && current === 'A') || (codeword === CODE_A && current === 'B')) set = codeword === CODE_B ? 'B' : 'A';
    else if (codeword >= 96) return null; // FNC1–4: never in a value we print
    else {
      const mine = inSet(current, value.charCodeAt(at));
      if (mine === null || at >= value.length) return null;
      out.push(mine);
      at += 1;
      continue;
    }
    out.push(codeword);
  }
  if (at !== value.length) return null;
  const check = out.reduce((sum, codeword, index) => sum + codeword * Math.max(index, 1), 0) % 103;
  return [...out, check, STOP];
}

/** The modules (true: bar) of codewords, start to stop. */
export function modulesOf(codewords: readonly number[]): boolean[] {
  // Plain loops: arrays made for every width of every codeword were most of writing a barcode.
  const modules: boolean[] = [];
  for (const codeword of codewords) {
    const pattern = PATTERNS[codeword] ?? '';
    for (let index = 0; index < pattern.length; index += 1) {
      for (let width = pattern.charCodeAt(index) - 0x30; width > 0; width -= 1) modules.push(index % 2 === 0);
    }
  }
  return modules;
}
