import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// The site's words: ICU messages in the source (Lingui's macros), extracted into one catalog per language under
// src/locales, compiled at build time. English is the source; the pseudo-locale finds words left out of the catalogs.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'pseudo'],
  pseudoLocale: 'pseudo',
  // LINGUI_CATALOGS moves the catalogs (the test that checks them extracts into a copy, never into the repository).
  catalogs: [{ path: `${process.env.LINGUI_CATALOGS ?? '<rootDir>/src/locales'}/{locale}/messages`, include: ['<rootDir>/src'] }],
  orderBy: 'messageId',
  // No line numbers, no creation date: a catalog changes only when a message does.
  format: formatter({ lineNumbers: false }),
});
