/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { securityHeaders } from './src/app/security-headers';
import { FONT_DIR, fontLicences, prepareFonts } from './src/fonts/font-build';
import { staticSiteFiles } from './src/app/static-site-files';
import { resolveSiteConfig, type SiteConfig } from './src/config/site-config';

/** Writes one HTML file per page with its head filled in, plus sitemap.xml and robots.txt. */
function staticSitePlugin(site: SiteConfig): Plugin {
  return {
    name: 'shiplabel:static-site',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') this.error('index.html is missing from the bundle');
      for (const file of staticSiteFiles(index.source, site)) {
        if (file.fileName === 'index.html') index.source = file.source;
        else this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
      }
    },
  };
}

/**
 * Prepares the embedded fonts (font-build.ts) and lets the page and the worker import them as `shiplabel-fonts/…`;
 * the build ships their licences beside them, as font-licenses.txt.
 */
function fontFilesPlugin(): Plugin {
  return {
    name: 'shiplabel:font-files',
    async config() {
      await prepareFonts();
      return { resolve: { alias: { 'shiplabel-fonts': FONT_DIR } } };
    },
    async generateBundle() {
      if (this.environment.config.consumer === 'client') this.emitFile({ type: 'asset', fileName: 'font-licenses.txt', source: await fontLicences() });
    },
  };
}

export default defineConfig(({ mode }) => ({
  // React Refresh touches `window`, which a worker lacks: keep it out of worker code (and, as by default, deps).
  plugins: [
    react({ exclude: [/\/node_modules\//, /\/workers\//] }),
    fontFilesPlugin(),
    staticSitePlugin(resolveSiteConfig(loadEnv(mode, process.cwd(), 'VITE_'))),
  ],
  // ES workers can code-split; pre-bundling the worker's dependencies stops dev from reloading when it starts.
  worker: { format: 'es' },
  // pdfkit is react-pdf's own PDF writer (glyph-offsets.ts patches its class, so both must be the same module);
  // harfbuzzjs finds its WebAssembly beside itself, which pre-bundling would move, so it is served as it is.
  optimizeDeps: { include: ['@react-pdf/renderer', '@react-pdf/layout', '@react-pdf/render', 'bwip-js/browser', 'comlink', 'papaparse', 'pdfkit'], exclude: ['harfbuzzjs'] },
  server: { port: 5173 },
  // The preview serves the production build under the same security headers as a real host.
  preview: { port: 4173, headers: securityHeaders },
  // The manifest lets the tests walk the page's chunk graph.
  build: { target: 'es2022', manifest: true },
  test: {
    // Every core: the PDF property and barcode decoding files are CPU-bound (vitest's default leaves one idle).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/component-setup.ts'],
        },
      },
    ],
  },
}));
