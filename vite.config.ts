/// <reference types="vitest/config" />
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { WORDS_MODULE } from './lingui.config';
import { securityHeaders } from './src/app/security-headers';
import { addressDataPlugin } from './src/build/address-data-plugin';
import { buildYear } from './src/build/build-year';
import { fontFilesPlugin } from './src/build/font-files-plugin';
import { notFoundPreviewPlugin } from './src/build/not-found-preview-plugin';
import { offlinePlugin } from './src/build/offline-plugin';
import { prerenderPlugin } from './src/build/prerender-plugin';
import { staticSitePlugin } from './src/build/static-site-plugin';
import { resolveSiteConfig } from './src/config/site-config';

/** The stock and label modules the generator's first load needs (anything left out is chunked as Rolldown sees fit). */
const FIRST_LOAD_MODEL =
  /\/src\/(stock\/(stock-catalogue|stock-lookup|stock-names|stock-search|stock-geometry|print-options|custom-stock-values)|label\/(label-data|field-limits|printer-resolution|label-headings))\.ts$/;

/**
 * The generator's first load but its route's own module and the form library, one chunk: its form, its buttons, the
 * print settings card. The label cropper shares the settings card and the print tab; without this group they would be
 * split off into chunks of their own, which gzip packs looser (1 KB more on this route) and each cost a request.
 */
const GENERATOR_FIRST_LOAD = new RegExp(
  [
    String.raw`/src/pages/generator/(generator-page|generator-meta|no-script-notice)\.tsx?$`,
    String.raw`/src/features/label-form/(label-form|label-form-field|form-card|label-field-specs|length-rules|use-length-messages|use-early-edits|address-posting-loader)\.tsx?$`,
    String.raw`/src/features/pdf-delivery/(pdf-actions|pdf-action-button|use-prepared-pdf|print-tab|pdf-delivery-loader)\.tsx?$`,
    String.raw`/src/features/(batch/(use-early-drops|batch-section)|label-preview/preview-panel|contents/contents-part)\.tsx?$`,
    String.raw`/src/features/print-settings/(print-settings-card|print-settings|use-print-options|stock-picker|early-settings|figures)\.tsx?$`,
    String.raw`/src/ui/(form-field|fieldset-card|page-band|use-reach-or-idle|column-panel|early-edits)\.tsx?$`,
    String.raw`/src/label/(sample-label|parcels-problem)\.ts$`,
    String.raw`/src/stock/stock-words\.ts$`,
    String.raw`/src/features/zpl-delivery/zpl-part\.tsx$`,
  ].join('|'),
);

/**
 * react-hook-form, a chunk of its own (the generator's form and the contact form use it): minified apart from our code,
 * its names come out shorter and the generator's first load is 0.2 KB smaller gzip than with the form library inside it.
 */
const FORM_LIBRARY = /\/node_modules\/react-hook-form\//;

/**
 * A feature's entry (`src/features/<feature>/index.ts`) only re-exports: said to have no side effects, a page that
 * imports one part of a feature does not also load, for their side effects, the parts it re-exports beside it.
 */
const FEATURE_ENTRY = /\/src\/features\/[^/]+\/index\.ts$/;

/**
 * Lingui's macros (msg, t, Trans, plural) become message ids and descriptors, in the page's code and the workers'
 * alike. Babel reads only the files that import a macro: the rest of the code never goes through it.
 */
const linguiMacros = () =>
  babel({
    presets: [
      defineRolldownBabelPreset({
        preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
        rolldown: { filter: { id: /\/(src|workers|tests)\/.+\.tsx?$/, code: /@lingui\/(core|react)\/macro/ } },
      }),
    ],
  });

/** A language's catalog is named for both (`words-de-generator-….js`), so its chunk is told from the code it words. */
const chunkFileName = ({ facadeModuleId }: { facadeModuleId: string | null }): string => {
  const catalog = facadeModuleId?.match(/\/locales\/([^/]+)\/([^/]+)\.po$/);
  return catalog ? `assets/words-${catalog[1]}-${catalog[2]}-[hash].js` : 'assets/[name]-[hash].js';
};

export default defineConfig(({ mode }) => {
  const site = resolveSiteConfig(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    // React Refresh touches `window`, which a worker lacks: keep it out of worker code (and, as by default, deps).
    plugins: [
      react({ exclude: [/\/node_modules\//, /\/workers\//] }),
      linguiMacros(),
      // A language's .po catalog compiles to its messages when imported.
      lingui(),
      fontFilesPlugin(),
      addressDataPlugin(),
      prerenderPlugin(),
      staticSitePlugin(site),
      offlinePlugin(site),
      notFoundPreviewPlugin(),
    ],
    // Each styled component gets an id from its file and place in it, so the prerendered HTML's class names are
    // the ones the browser's code makes, whatever order its chunks load in (a counter would depend on it).
    // The site's name, origin and support address, checked once here: the browser gets the result, not the checks.
    // The build's year, for the footer's copyright: one value for the prerendered pages and the browser.
    define: { __SITE_CONFIG__: JSON.stringify(site), __BUILD_YEAR__: JSON.stringify(buildYear()) },
    oxc: { plugins: { styledComponents: { ssr: true, displayName: false, fileName: false, pure: true } } },
    // ES workers can code-split; pre-bundling the worker's dependencies stops dev from reloading when it starts.
    worker: { format: 'es', plugins: () => [linguiMacros()], rolldownOptions: { checks: { bundlerTimings: false } } },
    // The cropper's worker reads PDFs with pdf.js and writes them with pdf-lib: pre-bundled too, for the same reason.
    // pdfkit is react-pdf's own PDF writer (glyph-offsets.ts patches its class, so both must be the same module);
    // harfbuzzjs finds its WebAssembly beside itself, which pre-bundling would move, so it is served as it is.
    optimizeDeps: {
      include: ['@react-pdf/renderer', '@react-pdf/layout', '@react-pdf/render', 'bwip-js/browser', 'comlink', 'papaparse', 'pdfkit', 'pdfjs-dist', 'pdfjs-dist/build/pdf.worker.mjs', '@cantoo/pdf-lib'],
      exclude: ['harfbuzzjs'],
    },
    // The macros' `Trans` and `useLingui` (lingui.config.ts): the page's own small runtime.
    resolve: { alias: { [WORDS_MODULE]: fileURLToPath(new URL('./src/i18n/words.tsx', import.meta.url)) } },
    server: { port: 5173 },
    // The preview serves the production build under the same security headers as a real host.
    preview: { port: 4173, headers: securityHeaders },
    // The manifest lets the tests walk the page's chunk graph. The part of the label and stock model the generator
    // needs before it is interactive (the catalogue, the print options, the field limits) is one chunk: shared with
    // the preview and the settings' own chunks, it would otherwise be split into several small ones, each a request.
    build: {
      target: 'es2022',
      manifest: true,
      // No build timings report: the offline copy's manifest (read after the bundle) and the cropper's 9 MB ZPL reader
      // chunk put the callbacks past its threshold on every build, a report that says nothing to act on.
      rolldownOptions: { checks: { bundlerTimings: false }, treeshake: { moduleSideEffects: (id: string) => !FEATURE_ENTRY.test(id) }, output: { chunkFileNames: chunkFileName, codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: 'label-model', test: FIRST_LOAD_MODEL }, { name: 'generator-page', test: GENERATOR_FIRST_LOAD }, { name: 'form-library', test: FORM_LIBRARY }] } } },
    },
    test: {
      // Every core: the PDF property and barcode decoding files are CPU-bound (vitest's default leaves one idle).
      maxWorkers: '100%',
      projects: [
        {
          extends: true,
          // One module graph a worker: the PDF files would otherwise each load the fonts and the PDF engine afresh.
          // zpl-renderer-js is loaded by Node as it is: run through vite, its missing source map would be reported in every run.
          test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.{ts,tsx}'], isolate: false, server: { deps: { external: [/zpl-renderer-js/] } } },
        },
        {
          extends: true,
          test: {
            name: 'component',
            environment: 'jsdom',
            include: ['tests/component/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/support/component-setup.ts'],
            // A component test renders a whole page and waits for its lazy parts: on a machine busy with the PDF
            // property tests beside it, that has taken more than vitest's default 5 s.
            testTimeout: 20_000,
          },
        },
      ],
    },
  };
});
