import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { keepTextareasWhileHydrating } from './app/keep-textareas-while-hydrating';
import { pageAt } from './config/paths';
import { activateLocale } from './i18n/catalogs';
import { catalogsOf } from './i18n/catalog-names';
import { siteLocale, splitLocalePath } from './i18n/locales';
import { installPreloadRecovery } from './app/preload-recovery';
import { pageIsHydrating, pageIsLive } from './ui/when-idle';

// The entry chunk's URL is content-hashed, so it names this build.
installPreloadRecovery(window, import.meta.url);

// The page's words come from its language's catalog: loaded before the page is taken over, so hydration finds them.
// A language's pages live under its prefix (/de/…), the router's base; the 404 page is English wherever it answers.
const locale = siteLocale(document.documentElement.lang);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// Only the catalogs of the page's own route: another's come with its code, when the visitor goes there.
const page = splitLocalePath(pageAt(window.location.pathname)).path;
void activateLocale(locale.code, catalogsOf(page)).then(() => start(container));

function start(container: HTMLElement) {
const app = (
  <StrictMode>
    <BrowserRouter basename={locale.prefix || '/'}>
      <App />
    </BrowserRouter>
  </StrictMode>
);
// The build writes each page's HTML (prerender-page.tsx), which the app takes over where it was rendered for
// this address. The dev server's is empty, and a host that answers every address with one page sends another's.
// Hydration runs in a transition: in slices of a few milliseconds, so a slow phone's main thread is never held
// for the whole page, and what the visitor types meanwhile is kept.
if (container.dataset.renderedAt === pageAt(window.location.pathname)) {
  keepTextareasWhileHydrating(container);
  pageIsHydrating();
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // Nothing to hydrate: code kept for idle need not wait for a page to be taken over.
  pageIsLive();
  createRoot(container).render(app);
}
}
