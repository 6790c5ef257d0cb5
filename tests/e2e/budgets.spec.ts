import { expect, test } from './support/fixtures';
import { readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { distDir, gzipKb, readBuilt, routeChunkFiles, workerChunkFiles } from '../support/built-chunks';
import { postscriptName } from '../support/font-names';

// Size budgets for the JavaScript each route fetches before it is interactive: the entry and the page's chunk with
// what they import statically, read from the build (gzip -9), so a change that grows what a visitor downloads
// before the page works fails here, naming each chunk. Code kept for later is fetched only once the page is live,
// at idle or when the visitor reaches for it (deferred-code.spec.ts proves none of it starts sooner): the offline
// support, the side menu, the head writer; on /generator the live preview with its layout model, the Download and
// Print code with the worker's bridge, and the batch section.
// These are issue 22's targets, met: home 100.7 KB and /generator 118.2 KB on the build they were set on (the
// prescribed stack alone is 91.6 KB in the entry, and react-hook-form 12.0 KB more on /generator).
// May shrink; raised only with a measured reason written here. Issue 32 moved the generator's parts into features and
// fixed four small things on this route (120.4 KB then), and won it back (119.8 KB): the page heading and the head
// hook (usePageMeta) went into the entry (a chunk of their own, gzipped apart, had cost every route 0.3 KB),
// react-hook-form into a chunk of its own (0.2 KB), and the no-script notice's styles left the browser's code. Home
// went from 100.6 to 100.3 KB. Issue 33 raised /generator to 120.5 KB: its two new label fields, Parcels and Reference,
// are in the form a visitor types into before anything else loads, with the Parcels rule checked at each keystroke
// (119.9 → 120.16 KB, gzip -9 of the same chunks; everything else of the issue is in deferred chunks).
// Issue 36 (the site in twelve languages) grants each route 3 KB more: Lingui's core is about 2 KB of it (the page has
// its own Trans and useLingui, src/i18n/words.tsx), and the words moved out of the code into the catalogs, budgeted below.
const budgets = {
  home: { page: 'src/pages/home/home-page.tsx', kb: 104 },
  generator: { page: 'src/pages/generator/generator-page.tsx', kb: 123.5 },
};
const CATALOG_BUDGET_KB = 10;
const WORKER_BUDGET_KB = 520;

for (const [route, { page, kb }] of Object.entries(budgets)) {
  test(`the ${route} route fetches at most ${kb} KB gzip of JavaScript before it is interactive`, () => {
    const chunks = routeChunkFiles(page).map((file) => ({ name: basename(file), kb: gzipKb([file]) }));
    const total = chunks.reduce((sum, chunk) => sum + chunk.kb, 0);
    const listing = chunks
      .sort((a, b) => b.kb - a.kb)
      .map((chunk) => `${chunk.name} ${chunk.kb.toFixed(1)} KB`)
      .join(', ');
    expect(total, `${route} loads ${total.toFixed(1)} KB before it is interactive: ${listing}`).toBeLessThanOrEqual(kb);
  });
}

test(`every catalog, in every language, is at most ${CATALOG_BUDGET_KB} KB gzip`, () => {
  const catalogs = readdirSync(join(distDir, 'assets')).filter((name) => /^words-[\w-]+\.js$/.test(name));
  // Six catalogs (site, legal, generator, contents, batch, cropper) in twelve languages; the tests' pseudo-language is not built.
  expect(catalogs).toHaveLength(6 * 12);
  expect(catalogs.filter((name) => name.startsWith('words-pseudo-'))).toEqual([]);
  const over = catalogs.map((name) => ({ name, kb: gzipKb([join('assets', name)]) })).filter(({ kb }) => kb > CATALOG_BUDGET_KB);
  expect(over.map(({ name, kb }) => `${name} ${kb.toFixed(1)} KB`)).toEqual([]);
});

test('a page fetches only its own language’s catalogs, and only those its route needs', () => {
  const preloaded = (file: string) => [...readBuilt(file).toString().matchAll(/rel="modulepreload" crossorigin href="\/assets\/(words-[^"]+)"/g)].map((match) => match[1]!.replace(/-[\w-]{8}\.js$/, ''));
  expect(preloaded('de/generator.html')).toEqual(['words-de-site', 'words-de-generator', 'words-de-contents', 'words-de-batch']);
  expect(preloaded('ja/privacy.html')).toEqual(['words-ja-site', 'words-ja-legal']);
  expect(preloaded('index.html')).toEqual(['words-en-site']);
  const listed = JSON.parse(readBuilt('ar/contact.html').toString().match(/id="word-catalogs">([^<]*)</)?.[1] ?? '{}') as Record<string, string>;
  expect(Object.values(listed).every((url) => url.startsWith('/assets/words-ar-'))).toBe(true);
});

// The worker's entry with the chunks it imports statically: what it fetches before it can make a label. Its lazy chunks
// (the CSV parser, the parcel's documents) come when first used.
test(`the label worker stays within ${WORKER_BUDGET_KB} KB gzip before its lazy chunks`, () => {
  const files = workerChunkFiles();
  expect(files.length).toBeGreaterThan(0);
  const size = gzipKb(files);
  expect(size, `${size.toFixed(1)} KB: ${files.join(', ')}`).toBeLessThanOrEqual(WORKER_BUDGET_KB);
});

// The budget for every embedded font together, uncompressed on disk.
const FONTS_BUDGET_BYTES = 12_000_000;

test('the embedded fonts are separate TrueType files, one per family, 12 MB together at most', () => {
  // Not pdf.js's standard fonts (Liberation Sans): the cropper's PDF reader fetches them to draw a carrier PDF's
  // Helvetica that is not embedded in it; they are never embedded in a label.
  const fonts = readdirSync(join(distDir, 'assets')).filter((name) => name.endsWith('.ttf') && !name.startsWith('LiberationSans-'));
  const total = fonts.reduce((sum, name) => sum + statSync(join(distDir, 'assets', name)).size, 0);
  const names = fonts.map((name) => postscriptName(readBuilt(`assets/${name}`)));

  expect(fonts).toHaveLength(11);
  expect(total, `${(total / 1e6).toFixed(2)} MB`).toBeLessThanOrEqual(FONTS_BUDGET_BYTES);
  expect(new Set(names).size, names.join(', ')).toBe(fonts.length);
  expect(fonts.every((name) => /^[A-Za-z]+-[\w-]+\.ttf$/.test(name))).toBe(true);
});
