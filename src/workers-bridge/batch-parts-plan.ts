/** A run of a batch's labels made by one worker: from `first` (an index into the batch), `count` of them. */
export type BatchPart = { first: number; count: number };

/** Below this many labels a part costs more in its own start and the joining than a second worker saves. */
export const MIN_PART_LABELS = 100;

/**
 * Where a batch is cut into parts, one per worker: contiguous runs of labels of about equal size, in the order of the
 * rows, none smaller than MIN_PART_LABELS. On a sheet of several labels each part after the first begins a new
 * sheet (the first fills the rest of the sheet from `startSlot`), counting one face per label; a label long enough
 * for two faces is found when the parts come back (batch-in-parts.ts).
 */
export function batchPartsPlan(count: number, workers: number, slotsPerPage: number, startSlot: number, minPart: number = MIN_PART_LABELS): BatchPart[] {
  const firstSheet = Math.min(count, Math.max(1, slotsPerPage - startSlot + 1));
  const sheets = count === firstSheet ? 1 : 1 + Math.ceil((count - firstSheet) / slotsPerPage);
  const parts = Math.max(1, Math.min(workers, Math.floor(count / minPart), sheets));
  // Each cut falls on the start of a sheet, the one nearest an equal share.
  const cuts = [0];
  for (let part = 1; part < parts; part += 1) {
    const share = (part * count) / parts;
    const cut = firstSheet + Math.round((share - firstSheet) / slotsPerPage) * slotsPerPage;
    const previous = cuts.at(-1) ?? 0;
    if (cut > previous && cut < count) cuts.push(cut);
  }
  return cuts.map((first, index) => ({ first, count: (cuts[index + 1] ?? count) - first }));
}
