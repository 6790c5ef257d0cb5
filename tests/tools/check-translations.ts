// Checks one language's catalogs against English before they are committed: every message translated, its ICU valid,
// and the same placeholders ({name}, #) and tags (<0>…</0>) as the English. Usage: npx tsx tests/tools/check-translations.ts de
import { parse, type Token } from '@messageformat/parser';
import { catalogEntries } from '../support/catalog-words';

const locale = process.argv[2];
if (!locale) throw new Error('Name a language: npx tsx tests/tools/check-translations.ts de');

/** The placeholders and tags a message has, whatever its words: what a translation must keep. */
function shapeOf(message: string): string {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(`{${token.arg}}`);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`{${token.arg}, ${token.type}}`);
        for (const option of token.cases) walk(option.tokens);
      }
    }
  };
  walk(parse(message));
  for (const tag of message.matchAll(/<\/?(\d+)\/?>/g)) found.add(tag[0]);
  return [...found].sort().join(' ');
}

let problems = 0;
for (const { catalog, context, id, translation } of catalogEntries(locale)) {
  const where = `${catalog}.po: ${context ? `[${context}] ` : ''}${id.slice(0, 70)}`;
  if (translation.trim() === '') {
    problems += 1;
    console.log(`untranslated  ${where}`);
    continue;
  }
  try {
    const [want, got] = [shapeOf(id), shapeOf(translation)];
    if (want !== got) {
      problems += 1;
      console.log(`placeholders  ${where}\n  English: ${want}\n  ${locale}: ${got}`);
    }
  } catch (error) {
    problems += 1;
    console.log(`invalid ICU   ${where}: ${(error as Error).message}`);
  }
}
console.log(problems === 0 ? `${locale}: every message translated, placeholders and tags kept` : `${locale}: ${problems} problems`);
process.exit(problems === 0 ? 0 : 1);
