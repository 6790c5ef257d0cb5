import type { Browser } from '@playwright/test';
import { measureBatch, type BatchRun } from './measure-batch';
import type { Row } from './report';
import { spread } from './stats';

type Repeat = <T>(label: string, count: number, measure: () => Promise<T>) => Promise<T[]>;

const AVERY_5160 = 'Avery 5160 / 8160 — 2⅝ × 1 in, 30 per sheet';
const COUNT = 1000;

/**
 * 1,000 orders on 4 × 6 in labels and on Avery 5160 (30 address labels a sheet, 34 pages), run alternately so a
 * busy minute weighs on both: Create → PDF ready, and per label, the sheet's at most the 4 × 6 in median.
 */
export async function stockBatchRows(browser: Browser, origin: string, runs: number, repeat: Repeat): Promise<Row[]> {
  const thermal: BatchRun[] = [];
  const sheet: BatchRun[] = [];
  await repeat(`a batch of ${COUNT} labels at 4 × 6 in, then on Avery 5160`, runs, async () => {
    thermal.push(await measureBatch(browser, origin, COUNT));
    sheet.push(await measureBatch(browser, origin, COUNT, AVERY_5160));
  });
  const perLabel = (batch: BatchRun[]) => spread(batch.map((run) => run.createMs / COUNT));
  const thermalPerLabel = perLabel(thermal);
  return [
    { figure: `batch of ${COUNT} labels, Avery 5160: Create → PDF ready, 1x`, unit: 'ms', value: spread(sheet.map((run) => run.createMs)), target: { op: '<=', limit: 10000 } },
    { figure: `batch of ${COUNT}, 4 × 6 in (alternating with it): ms per label`, unit: 'ms', value: thermalPerLabel },
    { figure: `batch of ${COUNT}, Avery 5160: ms per label, at most the 4 × 6 in median`, unit: 'ms', value: perLabel(sheet), target: { op: '<=', limit: thermalPerLabel.median } },
    { figure: `batch of ${COUNT}, Avery 5160: page long tasks while it runs`, unit: '', value: spread(sheet.map((run) => run.longTasks)), target: { op: '=', limit: 0 } },
  ];
}
