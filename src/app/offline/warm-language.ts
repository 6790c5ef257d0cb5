import { paths } from '../../config/paths';
import { CATALOGS_ELEMENT_ID } from '../../i18n/catalog-names';
import { localizedPath, siteLocale } from '../../i18n/locales';

/** Resolves once a service worker controls the page: only then do its fetches pass through it. */
const controlled = (workers: ServiceWorkerContainer): Promise<void> =>
  workers.controller ? Promise.resolve() : new Promise((resolve) => workers.addEventListener('controllerchange', () => resolve(), { once: true }));

/**
 * Keeps the page's language whole for offline, once visited: every page of it and its catalogs, fetched through the
 * service worker, which keeps them (offline-plugin.ts). English is in the offline copy already. Run on every visit
 * to a page in the language, so that what is kept follows the site's latest version.
 */
export async function warmLanguage(workers: ServiceWorkerContainer, documentLanguage: string): Promise<void> {
  const locale = siteLocale(documentLanguage);
  if (locale.prefix === '') return;
  await controlled(workers);
  const listed = document.getElementById(CATALOGS_ELEMENT_ID)?.textContent;
  const catalogs = listed ? Object.values(JSON.parse(listed) as Record<string, string>) : [];
  const pages = Object.values(paths).map((path) => localizedPath(locale, path));
  // A fetch that fails (offline now) leaves what was kept before.
  await Promise.all([...pages, ...catalogs].map((url) => fetch(url).catch(() => undefined)));
}
