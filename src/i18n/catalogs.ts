import { i18n, type Messages } from '@lingui/core';
import type { CatalogName } from './catalog-names';

// One chunk per catalog and language: a page loads its own language's, and only the catalogs its route needs.
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/*.po');

// A word the catalogs lack would show as its id: said in the console, which the tests keep clean.
i18n.on('missing', ({ locale, id }) => console.error(`No message ${id} in the ${locale} catalogs loaded`));

const loaded = new Map<string, Promise<void>>();

/** Loads a language's catalogs (each once) into the messages the site speaks. */
export function loadCatalogs(locale: string, names: readonly CatalogName[]): Promise<void> {
  return Promise.all(
    names.map((name) => {
      const key = `../locales/${locale}/${name}.po`;
      const pending =
        loaded.get(key) ??
        (async () => {
          const load = catalogs[key];
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
