import { expect, test } from './support/fixtures';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { distDir, gzipKb, readBuilt, routeChunkFiles, workerChunkFile } from '../support/built-chunks';
import { postscriptName } from '../support/font-names';

// Size budgets, read from the build (gzip -9), so a change that grows what a visitor downloads fails here.
// The targets are 80 KB (home) and 110 KB (generator). React DOM 19 alone is 65.7 KB and, with
// React and styled-components, the prescribed stack is 80.3 KB before any router or page code, so these
// budgets hold today's sizes (README, Performance) instead: they may shrink, never grow unnoticed. The
// generator grew from 117 to 124 KB with label sizes: the layout model the preview shares with the PDF
// (wrapping, Helvetica's widths, fitting and paging) and the size, resolution and slot controls; and to 126 KB
// with every script: line breaking for CJK and Thai, bidi direction, which font a script needs, the preview's
// @font-face rules and its worker-made layouts (the fonts themselves are separate files, fetched on demand);
// and to 128 KB with labels from a spreadsheet: the section and its import controls (file, drop, paste, template
// link) are on the page from the start; the review, mapping and Create are a chunk fetched on the first import;
// and to 130 KB with prerendered pages: hydration, the sample values and no-script notice in the markup, keeping
// what is typed before the code arrives (early-edits.ts), and the import of the offline chunk (the service
// worker's registration and update prompt, loaded after the page).
const budgets = {
  home: { page: 'src/pages/home/home-page.tsx', kb: 102 },
  generator: { page: 'src/pages/generator/generator-page.tsx', kb: 130 },
};
const WORKER_BUDGET_KB = 520;

for (const [route, { page, kb }] of Object.entries(budgets)) {
  test(`the ${route} route's JavaScript stays within ${kb} KB gzip`, () => {
    const size = gzipKb(routeChunkFiles(page));
    expect(size, `${route}: ${size.toFixed(1)} KB`).toBeLessThanOrEqual(kb);
  });
}

test(`the label worker chunk stays within ${WORKER_BUDGET_KB} KB gzip`, () => {
  const worker = workerChunkFile();
  expect(worker).toBeDefined();
  const size = gzipKb([`assets/${worker}`]);
  expect(size, `${size.toFixed(1)} KB`).toBeLessThanOrEqual(WORKER_BUDGET_KB);
});

// The budget for every embedded font together, uncompressed on disk.
const FONTS_BUDGET_BYTES = 12_000_000;

test('the embedded fonts are separate TrueType files, one per family, 12 MB together at most', () => {
  const fonts = readdirSync(join(distDir, 'assets')).filter((name) => name.endsWith('.ttf'));
  const total = fonts.reduce((sum, name) => sum + statSync(join(distDir, 'assets', name)).size, 0);
  const names = fonts.map((name) => postscriptName(readBuilt(`assets/${name}`)));

  expect(fonts).toHaveLength(11);
  expect(total, `${(total / 1e6).toFixed(2)} MB`).toBeLessThanOrEqual(FONTS_BUDGET_BYTES);
  expect(new Set(names).size, names.join(', ')).toBe(fonts.length);
  expect(fonts.every((name) => /^[A-Za-z]+-[\w-]+\.ttf$/.test(name))).toBe(true);
});
