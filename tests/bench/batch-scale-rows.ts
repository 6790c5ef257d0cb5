import type { Browser } from '@playwright/test';
import { measureBatch, type BatchRun } from './measure-batch';
import type { Row } from './report';
import { spread } from './stats';

type Repeat = <T>(label: string, count: number, measure: () => Promise<T>) => Promise<T[]>;

const MB = 1024 * 1024;

/**
 * Issue 32's batch figures: 10,000 orders on 4 × 6 in labels from the click on Create to the file saved, with the PDF's
 * size, the batch workers' memory and the page's heap; and the page's long tasks while 1,000 are made.
 */
export async function batchScaleRows(browser: Browser, origin: string, runs: number, repeat: Repeat): Promise<Row[]> {
  const large: BatchRun[] = await repeat('a batch of 10,000 labels at 4 × 6 in', runs, () => measureBatch(browser, origin, 10_000));
  const small: BatchRun[] = await repeat('a batch of 1,000 labels at 4 × 6 in, for its long tasks', runs, () => measureBatch(browser, origin, 1_000));
  return [
    { figure: 'batch of 10,000 labels, 4 × 6 in: Create click → file saved, 1x', unit: 'ms', value: spread(large.map((run) => run.toFileMs)), target: { op: '<=', limit: 15_000 } },
    { figure: 'batch of 10,000: Create → PDF ready', unit: 'ms', value: spread(large.map((run) => run.createMs)) },
    { figure: 'batch of 10,000: PDF size', unit: 'MB', value: spread(large.map((run) => run.pdfBytes / MB)), target: { op: '<=', limit: 25 } },
    { figure: 'batch of 10,000: batch workers’ memory together at its peak', unit: 'MB', value: spread(large.map((run) => run.workerPeakMb)) },
    { figure: 'batch of 10,000: page heap after Download ÷ before Create', unit: '%', value: spread(large.map((run) => (100 * run.pageHeapAfterMb) / run.pageHeapBeforeMb)), target: { op: '<=', limit: 120 } },
    { figure: 'batch of 10,000: page long tasks while it runs', unit: '', value: spread(large.map((run) => run.longTasks)) },
    { figure: 'batch of 1,000 labels, 4 × 6 in: Create click → file saved, 1x', unit: 'ms', value: spread(small.map((run) => run.toFileMs)) },
    { figure: 'batch of 1,000: page long tasks while it runs', unit: '', value: spread(small.map((run) => run.longTasks)), target: { op: '=', limit: 0 } },
    { figure: 'batch of 1,000: longest page task while it runs (0: none over 50 ms)', unit: 'ms', value: spread(small.map((run) => run.longestTaskMs)) },
  ];
}
