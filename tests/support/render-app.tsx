import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { routes } from '../../src/app/routes';
import { theme } from '../../src/theme/theme';

/** Renders the whole site (real routes, lazy pages included) at `path`. */
export function renderSite(path = '/') {
  return renderRoutes(routes, path);
}

/** Renders `ui` on a page at `path`, with a second page to navigate to. */
export function renderWithRouter(ui: ReactNode, path = '/') {
  return renderRoutes([{ path: '*', element: ui }], path);
}

function renderRoutes(routeList: RouteObject[], path: string) {
  const router = createMemoryRouter(routeList, { initialEntries: [path] });
  const result = render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return { ...result, router };
}
