// Checks one language's catalogs against English before they are committed: every message translated, its ICU valid,
// and the same placeholders ({name}, #) and tags (<0>…</0>) as the English. Usage: node tests/tools/check-translations.mjs de
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@messageformat/parser';

const locale = process.argv[2];
if (!locale) throw new Error('Name a language: node tests/tools/check-translations.mjs de');
const dir = join(import.meta.dirname, '../../src/locales', locale);

/** The entries of a .po file: context, English, translation, with PO's escapes undone. */
function entriesOf(text) {
  const unquote = (lines) => lines.map((line) => JSON.parse(line.replace(/^(msgctxt|msgid|msgstr) /, ''))).join('');
  return text.split(/\n\n+/).flatMap((block) => {
    const lines = block.split('\n').filter((line) => !line.startsWith('#'));
    const field = (name) => {
      const start = lines.findIndex((line) => line.startsWith(`${name} `));
      if (start < 0) return null;
      let end = start + 1;
      while (end < lines.length && lines[end].startsWith('"')) end += 1;
      return unquote(lines.slice(start, end));
    };
    const id = field('msgid');
    return id ? [{ context: field('msgctxt'), id, translation: field('msgstr') ?? '' }] : [];
  });
}

/** The placeholders and tags a message has, whatever its words: what a translation must keep. */
function shapeOf(message) {
  const found = new Set();
  const walk = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(`{${token.arg}}`);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`{${token.arg}, ${token.type}}`);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  for (const tag of message.matchAll(/<\/?(\d+)\/?>/g)) found.add(tag[0]);
  return [...found].sort().join(' ');
}

let problems = 0;
for (const file of readdirSync(dir).filter((name) => name.endsWith('.po'))) {
  for (const { context, id, translation } of entriesOf(readFileSync(join(dir, file), 'utf8'))) {
    const where = `${file}: ${context ? `[${context}] ` : ''}${id.slice(0, 70)}`;
    if (id === '') continue;
    if (translation.trim() === '') {
      problems += 1;
      console.log(`untranslated  ${where}`);
      continue;
    }
    try {
      const want = shapeOf(id);
      const got = shapeOf(translation);
      if (want !== got) {
        problems += 1;
        console.log(`placeholders  ${where}\n  English: ${want}\n  ${locale}: ${got}`);
      }
    } catch (error) {
      problems += 1;
      console.log(`invalid ICU   ${where}: ${error.message}`);
    }
  }
}
console.log(problems === 0 ? `${locale}: every message translated, placeholders and tags kept` : `${locale}: ${problems} problems`);
process.exit(problems === 0 ? 0 : 1);
