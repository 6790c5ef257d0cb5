import type { PageReading } from '../../src/label-reading/page-reading';
import type { Rect } from '../../src/stock/sheet-slots';
import { pageKey, startedEarly } from './started-early';

// A page's reading is started as soon as its labels are found, so that its barcodes are decoded (beside this worker)
// while the next pages are looked at; the page asks for it later, and takes it if it asks about the same labels.

const started = startedEarly<{ labels: readonly Rect[]; reading: Promise<PageReading> }>();

const sameRects = (a: readonly Rect[], b: readonly Rect[]): boolean =>
  a.length === b.length && a.every((rect, index) => {
    const other = b[index];
    return other !== undefined && rect.xMm === other.xMm && rect.yMm === other.yMm && rect.widthMm === other.widthMm && rect.heightMm === other.heightMm;
  });

/** Starts reading a page for the labels found on it; a failure waits for the page to ask, and is read afresh then. */
export function startReading(id: string, page: number, labels: readonly Rect[], read: () => Promise<PageReading>): void {
  const reading = read();
  reading.catch(() => undefined);
  started.keep(pageKey(id, page), { labels, reading });
}

/** The page's reading for `labels`: the one started for them if there is one (taken once), else read now. */
export function readingFor(id: string, page: number, labels: readonly Rect[], read: () => Promise<PageReading>): Promise<PageReading> {
  const early = started.take(pageKey(id, page));
  return early && sameRects(early.labels, labels) ? early.reading.catch(read) : read();
}

/** Forgets a closed file's started readings. */
export const forgetReadings = (id: string): void => started.forgetFile(id);
