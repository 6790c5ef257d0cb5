import { i18n, type Messages } from '@lingui/core';

// One chunk per language's compiled catalog: a page loads its own language's only.
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/messages.po');

// A word the catalog lacks would show as its id: said in the console, which the tests keep clean.
i18n.on('missing', ({ locale, id }) => console.error(`No message ${id} in the ${locale} catalog`));

/** Loads a language's catalog and makes it the one the site speaks. */
export async function activateLocale(locale: string): Promise<void> {
  const load = catalogs[`../locales/${locale}/messages.po`];
  if (!load) throw new Error(`No catalog for ${locale}`);
  const { messages } = await load();
  i18n.loadAndActivate({ locale, messages });
}

export { i18n };
