import { useLingui } from '../i18n/words';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { offeredLocale, rememberedLocale } from '../i18n/language-choice';
import { siteLocale } from '../i18n/locales';
import { useLanguageLinks } from './language-links';

// Most visitors read the page in the language it is in: the offer's code is fetched only for those who may not.
const LanguageOffer = lazy(() => import('./language-offer').then((module) => ({ default: module.LanguageOffer })));

const neverChanges = () => () => undefined;

/** The offer of this page in the visitor's language, once the page is idle, when they read another one than its own. */
export function OfferedLanguage() {
  const { i18n } = useLingui();
  const current = siteLocale(i18n.locale);
  const links = useLanguageLinks();
  const [, setClosed] = useState(false);
  // The browser's languages are read in the browser only: the prerendered page, and its hydration, offer nothing.
  const offered = useSyncExternalStore(
    neverChanges,
    () => offeredLocale(current, rememberedLocale(), navigator.languages),
    () => null,
  );
  const link = offered && links.find((candidate) => candidate.locale.code === offered.code);
  if (!offered || !link) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOffer offered={offered} current={current} href={link.href} onClose={() => setClosed(true)} />
    </Suspense>
  );
}
