import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { dirname, relative, resolve, sep } from 'node:path';
import tseslint from 'typescript-eslint';

// Which way imports may point in src/: the shared code (models, ui, seo, config, theme…) → features → pages → the
// shell (app, layout). A feature is used through its entry (src/features/<feature>/index.ts), by pages and by other
// features alike; nothing imports upward.

const root = resolve(import.meta.dirname, 'src');
const SHELL = ['app', 'layout', 'build', 'main.tsx'];

/** Where a file of src/ sits: its layer and, for a feature, its name and whether it is the entry. */
function placeOf(file) {
  const parts = relative(root, file).split(sep);
  if (parts[0] === '..' || parts.length === 0) return { layer: 'outside' };
  if (SHELL.includes(parts[0])) return { layer: 'shell' };
  if (parts[0] === 'pages') return { layer: 'page' };
  if (parts[0] === 'features') {
    const last = parts.at(-1) ?? '';
    const entry = parts.length === 2 || (parts.length === 3 && /^index\.tsx?$/.test(last));
    return { layer: 'feature', feature: parts[1], entry };
  }
  return { layer: 'shared' };
}

const RANK = { shared: 0, feature: 1, page: 2, shell: 3, outside: 4 };

const layersPlugin = {
  rules: {
    'import-direction': {
      meta: {
        type: 'problem',
        messages: {
          upward: '{{from}} code may not import {{to}} code: imports point from shared code to features to pages to the shell.',
          entry: "Import the {{feature}} feature through its entry ('…/features/{{feature}}'), not its files.",
        },
      },
      create(context) {
        const importer = placeOf(context.filename);
        if (importer.layer === 'outside') return {};
        const check = (node, specifier) => {
          if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
          const target = placeOf(resolve(dirname(context.filename), specifier));
          if (target.layer === 'outside') return;
          if (RANK[target.layer] > RANK[importer.layer]) {
            context.report({ node, messageId: 'upward', data: { from: importer.layer, to: target.layer } });
          } else if (target.layer === 'feature' && importer.feature !== target.feature && !target.entry) {
            context.report({ node, messageId: 'entry', data: { feature: target.feature } });
          }
        };
        const fromSource = (node) => node.source && check(node.source, node.source.value);
        return {
          ImportDeclaration: fromSource,
          ExportNamedDeclaration: fromSource,
          ExportAllDeclaration: fromSource,
          ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
        };
      },
    },
  },
};

const workerOnly = ['bwip-js', 'bwip-js/*', '@react-pdf/*', 'comlink'];
/** The browser's own globals (window, document, localStorage…): the pure models run in Node and in workers too. */
const browserOnly = Object.keys(globals.browser).filter((name) => !(name in globals.node) && !(name in globals.worker));
const uiOnly = ['react', 'react-dom', 'react-dom/*', 'react-router', 'styled-components', 'react-hook-form', '@lingui/react', '@lingui/react/*'];

/** Forbids importing the named packages (type-only imports stay allowed where `allowTypes`). */
const forbid = (packages, message, allowTypes = false) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: packages, message, ...(allowTypes ? { allowTypeImports: true } : {}) }] },
  ],
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'bench-results'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  importX.flatConfigs.typescript,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, layers: layersPlugin },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
      'layers/import-direction': 'error',
      'import-x/no-default-export': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Config files must default-export.
    files: ['*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    files: ['tests/**', 'vite.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Tests index fixtures they just built; a wrong guess fails the test anyway.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // The page: the heavy PDF and barcode code lives in the worker chunk only; the bridge starts it by URL.
    files: ['src/**'],
    ignores: ['src/label/**', 'src/stock/**'],
    rules: forbid(
      ['bwip-js', 'bwip-js/*', '@react-pdf/*', 'papaparse', 'pdfjs-dist', 'pdfjs-dist/*', '@cantoo/pdf-lib', '**/workers/**'],
      'PDF, barcode and CSV parsing code runs in the worker; the page imports its types only.',
      true,
    ),
  },
  {
    // The batch model (columns, mapping, rows, their contents and problems) is pure too: it may read the label, address and contents models only.
    files: ['src/batch/**'],
    rules: forbid([...uiOnly, ...workerOnly, 'papaparse', '../*', '!../label', '!../address', '!../contents'], 'src/batch is pure TypeScript: it may import src/label, src/address and src/contents only.'),
  },
  {
    // The contents model (items, totals, customs form choice, the forms' layouts) is pure: the section, the batch and the worker share it.
    files: ['src/contents/**'],
    ignores: ['src/contents/forms/**'],
    rules: forbid([...uiOnly, ...workerOnly, 'papaparse', '../*', '!../label', '!../address', '!../stock'], 'src/contents is pure TypeScript: it may import src/label, src/address and src/stock only.'),
  },
  {
    // Its forms' layouts likewise, one folder down.
    files: ['src/contents/forms/**'],
    rules: forbid([...uiOnly, ...workerOnly, 'papaparse', '../../*', '!../../label', '!../../address', '!../../stock'], 'src/contents is pure TypeScript: it may import src/label, src/address and src/stock only.'),
  },
  {
    // The address model (country formats, names, postcodes) is pure: the form, the batch and the worker share it.
    files: ['src/address/**'],
    rules: forbid([...uiOnly, ...workerOnly, 'papaparse', '../*', '!../label'], 'src/address is pure TypeScript: it may import src/label only.'),
  },
  {
    // The address book's model (saved senders and addresses, their search and formats) is pure: the book's features and Node tests share it.
    files: ['src/address-book/**'],
    rules: forbid([...uiOnly, ...workerOnly, 'idb', '../*', '!../label', '!../address', '!../batch'], 'src/address-book is pure TypeScript: it may import src/label, src/address and src/batch only.'),
  },
  {
    // The label model is pure: shared by the page, the worker and Node tests. It lays labels out on the stock model.
    files: ['src/label/**'],
    rules: forbid([...uiOnly, ...workerOnly, '../*', '!../stock'], 'src/label is pure TypeScript: no UI, worker or outside imports but the stock model.'),
  },
  {
    // The cropper's model (crop boxes, finding a label on a page, fitting it onto the stock, its limits) is pure: the page, the worker and Node tests share it.
    files: ['src/cropper/**'],
    rules: forbid([...uiOnly, ...workerOnly, 'pdfjs-dist', 'pdfjs-dist/*', '@cantoo/pdf-lib', '../*', '!../label', '!../stock'], 'src/cropper is pure TypeScript: it may import src/label and src/stock only.'),
  },
  {
    // The stock model (the catalogue, custom sizes, print options) is pure too, beside the label model.
    files: ['src/stock/**'],
    rules: forbid([...uiOnly, ...workerOnly, '../*', '!../label'], 'src/stock is pure TypeScript: it may import src/label only.'),
  },
  {
    // The ZPL model (the printer's commands, its font, graphic fields) is pure: the worker writes labels with it, Node tests read them.
    files: ['src/zpl/**'],
    rules: forbid([...uiOnly, ...workerOnly, '../*', '!../label', '!../stock'], 'src/zpl is pure TypeScript: it may import src/label and src/stock only.'),
  },
  {
    // Reading labels (their text, barcodes, order lists, pick list, CSV) is pure: the cropper's worker, its page and Node tests share it.
    files: ['src/label-reading/**'],
    rules: forbid([...uiOnly, ...workerOnly, '../*', '!../label', '!../stock'], 'src/label-reading is pure TypeScript: it may import src/label and src/stock only.'),
  },
  {
    // The pure models read no page: no DOM, no window, no storage.
    files: ['src/{label,stock,address,address-book,contents,cropper,batch,zpl,label-reading}/**'],
    rules: { 'no-restricted-globals': ['error', ...browserOnly.map((name) => ({ name, message: 'The pure models run in Node and in workers: no browser globals.' }))] },
  },
  {
    // The worker is its own chunk: it may read the pure model, never page code.
    files: ['workers/**'],
    rules: forbid(
      ['react-dom', 'react-dom/*', 'react-router', 'styled-components', 'react-hook-form', '**/src/*', '!**/src/label', '!**/src/stock', '!**/src/fonts', '!**/src/batch', '!**/src/address', '!**/src/contents', '!**/src/cropper', '!**/src/zpl', '!**/src/label-reading'],
      'Worker code may import src/label, src/stock, src/batch, src/address, src/contents, src/cropper, src/zpl, src/label-reading and src/fonts only, never page code.',
    ),
  },
);
