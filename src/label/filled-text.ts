/** A field counts as filled when something other than whitespace was typed. */
export const isFilled = (value: string): boolean => value.trim() !== '';

/** Splits multi-line text on \n or \r\n, trims each line and drops the blank ones. */
export const nonBlankLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
