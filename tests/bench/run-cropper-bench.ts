// npx tsx tests/bench/run-cropper-bench.ts [--runs N]: the label cropper's rows of npm run bench alone, on the built dist/.
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../e2e/support/chromium';
import { serveStatic } from '../support/static-server';
import { cropperRows } from './measure-cropper';
import { markdownTable, met } from './report';

const index = process.argv.indexOf('--runs');
const runs = index >= 0 ? Number(process.argv[index + 1]) : 3;
const port = 4793;
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
  const rows = await cropperRows(browser, `http://127.0.0.1:${port}`, runs, repeat);
  console.log(markdownTable(rows));
  const missed = rows.filter((row) => met(row) === false).map((row) => row.figure);
  console.log(missed.length === 0 ? 'Every target met.' : `Targets not met: ${missed.join('; ')}`);
} finally {
  await browser.close();
  server.close();
}
