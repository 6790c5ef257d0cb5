import type { Messages } from '@lingui/core';
import { CATALOGS_ELEMENT_ID, type CatalogName } from './catalog-names';
import { i18n } from './page-i18n';

// One chunk per catalog and language: a page loads its own language's, and only the catalogs its route needs.

type CatalogModule = { messages: Messages };

/**
 * How to load a catalog. The built page lists its language's catalogs (their URLs are content-hashed) in its HTML, so
 * that no page's code carries a list of every language's; the dev server, the tests and the build's own renderer find
 * them through Vite.
 */
function loaderOf(locale: string, name: CatalogName): (() => Promise<CatalogModule>) | undefined {
  if (import.meta.env.DEV || import.meta.env.SSR) {
    return import.meta.glob<CatalogModule>('../locales/*/*.po')[`../locales/${locale}/${name}.po`];
  }
  const listed = document.getElementById(CATALOGS_ELEMENT_ID)?.textContent;
  const url = listed ? (JSON.parse(listed) as Partial<Record<CatalogName, string>>)[name] : undefined;
  return url === undefined ? undefined : () => import(/* @vite-ignore */ url) as Promise<CatalogModule>;
}

// A word the catalogs lack would show as its id: said in the console, which the tests keep clean.
i18n.on('missing', ({ locale, id }) => console.error(`No message ${id} in the ${locale} catalogs loaded`));

const loaded = new Map<string, Promise<void>>();

/** Loads a language's catalogs (each once) into the messages the site speaks. */
export function loadCatalogs(locale: string, names: readonly CatalogName[]): Promise<void> {
  return Promise.all(
    names.map((name) => {
      const key = `${locale}/${name}`;
      const pending =
        loaded.get(key) ??
        (async () => {
          const load = loaderOf(locale, name);
          if (!load) throw new Error(`No ${name} catalog for ${locale}`);
          i18n.load(locale, (await load()).messages);
        })();
      loaded.set(key, pending);
      // A catalog that failed to arrive (offline, an old deploy) is fetched again by the next page that needs it.
      pending.catch(() => loaded.delete(key));
      return pending;
    }),
  ).then(() => undefined);
}

/** Makes `locale` the language the site speaks, once its catalogs in `names` have loaded. */
export async function activateLocale(locale: string, names: readonly CatalogName[]): Promise<void> {
  await loadCatalogs(locale, names);
  i18n.activate(locale);
}

export { i18n };
