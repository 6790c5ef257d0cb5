// The printer's own scalable font, ZPL's font 0 (CG Triumvirate Bold Condensed on a Zebra): what it draws and how
// wide. Widths in thousandths of the font's height, as the zebrash engine (the renderer the tests read ZPL with)
// draws it; its capitals stand 0.75 of the height tall. Characters outside this table (the non-breaking space,
// which the emulation draws 0.02 wide, and every non-Latin script) are printed as graphics instead.
const WIDTHS: readonly (readonly [number, string])[] = [
  [250, " '\\|¦"],
  [274, '{}'],
  [278, '/:;IfijltÌÍÎÏìíîï‚‹‘’›'],
  [300, 'ª²³¹º'],
  [333, '!"(),.[]`r¡¨¯´·¸ˆ˜'],
  [389, 'zž'],
  [400, '°'],
  [420, '•'],
  [444, 'Jcksvxyçýÿš'],
  [500, '#$*+0123456789<=>?EFLTZ^_abdeghnopqu~¢£¤¥§«¬±µ»¿ÈÉÊË×ßàáâãäåèéêëðñòóôõö÷øùúûüþ€ƒ„†‡Ž“”–'],
  [550, '¶'],
  [556, 'ABCKPSVXYÀÁÂÃÄÅÇÝÞŠŸ'],
  [611, 'DGHNOQRUÐÑÒÓÔÕÖØÙÚÛÜ'],
  [667, '&w'],
  [722, 'æœ'],
  [750, '¼½¾'],
  [778, 'MmÆ'],
  [800, '-'],
  [830, '©®'],
  [833, '%@WŒ'],
  [860, '™'],
  [1000, '…—'],
  [1111, '‰'],
];

const WIDTH_OF: ReadonlyMap<string, number> = new Map(WIDTHS.flatMap(([width, characters]) => Array.from(characters, (character) => [character, width] as const)));

/** The font's capital height as a share of the height asked for (^A0N,h): Helvetica's capitals stand 0.718 of its size. */
export const PRINTER_FONT_CAP_SHARE = 0.75;

/** Whether the printer's font draws every character of the text. */
export const printerFontDraws = (text: string): boolean => Array.from(text).every((character) => WIDTH_OF.has(character));

/** The text's width in the printer's font at height 1 and width 1 (ZPL's ^A0N,1,1); NaN where a character is missing. */
export const printerFontWidth = (text: string): number => Array.from(text).reduce((sum, character) => sum + (WIDTH_OF.get(character) ?? Number.NaN), 0) / 1000;
