import type { ZplLabel } from './zpl-file';

/** What a ZPL label's card says beside it: commands the reader left out, and graphics that are not whole. */
export type ZplNote = { kind: 'skipped'; commands: string[] } | { kind: 'graphic-count'; says: number; holds: number } | { kind: 'graphic-damaged' };

/** The notes for one label of a ZPL file. */
export const zplNotes = (label: ZplLabel): ZplNote[] => [
  ...(label.skipped.length > 0 ? [{ kind: 'skipped' as const, commands: label.skipped }] : []),
  ...label.graphics.map((problem): ZplNote => (problem.kind === 'damaged' ? { kind: 'graphic-damaged' } : { kind: 'graphic-count', says: problem.says, holds: problem.holds })),
];
