import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../theme/global-style';
import { theme } from '../theme/theme';
import { SiteRoutes } from './site-routes';

/**
 * The whole site, inside a router its caller chooses: the browser's history on the page, a fixed address
 * when the build writes each page's HTML (prerender-page.tsx). Both render this same tree, so hydration
 * finds exactly what the build wrote.
 */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SiteRoutes />
    </ThemeProvider>
  );
}
