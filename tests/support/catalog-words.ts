import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// The catalogs as the repository holds them (src/locales/<language>/<catalog>.po), read in Node: what a test expects a
// page in a language to say, and what the English it replaces was.

export type CatalogEntry = { context: string | null; id: string; translation: string; catalog: string };

const LOCALES = join(import.meta.dirname, '../../src/locales');

/** The entries of a .po file's text: context, English, translation, with PO's escapes undone. */
export function poEntries(text: string, catalog = ''): CatalogEntry[] {
  return text.split(/\n\n+/).flatMap((block) => {
    const lines = block.split('\n').filter((line) => !line.startsWith('#'));
    const field = (name: string): string | null => {
      const start = lines.findIndex((line) => line.startsWith(`${name} `));
      if (start < 0) return null;
      let end = start + 1;
      while (end < lines.length && lines[end]!.startsWith('"')) end += 1;
      return lines
        .slice(start, end)
        .map((line) => JSON.parse(line.replace(/^(msgctxt|msgid|msgstr) /, '')) as string)
        .join('');
    };
    const id = field('msgid');
    return id ? [{ context: field('msgctxt'), id, translation: field('msgstr') ?? '', catalog }] : [];
  });
}

/** Every entry of a language's catalogs (or of those named). */
export function catalogEntries(locale: string, catalogs?: readonly string[]): CatalogEntry[] {
  const dir = join(LOCALES, locale);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.po') && (catalogs === undefined || catalogs.includes(file.slice(0, -3))))
    .flatMap((file) => poEntries(readFileSync(join(dir, file), 'utf8'), file.slice(0, -3)));
}

/** What a language says for an English message (in a context, when it has one); the English when not translated. */
export function wordsFor(locale: string): (english: string, context?: string) => string {
  const entries = catalogEntries(locale);
  return (english, context) => {
    const entry = entries.find((candidate) => candidate.id === english && (context === undefined || candidate.context === context));
    if (!entry) throw new Error(`No message “${english}”${context ? ` (${context})` : ''} in the ${locale} catalogs`);
    return entry.translation || english;
  };
}
