import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { SiteLayout } from '../layout/site-layout';
import { NOT_FOUND_PATH, paths } from '../config/paths';
import { catalogsOf } from '../i18n/catalog-names';
import { i18n, loadCatalogs } from '../i18n/catalogs';
// Every page writes its head and shows its heading with these: in the entry, they cost no request of their own, and
// gzip packs them with it (a shared chunk of their own made each route's first load 0.3 KB larger).
import '../seo/use-page-meta';
import '../ui/page-heading';
// The one preferences key's reader and writer: the print settings and the language switcher both use it.
import '../ui/preferences';
import '../i18n/locales';

// Each page is its own chunk, loaded when its route is first visited. Navigation runs in a React
// transition, so the current page stays on screen until the next one's code has arrived.
// Its words come with it: the catalogs its route needs, in the page's language, fetched beside its code.
const HomePage = lazyPage(() => import('../pages/home/home-page'), 'HomePage', paths.home);
const GeneratorPage = lazyPage(() => import('../pages/generator/generator-page'), 'GeneratorPage', paths.generator);
const LabelCropperPage = lazyPage(() => import('../pages/label-cropper/label-cropper-page'), 'LabelCropperPage', paths.labelCropper);
const ContactPage = lazyPage(() => import('../pages/contact/contact-page'), 'ContactPage', paths.contact);
const PrivacyPage = lazyPage(() => import('../pages/legal/privacy-page'), 'PrivacyPage', paths.privacy);
const TermsPage = lazyPage(() => import('../pages/legal/terms-page'), 'TermsPage', paths.terms);
const NotFoundPage = lazyPage(() => import('../pages/not-found/not-found-page'), 'NotFoundPage', NOT_FOUND_PATH);

/**
 * A page component from its chunk. When the chunk failed to load and preload recovery is already
 * reloading the page, the import yields nothing: stay pending (old page on screen) until the reload.
 */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name, path: string) {
  return lazy(async () => {
    const [loaded] = await Promise.all([load(), loadCatalogs(i18n.locale, catalogsOf(path))]);
    const module = loaded as Record<Name, ComponentType> | undefined;
    return module ? { default: module[name] } : new Promise<never>(() => undefined);
  });
}

export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path={paths.generator} element={<GeneratorPage />} />
        <Route path={paths.labelCropper} element={<LabelCropperPage />} />
        <Route path={paths.contact} element={<ContactPage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path={paths.terms} element={<TermsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
