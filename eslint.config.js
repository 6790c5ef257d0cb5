import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const workerOnly = ['bwip-js', 'bwip-js/*', '@react-pdf/*', 'comlink'];
const uiOnly = ['react', 'react-dom', 'react-dom/*', 'react-router', 'styled-components', 'react-hook-form'];

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
    plugins: { 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
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
    // The worker is its own chunk: it may read the pure model, never page code.
    files: ['workers/**'],
    rules: forbid(
      ['react-dom', 'react-dom/*', 'react-router', 'styled-components', 'react-hook-form', '**/src/*', '!**/src/label', '!**/src/stock', '!**/src/fonts', '!**/src/batch', '!**/src/address', '!**/src/contents', '!**/src/cropper'],
      'Worker code may import src/label, src/stock, src/batch, src/address, src/contents, src/cropper and src/fonts only, never page code.',
    ),
  },
);
