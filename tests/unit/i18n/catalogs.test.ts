import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import linguiConfig from '../../../lingui.config';

// The catalogs in src/locales are what the site says in each language. Extracted again from the source (into a copy:
// the test never writes to the repository), they must come out as committed: a word a visitor sees that is missing
// from them, or one left over from a message the site no longer has, fails here. Compiled strictly, every language
// must translate every message.

const CATALOGS = join(import.meta.dirname, '../../../src/locales');
const copy = mkdtempSync(join(tmpdir(), 'shiplabel-catalogs-'));
cpSync(CATALOGS, copy, { recursive: true });
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const lingui = (...args: string[]) =>
  execFileSync('npx', ['lingui', ...args], { env: { ...process.env, LINGUI_CATALOGS: copy }, stdio: 'pipe', encoding: 'utf8' });

const catalogOf = (root: string, file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '(none)');
// Every catalog of every language, as src/locales holds them: `de/generator.po`.
const catalogFiles = readdirSync(CATALOGS, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.po'));

describe('the message catalogs', () => {
  it('hold every message the source has, and no other: `npx lingui extract --clean` changes none of them', { timeout: 60_000 }, () => {
    lingui('extract', '--clean');
    const extracted = readdirSync(copy, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.po'));
    expect(extracted.sort()).toEqual(catalogFiles.sort());
    for (const file of catalogFiles) expect(catalogOf(copy, file), `src/locales/${file}`).toBe(catalogOf(CATALOGS, file));
  });

  it('take the words of every file that has any: none is outside the folders lingui.config.ts extracts', () => {
    const root = join(import.meta.dirname, '../../..');
    const included = linguiConfig.catalogs!.flatMap((catalog) => catalog.include.map((path) => `${path.replace('<rootDir>/', '')}/`));
    const withWords = ['src', 'workers']
      .flatMap((dir) => readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
      .filter((file) => /\.tsx?$/.test(file) && /@lingui\/(core|react)\/macro/.test(readFileSync(join(root, file), 'utf8')));
    expect(withWords.length).toBeGreaterThan(100);
    expect(withWords.filter((file) => !included.some((folder) => file.startsWith(folder)))).toEqual([]);
  });

  it('translate every message in every language, in valid ICU', { timeout: 60_000 }, () => {
    expect(() => lingui('compile', '--strict')).not.toThrow();
  });
});
