import { defineConfig } from '@lingui/cli';

// The site's words: ICU messages in the source (Lingui's macros), extracted into one catalog per language under
// src/locales, compiled at build time. English is the source; the pseudo-locale finds words left out of the catalogs.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'pseudo'],
  pseudoLocale: 'pseudo',
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  orderBy: 'messageId',
});
