// The ZPL commands ShipLabel's reader (the zebrash engine) draws, and those that draw nothing (printer settings, job
// control, comments): any other command in a carrier's file is one whose ink the reader leaves out, and says so.

/** Drawn by the reader: fields, fonts, barcodes, boxes, graphics, stored formats and graphics. ^A stands for ^A0…^AZ and ^A@. */
const DRAWN = [
  '^A', '^B2', '^B3', '^B7', '^BC', '^BD', '^BE', '^BO', '^BQ', '^BX', '^BY', '^CF', '^CI', '^CW', '^DF', '^FB', '^FD', '^FH',
  '^FN', '^FO', '^FR', '^FS', '^FT', '^FV', '^FW', '^GB', '^GC', '^GD', '^GF', '^GS', '^IL', '^LH', '^LR', '^PO', '^PW', '^XF',
  '^XG', '~DG', '~DU', '^XA', '^XZ',
];

/** Print no ink: media, speed, darkness, quantity, label length and shift, memory, comments, host status. */
const INKLESS = [
  '^LL', '^LS', '^LT', '^MM', '^MN', '^MT', '^MD', '^MF', '^MU', '^MW', '^PR', '^PQ', '^PM', '^PF', '^PA', '^PP', '^PH', '^CC',
  '^CD', '^CT', '^CM', '^CV', '^CO', '^JM', '^JU', '^JZ', '^JJ', '^JS', '^SZ', '^SL', '^SC', '^SP', '^SS', '^FX', '^ID', '^IS', '^KL',
  '^KP', '^XB', '^HH', '^HW', '^HF', '^HG', '^EG', '^FM', '^FP', '^FL', '^FC', '~SD', '~TA', '~JS', '~JC', '~JD', '~JE', '~JA',
  '~JB', '~JL', '~JN', '~JO', '~JP', '~JR', '~JX', '~HS', '~HI', '~HM', '~HB', '~HD', '~HQ', '~HU', '~WC', '~EG', '~PS', '~PP',
  '~PH', '~PL', '~PM', '~PR', '~RO', '~CC', '~CD', '~CT', '~NC', '~DN', '~DY', '~DE', '~DS', '~DT', '~DB', '^DN', '^DY',
];

const KNOWN: ReadonlySet<string> = new Set([...DRAWN, ...INKLESS]);

/** A command's name as written: the prefix and its two letters (^FO, ~DG), or ^A for a font command (^A0, ^AB, ^A@). */
const nameOf = (prefix: string, letters: string): string => (letters.startsWith('A') ? `${prefix}A` : `${prefix}${letters}`);

/** Every command of a label's text, in order: its name and where it starts. */
export function commandsOf(text: string): { name: string; at: number }[] {
  const found: { name: string; at: number }[] = [];
  for (const match of text.matchAll(/([\^~])([A-Za-z@0-9]{2})/g)) found.push({ name: nameOf(match[1] ?? '^', (match[2] ?? '').toUpperCase()), at: match.index ?? 0 });
  return found;
}

/** The commands in the text that the reader does not draw and that are not inkless settings, each named once. */
export function unknownCommands(text: string): string[] {
  // Field data may hold carets only as ^FH escapes, so every caret outside it starts a command; text inside ^FX is a comment.
  const names = commandsOf(text.replace(/\^FX[^^~]*/g, '')).map((command) => command.name);
  return [...new Set(names.filter((name) => !KNOWN.has(name)))];
}
