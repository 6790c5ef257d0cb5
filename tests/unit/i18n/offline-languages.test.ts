import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_LOCALES } from '../../../src/i18n/locales';

// The service worker's route for the other languages' pages is copied into sw.js as it stands, so it names their
// folders itself: they must be the site's.
const source = readFileSync(join(import.meta.dirname, '../../../src/build/offline-plugin.ts'), 'utf8');

describe('the offline copy of the other languages', () => {
  it('names every language but English, by the folder its pages are in', () => {
    const named = source.match(/\(\?:\(\?:([a-z|-]+)\)\(\?:\\\/\|\$\)/)?.[1]?.split('|');
    expect(named?.sort()).toEqual(SITE_LOCALES.filter((locale) => locale.prefix).map((locale) => locale.prefix.slice(1)).sort());
  });
});
