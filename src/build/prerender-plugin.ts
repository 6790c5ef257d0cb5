import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { appFiles, prerenderPage } from '../app/prerender-page';

// The server build of the app, which the client build runs to write each page's HTML. It is CommonJS so
// the config can require it: Vite's config loader runs the config in a module runner that has closed by then.
const PRERENDER_DIR = resolve('node_modules/.shiplabel-prerender');
const PRERENDER_FILE = 'prerender-page.cjs';
const PRERENDER_ENTRY = 'src/app/prerender-page.tsx';

/**
 * `vite build` builds the app for Node first (prerender-page.tsx), then for the browser, whose
 * static-site plugin renders every page with the first (see `loadPrerender`).
 */
export function prerenderPlugin(): Plugin {
  return {
    name: 'shiplabel:prerender',
    // Only `vite build`: the dev server and vitest keep their own server environment.
    apply: 'build',
    config: () => ({
      builder: {
        async buildApp(builder) {
          const { ssr, client } = builder.environments;
          if (!ssr || !client) throw new Error('the ssr and client environments are missing');
          await builder.build(ssr);
          await builder.build(client);
        },
      },
      environments: {
        ssr: {
          // Self-contained, so no package's CommonJS and ES module builds meet at run time.
          resolve: { noExternal: true },
          build: {
            ssr: PRERENDER_ENTRY,
            outDir: PRERENDER_DIR,
            emptyOutDir: true,
            copyPublicDir: false,
            manifest: false,
            // One file: the page groups the browser's build splits off (a page's meta beside its code) would make it import itself.
            rolldownOptions: { output: { format: 'cjs', entryFileNames: PRERENDER_FILE, codeSplitting: false } },
          },
        },
      },
    }),
  };
}

/**
 * The server build's renderer, and the files the app's code writes; call once that build has finished. The app's code
 * is read there, never by the config: its words go through Lingui's macros, which only the build's own plugins compile.
 */
export function loadPrerender(): { prerenderPage: typeof prerenderPage; appFiles: typeof appFiles } {
  return createRequire(import.meta.url)(resolve(PRERENDER_DIR, PRERENDER_FILE)) as { prerenderPage: typeof prerenderPage; appFiles: typeof appFiles };
}
