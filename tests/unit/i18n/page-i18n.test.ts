import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n/page-i18n';

// The page reads its words through its own small runtime (src/i18n/page-i18n.ts), not @lingui/core's I18n. Every
// message of every catalog, compiled as the build compiles it, must read the same in both: for counts that pick each
// plural form of each language, for every case of every select, with the values in their places.

const catalogs = import.meta.glob<{ messages: Messages }>('../../../src/locales/*/*.po', { eager: true });
const languages = [...new Set(Object.keys(catalogs).map((path) => path.split('/').at(-2)!))];

type Compiled = string | unknown[];

/** The message's placeholders: each plural's and select's name with its case keys, and the plain ones. */
function placeholdersOf(message: Compiled, found = new Map<string, string[]>()): Map<string, string[]> {
  if (typeof message === 'string') return found;
  for (const token of message) {
    if (!Array.isArray(token)) continue;
    const [name, kind, cases] = token as [string, string?, Record<string, Compiled>?];
    found.set(name, [...(found.get(name) ?? []), ...(kind === 'select' ? Object.keys(cases ?? {}) : [])]);
    for (const [key, nested] of Object.entries(cases ?? {})) if (key !== 'offset') placeholdersOf(nested, found);
  }
  return found;
}

// Counts that reach every plural form of the twelve languages (Polish and Arabic have six), and a fraction.
const COUNTS = [0, 1, 2, 3, 5, 11, 12, 22, 101, 1000, 1.5];

/** Values that take the message through each count and each select case, one sample after another. */
function samplesOf(message: Compiled): Record<string, unknown>[] {
  const placeholders = [...placeholdersOf(message)];
  const rounds = Math.max(COUNTS.length, ...placeholders.map(([, keys]) => keys.length + 1));
  return Array.from({ length: rounds }, (_, round) =>
    Object.fromEntries(
      placeholders.map(([name, keys]) => {
        if (keys.length > 0) return [name, keys[round] ?? 'a value no case names'];
        return [name, /count|number|total|done|pages|labels|rows|files|n$/i.test(name) ? COUNTS[round % COUNTS.length] : `‹${name}›`];
      }),
    ),
  );
}

describe('the page’s own message runtime', () => {
  it('reads every message of every language as @lingui/core reads it', () => {
    let checked = 0;
    for (const language of languages) {
      const messages: Messages = Object.assign({}, ...Object.entries(catalogs).filter(([path]) => path.includes(`/${language}/`)).map(([, module]) => module.messages));
      i18n.load(language, messages);
      i18n.activate(language);
      const lingui = setupI18n({ locale: language, messages: { [language]: messages } });
      for (const [id, message] of Object.entries(messages)) {
        for (const values of samplesOf(message as Compiled)) {
          expect(i18n._(id, values), `${language} ${id} ${JSON.stringify(values)}`).toBe(lingui._(id, values));
          checked += 1;
        }
      }
    }
    expect(languages).toHaveLength(13); // twelve languages and the pseudo-locale
    expect(checked).toBeGreaterThan(100_000);
  });

  it('picks each language’s plural form, writes the count as its language does and takes a descriptor’s values', () => {
    i18n.load('pl', { files: [['n', 'plural', { one: ['#', ' plik'], few: ['#', ' pliki'], many: ['#', ' plików'], other: ['#', ' pliku'] }]] });
    i18n.activate('pl');
    expect([1, 3, 5, 1.5, 1234].map((n) => i18n._('files', { n }))).toEqual(['1 plik', '3 pliki', '5 plików', '1,5 pliku', '1234 pliki']);
    i18n.load('ar', { files: [['n', 'plural', { '0': ['لا ملفات'], other: ['#', ' ملف'] }]] });
    i18n.activate('ar');
    expect(i18n._({ id: 'files', values: { n: 0 } })).toBe('لا ملفات');
    expect(i18n._({ id: 'files', values: { n: 12 } })).toBe('12 ملف');
  });

  it('says when a message is missing, and shows its source text or, failing that, its id', () => {
    i18n.activate('de');
    const asked: string[] = [];
    const stop = i18n.on('missing', ({ locale, id }) => void asked.push(`${locale} ${id}`));
    expect(i18n._({ id: 'no-such-message', message: 'Fallback' })).toBe('Fallback');
    expect(i18n._('another-missing-one')).toBe('another-missing-one');
    stop();
    i18n._('unheard');
    expect(asked).toEqual(['de no-such-message', 'de another-missing-one']);
  });

  it('formats numbers and dates for the page’s language', () => {
    i18n.activate('de');
    expect(i18n.number(1234.5)).toBe('1.234,5');
    expect(i18n.number(25.4, { style: 'unit', unit: 'millimeter' })).toBe('25,4 mm');
    expect(i18n.date(new Date('2026-03-01T00:00:00Z'), { dateStyle: 'long', timeZone: 'UTC' })).toBe('1. März 2026');
  });
});
