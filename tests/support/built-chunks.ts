import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// Reads the production build in dist/ through Vite's manifest: which chunks each route loads.

type ManifestChunk = { file: string; name?: string; imports?: string[]; dynamicImports?: string[] };

export const distDir = join(process.cwd(), 'dist');

function manifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

/** The JavaScript files reachable from `keys`, through static imports and, if asked, lazy ones too. */
function reachable(keys: string[], followLazy: boolean): string[] {
  const chunks = manifest();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = chunks[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    [...(chunk.imports ?? []), ...(followLazy ? (chunk.dynamicImports ?? []) : [])].forEach(visit);
  };
  keys.forEach(visit);
  return [...seen].map((key) => chunks[key]!.file).filter((file) => file.endsWith('.js'));
}

/** Every chunk the page can ever load: the entry and everything it imports, statically or lazily. */
export const pageChunkFiles = (): string[] => reachable(['index.html'], true);

/**
 * The manifest's key for a page module's chunk: the module itself, or, where a code-splitting group holds the page
 * (vite.config.ts puts the generator's first load in one), the group's chunk, which is named after the page.
 */
function pageChunkKey(pageModule: string): string {
  const chunks = manifest();
  if (chunks[pageModule]) return pageModule;
  const name = pageModule.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  return Object.keys(chunks).find((key) => chunks[key]?.name === name) ?? pageModule;
}

/** What a first visit to a route loads: the entry, its static imports, and the page's own chunk with its imports. */
export const routeChunkFiles = (pageModule: string): string[] => reachable(['index.html', pageChunkKey(pageModule)], false);

export const workerChunkFile = (): string | undefined =>
  readdirSync(join(distDir, 'assets')).find((name) => /^label\.worker-.*\.js$/.test(name));

// A built chunk's static imports, as Rolldown writes them: `import{a as b}from"./x.js"` or `import"./x.js"`.
const STATIC_IMPORT = /(?:^|[;\n])\s*import\s*(?:[^"'`;]*?from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g;

/**
 * What the label worker loads before it can make a label: its entry chunk and the chunks it imports statically (the PDF
 * and barcode libraries, shared with its lazy chunks), in assets/. Its lazy chunks (the CSV parser, the documents) are not.
 */
export function workerChunkFiles(): string[] {
  const entry = workerChunkFile();
  if (entry === undefined) return [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, imported] of readBuilt(`assets/${file}`).toString('utf8').matchAll(STATIC_IMPORT)) if (imported) visit(imported);
  };
  visit(entry);
  return [...seen].map((file) => `assets/${file}`);
}

export const readBuilt = (file: string): Buffer => readFileSync(join(distDir, file));

/** Gzip size at level 9, as a CDN precompresses static files. */
export const gzipKb = (files: string[]): number =>
  files.reduce((total, file) => total + gzipSync(readBuilt(file), { level: 9 }).length, 0) / 1024;
