import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { SiteRoutes } from '../../src/app/site-routes';
import { theme } from '../../src/theme/theme';

/** Renders the whole site (real routes, lazy pages included) at `path`; `router.navigate` moves around. */
export function renderSite(path = '/') {
  return renderRoutes(<SiteRoutes />, path);
}

/** Renders `ui` at `path`, on a router that tests can navigate and inspect. */
export function renderWithRouter(ui: ReactNode, path = '/') {
  return renderRoutes(ui, path);
}

/** Renders `ui` as the site does: in the language component-setup activated (English), with the theme. */
export function renderInSite(ui: ReactNode) {
  return render(ui, { wrapper: SiteTheme });
}

function SiteTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

function renderRoutes(element: ReactNode, path: string) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const result = renderInSite(<RouterProvider router={router} />);
  return { ...result, router };
}
