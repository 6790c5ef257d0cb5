import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, findChromium } from '../e2e/support/chromium';
import { serveStatic } from '../support/static-server';
import { markdownTable, met, type Row } from './report';

/** Runs `measure` `count` times, saying which run it is on stderr. */
export async function repeat<T>(label: string, count: number, measure: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let run = 1; run <= count; run += 1) {
    process.stderr.write(`  ${label}: run ${run}/${count}\n`);
    results.push(await measure());
  }
  return results;
}

/**
 * One part of npm run bench alone, on the built dist/ (`--runs N`, default 3): served on `port`, measured in the system
 * Chromium, printed as a table with the targets it missed.
 */
export async function runBenchPart(port: number, rowsOf: (browser: Browser, origin: string, runs: number, again: typeof repeat) => Promise<Row[]>): Promise<void> {
  const index = process.argv.indexOf('--runs');
  const runs = index >= 0 ? Number(process.argv[index + 1]) : 3;
  const server = await serveStatic(join(process.cwd(), 'dist'), port);
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const rows = await rowsOf(browser, `http://127.0.0.1:${port}`, runs, repeat);
    console.log(markdownTable(rows));
    const missed = rows.filter((row) => met(row) === false).map((row) => row.figure);
    console.log(missed.length === 0 ? 'Every target met.' : `Targets not met: ${missed.join('; ')}`);
  } finally {
    await browser.close();
    server.close();
  }
}
