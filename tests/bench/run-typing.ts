// Just the typing figures at 6x (the generator beside its two control pages), for quick iteration on
// the page's CSS: npm run build -- --logLevel warn && tsx tests/bench/run-typing.ts [--runs N] (default 5).
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../e2e/support/chromium';
import { markdownTable, met } from './report';
import { serveStatic } from '../support/static-server';
import { controlRows, measureTypingWithControls, typingPages, typingRows, type TypingWithControls } from './typing-controls';

const index = process.argv.indexOf('--runs');
const runs = index >= 0 ? Number(process.argv[index + 1]) : 5;
const port = 4792; // not the full bench's, so the two can run side by side
const origin = `http://127.0.0.1:${port}`;

const server = await serveStatic(join(process.cwd(), 'dist'), port);
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  const pages = await typingPages(origin);
  const results: TypingWithControls[] = [];
  for (let run = 0; run < runs; run += 1) {
    process.stderr.write(`  typing at 6x: generator, static control, bare control: run ${run + 1}/${runs}\n`);
    const result = await measureTypingWithControls(browser, pages, 6, run);
    process.stderr.write(`    p95 live ${result.live.p95.toFixed(1)} ms, static ${result.static.p95.toFixed(1)} ms, bare ${result.bare.p95.toFixed(1)} ms; live long tasks ${result.live.longTasks}\n`);
    results.push(result);
  }
  const rows = [...typingRows(6, results.map((run) => run.live)), ...controlRows(6, results)];
  console.log(`\nruns: ${runs}; median, min and max\n\n${markdownTable(rows)}\n`);
  const missed = rows.filter((row) => met(row) === false).map((row) => row.figure);
  console.log(missed.length === 0 ? 'Every target met.' : `Targets not met: ${missed.join('; ')}`);
} finally {
  await browser.close();
  server.close();
}
