import { useLingui } from '@lingui/react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { offeredLocale, rememberedLocale } from '../i18n/language-choice';
import { siteLocale, type SiteLocale } from '../i18n/locales';
import { useWhenPageIdle } from '../ui/when-idle';
import { useLanguageLinks } from './language-links';

// Most visitors read the page in the language it is in: the offer's code is fetched only for those who may not.
const LanguageOffer = lazy(() => import('./language-offer').then((module) => ({ default: module.LanguageOffer })));

/** The offer of this page in the visitor's language, once the page is idle, when they read another one than its own. */
export function OfferedLanguage() {
  const { i18n } = useLingui();
  const current = siteLocale(i18n.locale);
  const links = useLanguageLinks();
  const [offered, setOffered] = useState<SiteLocale | null>(null);
  useWhenPageIdle(useCallback(() => setOffered(offeredLocale(current, rememberedLocale(), navigator.languages)), [current]));
  const link = offered && links.find((candidate) => candidate.locale.code === offered.code);
  if (!offered || !link) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOffer offered={offered} current={current} href={link.href} onClose={() => setOffered(null)} />
    </Suspense>
  );
}
