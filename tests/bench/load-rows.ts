import type { Browser } from '@playwright/test';
import { gzipKb, routeChunkFiles } from '../support/built-chunks';
import { measureLighthouse } from './measure-lighthouse';
import { measureLoad } from './measure-load';
import type { Row } from './report';
import { spread } from './stats';

/** Each route's page module, whose chunk and static imports are what the route fetches before it is interactive. */
const pageModules: Record<string, string> = {
  '/': 'src/pages/home/home-page.tsx',
  '/generator': 'src/pages/generator/generator-page.tsx',
  '/contact': 'src/pages/contact/contact-page.tsx',
  '/privacy': 'src/pages/legal/privacy-page.tsx',
  '/terms': 'src/pages/legal/terms-page.tsx',
};
// Issue 22's targets for the JavaScript fetched before the page is interactive.
const beforeInteractiveTargets: Record<string, number> = { '/': 101, '/generator': 120 };
const kb = (bytes: number) => bytes / 1024;

/** Route JavaScript before it is interactive (from the build's manifest) and in all after a visit (from the browser). */
export async function loadRows(browser: Browser, origin: string, routes: readonly string[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const route of routes) {
    const module = pageModules[route];
    if (module) {
      const target = beforeInteractiveTargets[route];
      rows.push({ figure: `${route} JavaScript before it is interactive, gzip`, unit: 'KB', value: spread([gzipKb(routeChunkFiles(module))]), ...(target ? { target: { op: '<=', limit: target } } : {}) });
    }
    const { load, worker } = await measureLoad(browser, origin, route);
    rows.push({ figure: `${route} JavaScript in all, idle fetches included, gzip (${kb(load.jsBytes).toFixed(0)} KB raw)`, unit: 'KB', value: spread([kb(load.jsGzip)]) });
    rows.push({ figure: `${route} CSS, gzip (styles are injected by styled-components)`, unit: 'KB', value: spread([kb(load.cssGzip)]) });
    if (worker) rows.push({ figure: `label worker chunk, gzip (${kb(worker.bytes).toFixed(0)} KB raw), loaded by ${route}`, unit: 'KB', value: spread([kb(worker.gzip)]), target: { op: '<=', limit: 520 } });
    else if (route !== '/generator') rows.push({ figure: `${route} loads the label worker`, unit: '', value: spread([0]), target: { op: '=', limit: 0 } });
  }
  return rows;
}

/** Lighthouse (mobile defaults) for `/` and `/generator`, `runs` times each. */
export async function lighthouseRows(origin: string, runs: number, report: (label: string) => void): Promise<Row[]> {
  const rows: Row[] = [];
  for (const route of ['/', '/generator']) {
    const scores = [];
    for (let run = 1; run <= runs; run += 1) {
      report(`Lighthouse ${route}: run ${run}/${runs}`);
      scores.push(await measureLighthouse(`${origin}${route}`));
    }
    rows.push(
      { figure: `Lighthouse mobile ${route}: performance`, unit: '', value: spread(scores.map((s) => s.performance)), target: { op: '>=', limit: 95 } },
      { figure: `Lighthouse mobile ${route}: accessibility`, unit: '', value: spread(scores.map((s) => s.accessibility)), target: { op: '=', limit: 100 } },
      { figure: `Lighthouse mobile ${route}: best practices`, unit: '', value: spread(scores.map((s) => s.bestPractices)), target: { op: '=', limit: 100 } },
      { figure: `Lighthouse mobile ${route}: SEO`, unit: '', value: spread(scores.map((s) => s.seo)), target: { op: '=', limit: 100 } },
    );
  }
  return rows;
}
