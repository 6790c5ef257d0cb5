/** A TrueType font's PostScript name (name table, ID 6): what a PDF calls the font it embeds. */
export function postscriptName(font: Buffer): string {
  const tables = font.readUInt16BE(4);
  for (let index = 0; index < tables; index += 1) {
    const record = 12 + index * 16;
    if (font.toString('latin1', record, record + 4) !== 'name') continue;
    const table = font.readUInt32BE(record + 8);
    const [count, strings] = [font.readUInt16BE(table + 2), table + font.readUInt16BE(table + 4)];
    for (let entry = 0; entry < count; entry += 1) {
      const at = table + 6 + entry * 12;
      const [platform, , , nameId, length, offset] = [0, 2, 4, 6, 8, 10].map((field) => font.readUInt16BE(at + field)) as number[];
      if (nameId !== 6) continue;
      const bytes = font.subarray(strings + offset!, strings + offset! + length!);
      // Windows names are UTF-16 big-endian; Macintosh ones are single bytes.
      return platform === 3 ? Buffer.from(bytes).swap16().toString('utf16le') : bytes.toString('latin1');
    }
  }
  throw new Error('The font has no PostScript name');
}
