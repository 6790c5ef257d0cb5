import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// The site's words: ICU messages in the source (Lingui's macros), extracted into catalogs under src/locales, compiled
// at build time. English is the source; the pseudo-locale finds words left out of the catalogs.
// A page loads only its language's catalogs, and only those its route needs (src/i18n/catalog-names.ts): one catalog
// per part of the site, each at most 10 KB gzip in every language (tests/e2e/budgets.spec.ts).
/** What the macros import `i18n`, `Trans` and `useLingui` from: an alias of src/i18n/words.tsx (vite.config.ts). */
export const WORDS_MODULE = '@shiplabel/words';

const root = process.env.LINGUI_CATALOGS ?? '<rootDir>/src/locales';
const catalog = (name: string, include: string[]) => ({ path: `${root}/{locale}/${name}`, include: include.map((path) => `<rootDir>/${path}`) });

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'de', 'fr', 'it', 'pt-BR', 'nl', 'pl', 'hi', 'ja', 'zh-Hans', 'ar', 'pseudo'],
  pseudoLocale: 'pseudo',
  // LINGUI_CATALOGS moves the catalogs (the test that checks them extracts into a copy, never into the repository).
  catalogs: [
    catalog('site', ['src/app', 'src/layout', 'src/seo', 'src/ui', 'src/i18n', 'src/config', 'src/pages/home', 'src/pages/contact', 'src/pages/not-found', 'src/features/device-book']),
    catalog('legal', ['src/pages/legal']),
    catalog('generator', [
      'src/pages/generator',
      'src/features/label-form',
      'src/features/print-settings',
      'src/features/label-preview',
      'src/features/label-worker',
      'src/features/pdf-delivery',
      'src/features/zpl-delivery',
      'src/features/saved-senders',
      'src/features/sender-logo',
      'src/label',
      'src/stock',
      'src/address',
      'src/validation',
      'src/workers-bridge',
      'src/zpl',
      'workers/pdf',
      'workers/documents',
      'workers/barcode',
    ]),
    catalog('contents', ['src/features/contents', 'src/contents']),
    catalog('batch', ['src/features/batch', 'src/batch', 'src/features/saved-recipients', 'src/address-book', 'workers/batch']),
    catalog('cropper', ['src/pages/label-cropper', 'src/features/label-cropper', 'src/cropper', 'src/label-reading', 'workers/cropper', 'workers/zpl']),
  ],
  // The macros' output reads the page's one language through our own small runtime (src/i18n/words.tsx, page-i18n.ts).
  runtimeConfigModule: { i18n: [WORDS_MODULE, 'i18n'], Trans: [WORDS_MODULE, 'Trans'], useLingui: [WORDS_MODULE, 'useLingui'] },
  orderBy: 'messageId',
  // No line numbers, no creation date: a catalog changes only when a message does.
  format: formatter({ lineNumbers: false }),
});
