import type { RouteObject } from 'react-router';
import { SiteLayout } from '../layout/site-layout';
import { paths } from './paths';
import { RouteError } from './route-error';

// Each page is its own chunk, loaded when its route is first visited.
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: SiteLayout,
    HydrateFallback: SiteLayout,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: () => import('../pages/home/home-page').then((m) => ({ Component: m.HomePage })) },
          {
            path: paths.generator,
            lazy: () => import('../pages/generator/generator-page').then((m) => ({ Component: m.GeneratorPage })),
          },
          {
            path: paths.contact,
            lazy: () => import('../pages/contact/contact-page').then((m) => ({ Component: m.ContactPage })),
          },
          {
            path: paths.privacy,
            lazy: () => import('../pages/legal/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
          },
          {
            path: paths.terms,
            lazy: () => import('../pages/legal/terms-page').then((m) => ({ Component: m.TermsPage })),
          },
          {
            path: '*',
            lazy: () => import('../pages/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
    ],
  },
];
