import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { paths } from '../config/paths';
import { SITE_LOCALES } from '../i18n/locales';
import { SHARE_TARGET_ACTION, SHARED_COUNT_PARAM, SHARED_FILES_FIELD } from '../config/share-target';
import type { SiteConfig } from '../config/site-config';
import { theme } from '../theme/theme';

/** The manifest's icons, drawn from favicon.svg (public/); the maskable one fills its square edge to edge. */
const icons = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The folders of the languages other than English (`de`, `pt-br`…): kept offline once visited, not precached. */
export const OTHER_LANGUAGES = SITE_LOCALES.filter((locale) => locale.prefix !== '').map((locale) => locale.prefix.slice(1));

/** The label fonts, fetched by the worker only for a label in their script: kept once used, not before (SC alone is 7.6 MB). */
export const FONT_CACHE = 'shiplabel-fonts';

/** The cropper's ZPL reader, kept once a ZPL file has been opened. */
export const ZPL_READER_CACHE = 'shiplabel-zpl-reader';

/**
 * The service worker and web app manifest (vite-plugin-pwa, Workbox): after one visit every page, the
 * worker and its chunks are served from the cache, so labels are made offline; fonts are kept once used.
 * It caches only the site's own files. The app registers it from its own chunk (no inline script, which
 * the CSP forbids) and asks before switching to a new version (registerType 'prompt').
 */
export function offlinePlugin(site: SiteConfig): PluginOption {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: null,
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      name: `${site.name}: Free Shipping Label Generator`,
      short_name: site.name,
      description: 'Make shipping labels in your browser, privately: type or import the addresses, then download or print the PDF.',
      start_url: paths.generator,
      scope: '/',
      display: 'standalone',
      theme_color: theme.color.primary,
      background_color: theme.color.surface,
      icons,
      // "Share → ShipLabel" from a carrier's app or a mail: the files are posted to the cropper, offline too.
      share_target: {
        action: SHARE_TARGET_ACTION,
        method: 'POST',
        enctype: 'multipart/form-data',
        params: { files: [{ name: SHARED_FILES_FIELD, accept: ['application/pdf', '.pdf', 'image/png', '.png', 'image/jpeg', '.jpg', '.jpeg', 'image/gif', '.gif'] }] },
      },
      // An installed ShipLabel opens label PDFs and images on a desktop: the launch queue hands them to the cropper.
      file_handlers: [{ action: paths.labelCropper, accept: { 'application/pdf': ['.pdf'], 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/gif': ['.gif'] } }],
    },
    workbox: {
      // Every page's HTML (/generator is generator.html), the app's and the worker's chunks, the barcode
      // shaper's WebAssembly, images, the template CSV; not the label fonts (below) or Vite's manifest.
      globPatterns: ['**/*.{html,js,css,svg,png,webp,wasm,csv,txt,xml,webmanifest}'],
      // The ZPL reader (9 MB) is kept once a ZPL file has been opened (below), not fetched with every first visit. The
      // other languages' pages and catalogs are kept for a language once it is visited (below), not with every visit.
      globIgnores: ['.vite/**', '**/zpl-reader-*.js', ...OTHER_LANGUAGES.flatMap((prefix) => [`${prefix}/**`, `assets/words-${prefix}-*.js`])],
      // The cropper opened after a share (`?shared=2`) is still the cropper's page, offline too.
      ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, new RegExp(`^${SHARED_COUNT_PARAM}$`)],
      // No single-page fallback: every page is precached, and an unknown address is handled below.
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      // The first install takes charge of the open page at once, so a font it fetches is kept already; a new
      // version still waits for the visitor's Reload (registerType 'prompt').
      clientsClaim: true,
      runtimeCaching: [
        {
          // A page of a language other than English (/de/generator), and its language's catalogs: the network's while
          // online, kept for offline; offline, the kept copy, or the 404 page. The page warms its language's other
          // pages and catalogs at idle (warm-language.ts), so a language once visited is there whole offline. The
          // pattern is copied into sw.js as it stands: a unit test holds its languages to the site's.
          urlPattern: ({ sameOrigin, url }) =>
            sameOrigin && /^\/(?:(?:es|de|fr|it|pt-br|nl|pl|hi|ja|zh-hans|ar)(?:\/|$)|assets\/words-(?!en-))/.test(url.pathname),
          handler: async ({ request }) => {
            const cache = await caches.open('shiplabel-languages');
            try {
              const response = await fetch(request);
              if (response.ok) await cache.put(request, response.clone());
              return response;
            } catch (offline) {
              // A module's request carries an Origin header that the warming fetch did not: a `Vary: Origin` must not hide it.
              const kept = await cache.match(request, { ignoreSearch: true, ignoreVary: true });
              if (kept !== undefined) return kept;
              const notFound = request.mode === 'navigate' ? await caches.match('/404.html', { ignoreSearch: true }) : undefined;
              if (notFound === undefined) throw offline;
              return new Response(notFound.body, { status: 404, statusText: 'Not Found', headers: notFound.headers });
            }
          },
        },
        {
          // An address no page has (every page is precached, so matched before this): the host's answer while
          // online; offline, the 404 page from the offline copy, still with status 404. The function is copied
          // into sw.js as it stands, so it uses nothing but the service worker's globals.
          urlPattern: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
          handler: async ({ request }) => {
            try {
              return await fetch(request);
            } catch (offline) {
              // Precached files are kept under their address plus a revision query.
              const notFound = await caches.match('/404.html', { ignoreSearch: true });
              if (notFound === undefined) throw offline;
              return new Response(notFound.body, { status: 404, statusText: 'Not Found', headers: notFound.headers });
            }
          },
        },
        {
          // A share posted to the cropper: its files kept in SHARED_FILES_CACHE (the last share's emptied first), then the
          // cropper opened to take them, told how many came. It needs no network. Copied into sw.js as it stands.
          urlPattern: ({ request, sameOrigin, url }) => sameOrigin && request.method === 'POST' && url.pathname === '/label-cropper' && url.searchParams.has('share-target'),
          method: 'POST',
          handler: async ({ request }) => {
            const form = await request.formData().catch(() => null);
            const files = (form ? form.getAll('labels') : []).filter((value): value is File => typeof value !== 'string' && value.size > 0);
            const cache = await caches.open('shiplabel-shared-files');
            await Promise.all((await cache.keys()).map((key) => cache.delete(key)));
            const headers = (file: File) => ({ 'Content-Type': file.type || 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name) });
            await Promise.all(files.map((file, index) => cache.put(`/shared-files/${index}`, new Response(file, { headers: headers(file) }))));
            return Response.redirect(`/label-cropper?shared=${files.length}`, 303);
          },
        },
        {
          // The cropper's ZPL reader, fetched with the first ZPL file: kept, so ZPL files open offline after.
          urlPattern: ({ sameOrigin, url }) => sameOrigin && /\/zpl-reader-[\w-]+\.js$/.test(url.pathname),
          handler: 'CacheFirst',
          options: { cacheName: ZPL_READER_CACHE, expiration: { maxEntries: 2 } },
        },
        {
          // The label fonts, and the standard fonts the cropper's PDF reader draws Helvetica, Times and Courier with.
          urlPattern: ({ sameOrigin, url }) => sameOrigin && /\.(ttf|pfb)$/.test(url.pathname),
          handler: 'CacheFirst',
          // The worker fetches a font without an Origin header and the preview's @font-face with one: a host
          // that answers `Vary: Origin` would otherwise keep only the last and miss the other offline.
          options: { cacheName: FONT_CACHE, expiration: { maxEntries: 30 }, matchOptions: { ignoreVary: true } },
        },
      ],
    },
  });
}
