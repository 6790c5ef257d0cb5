// subset-font ships no types; this is the part of its API the font build uses.
declare module 'subset-font' {
  type Options = { targetFormat?: 'truetype' | 'woff' | 'woff2' | 'sfnt'; noHinting?: boolean; keepAllGlyphs?: boolean };
  // eslint-disable-next-line import-x/no-default-export -- the package's own (CommonJS) export
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
