// npx tsx tests/bench/run-stock-bench.ts [--runs N]: the label-stock rows of npm run bench alone, on the built dist/.
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../e2e/support/chromium';
import { serveStatic } from '../support/static-server';
import { markdownTable } from './report';
import { stockBatchRows } from './stock-batch-rows';

const index = process.argv.indexOf('--runs');
const runs = index >= 0 ? Number(process.argv[index + 1]) : 3;
const port = 4792;
const server = await serveStatic(join(process.cwd(), 'dist'), port);
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  const repeat = async <T>(label: string, count: number, measure: () => Promise<T>): Promise<T[]> => {
    const results: T[] = [];
    for (let run = 1; run <= count; run += 1) {
      process.stderr.write(`  ${label}: run ${run}/${count}\n`);
      results.push(await measure());
    }
    return results;
  };
  console.log(markdownTable(await stockBatchRows(browser, `http://127.0.0.1:${port}`, runs, repeat)));
} finally {
  await browser.close();
  server.close();
}
