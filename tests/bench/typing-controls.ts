import type { Browser, Page } from '@playwright/test';
import { liveGenerator, measureTyping, type TypingPage, type TypingRun } from './measure-typing';
import type { Row } from './report';
import { spread } from './stats';

/**
 * The same keystrokes on the generator and on two pages with no app script, so a slow p95 can be
 * put down to the page's own script or to its HTML and CSS, and the machine's noise cancels out:
 * - static control: the generator's prerendered HTML and CSS, scripts removed;
 * - bare control: one textarea, the floor the browser itself sets on this machine.
 */
export type TypingWithControls = { live: TypingRun; static: TypingRun; bare: TypingRun };
export type TypingPages = Record<keyof TypingWithControls, TypingPage>;

/**
 * The HTML with every <script> element and module preload removed. The manifest link stays: it
 * runs nothing and keeps the <head> as it is. Throws if a script is left.
 */
export function withoutScripts(html: string): string {
  const stripped = html.replace(/<script\b[\s\S]*?<\/script\s*>/gi, '').replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, '');
  if (/<script\b|modulepreload/i.test(stripped)) throw new Error('withoutScripts left a script or a module preload in the page');
  return stripped;
}

const BARE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Typing, bare control</title></head><body><textarea name="toAddress" rows="4" cols="60" aria-label="Address"></textarea></body></html>';

/** Serves `body` at `url` to this page only: the same origin as the generator, so like for like. */
const routed = (url: string, body: string) => async (page: Page) => {
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body }));
  await page.goto(url);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(1000); // layout and paint settle before the throttling starts
};

/** The three pages; the static control is made from the HTML /generator serves. */
export async function typingPages(origin: string): Promise<TypingPages> {
  const response = await fetch(`${origin}/generator`);
  if (!response.ok) throw new Error(`${origin}/generator answered ${response.status}`);
  const staticHtml = withoutScripts(await response.text());
  return {
    live: liveGenerator(origin),
    static: { open: routed(`${origin}/generator-static-control`, staticHtml), field: (name) => `[name="${name}"]` },
    // One textarea: the tracking number is typed on after the address, into the same field.
    bare: { open: routed(`${origin}/typing-bare-control`, BARE_HTML), field: () => '[name="toAddress"]' },
  };
}

/**
 * One run: each page in turn, each on a fresh page. The order rotates with `turn`, so whatever the
 * previous page leaves behind (garbage, a busy core) falls on each page alike.
 */
export async function measureTypingWithControls(browser: Browser, pages: TypingPages, rate: number, turn: number): Promise<TypingWithControls> {
  const names = ['live', 'static', 'bare'] as const;
  const results: Partial<TypingWithControls> = {};
  for (let index = 0; index < names.length; index += 1) {
    const name = names[(index + turn) % names.length]!;
    results[name] = await measureTyping(browser, pages[name], rate);
  }
  return results as TypingWithControls;
}

/** p95 of both controls and the ratios, taken run by run so the noise a run shares cancels out. */
export function controlRows(rate: number, runs: readonly TypingWithControls[]): Row[] {
  const ratio = (over: keyof TypingWithControls, under: keyof TypingWithControls) => spread(runs.map((run) => (100 * run[over].p95) / run[under].p95));
  return [
    { figure: `typing at ${rate}x: p95 interaction, static control (generator HTML and CSS, no script)`, unit: 'ms', value: spread(runs.map((run) => run.static.p95)) },
    { figure: `typing at ${rate}x: p95 interaction, bare control (one textarea)`, unit: 'ms', value: spread(runs.map((run) => run.bare.p95)) },
    { figure: `typing at ${rate}x: p95 live ÷ static control, run by run`, unit: '%', value: ratio('live', 'static'), target: { op: '<=', limit: 115 } },
    { figure: `typing at ${rate}x: p95 static control ÷ bare control, run by run`, unit: '%', value: ratio('static', 'bare'), target: { op: '<=', limit: 130 } },
  ];
}

/**
 * The bench rows for typing into the generator at `rate`; at 6x they carry the typing targets. The p95 has no
 * target of its own: even a bare textarea takes 24–32 ms here, so controlRows holds it to the controls instead.
 */
export function typingRows(rate: number, typing: readonly TypingRun[]): Row[] {
  const target6 = rate === 6;
  return [
    { figure: `typing at ${rate}x: p50 interaction`, unit: 'ms', value: spread(typing.map((run) => run.p50)) },
    { figure: `typing at ${rate}x: p95 interaction`, unit: 'ms', value: spread(typing.map((run) => run.p95)) },
    { figure: `typing at ${rate}x: max interaction`, unit: 'ms', value: spread(typing.map((run) => run.max)) },
    { figure: `typing at ${rate}x: interactions ≥ 50 ms (of ${typing[0]?.keystrokes})`, unit: '', value: spread(typing.map((run) => run.slowInteractions)), ...(target6 ? { target: { op: '=', limit: 0 } } : {}) },
    { figure: `typing at ${rate}x: long tasks`, unit: '', value: spread(typing.map((run) => run.longTasks)), ...(target6 ? { target: { op: '=', limit: 0 } } : {}) },
    { figure: `typing at ${rate}x: total blocking time`, unit: 'ms', value: spread(typing.map((run) => run.totalBlockingMs)) },
  ];
}
