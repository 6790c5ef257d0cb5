import type { Plugin } from 'vite';
import { FONT_DIR, fontLicences, prepareFonts } from '../fonts/font-build';

/**
 * Prepares the embedded fonts (font-build.ts) and lets the page and the worker import them as `shiplabel-fonts/…`;
 * the build ships their licences beside them, as font-licenses.txt.
 */
export function fontFilesPlugin(): Plugin {
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
