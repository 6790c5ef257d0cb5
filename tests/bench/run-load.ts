// Just the load figures and Lighthouse: npm run build -- --logLevel warn && tsx tests/bench/run-load.ts [--lighthouse-runs N] (default 3).
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../e2e/support/chromium';
import { serveStatic } from '../support/static-server';
import { lighthouseRows, loadRows } from './load-rows';
import { markdownTable } from './report';

const index = process.argv.indexOf('--lighthouse-runs');
const lighthouseRuns = index >= 0 ? Number(process.argv[index + 1]) : 3;
const port = 4793; // not the full bench's nor the typing run's, so they can run side by side
const origin = `http://127.0.0.1:${port}`;

const server = await serveStatic(join(process.cwd(), 'dist'), port);
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  const rows = [...(await loadRows(browser, origin, ['/', '/generator', '/contact', '/privacy', '/terms'])), ...(await lighthouseRows(origin, lighthouseRuns, (label) => process.stderr.write(`  ${label}\n`)))];
  console.log(`\nLighthouse runs: ${lighthouseRuns}; median, min and max\n\n${markdownTable(rows)}\n`);
} finally {
  await browser.close();
  server.close();
}
