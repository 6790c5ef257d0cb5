import { graphicProblem, type GraphicProblem, type Inflate } from './graphic-check';
import { unknownCommands } from './zpl-commands';
import type { DotsPerMm } from './zpl-stock';

// A ZPL file as the cropper reads it: its labels (each ^XA … ^XZ, with the downloads before it that it may recall),
// each label's size from its ^PW and ^LL, the commands the reader will leave out, and graphics that are not whole.

/** One label of a file: the text to draw it from, its size in dots, what the reader skips, and its graphics' problems. */
export type ZplLabel = { text: string; widthDots: number | null; lengthDots: number | null; skipped: string[]; graphics: GraphicProblem[] };


/** A label with no ^PW or ^LL is taken to be the commonest: 4 × 6 in. */
export const DEFAULT_LABEL_MM = { width: 101.6, height: 152.4 } as const;

const lastNumber = (command: string, text: string): number | null => {
  let found: number | null = null;
  for (const match of text.matchAll(new RegExp(`\\${command}\\s*(\\d+)`, 'gi'))) found = Number(match[1]);
  return found !== null && found > 0 ? found : null;
};

/** The labels of a file's text, each with the text outside labels that came before it (stored graphics and formats). */
export function splitLabels(text: string): string[] {
  const labels: string[] = [];
  let preamble = '';
  let at = 0;
  for (const match of text.matchAll(/\^XA[\s\S]*?\^XZ/gi)) {
    preamble += text.slice(at, match.index);
    labels.push(`${preamble.trim() === '' ? '' : `${preamble}\n`}${match[0]}`);
    at = (match.index ?? 0) + match[0].length;
  }
  return labels;
}

/** How many labels the text holds, counted without reading them: a file of too many is refused before any work. */
export const labelCount = (text: string): number => text.match(/\^XA/gi)?.length ?? 0;

/** A label read: its size (the last ^PW and ^LL, its own or its downloads'), skipped commands and graphic problems. */
export async function readLabel(text: string, inflate: Inflate): Promise<ZplLabel> {
  const graphics: GraphicProblem[] = [];
  for (const match of text.matchAll(/\^GF[^^~]*/gi)) {
    const problem = await graphicProblem(match[0], inflate);
    if (problem) graphics.push(problem);
  }
  return { text, widthDots: lastNumber('^PW', text), lengthDots: lastNumber('^LL', text), skipped: unknownCommands(text), graphics };
}

/** A label's size in mm at the file's dots per mm (the usual 4 × 6 in where it does not say). */
export const labelMm = (label: Pick<ZplLabel, 'widthDots' | 'lengthDots'>, dotsPerMm: DotsPerMm): { width: number; height: number } => ({
  width: label.widthDots === null ? DEFAULT_LABEL_MM.width : label.widthDots / dotsPerMm,
  height: label.lengthDots === null ? DEFAULT_LABEL_MM.height : label.lengthDots / dotsPerMm,
});
