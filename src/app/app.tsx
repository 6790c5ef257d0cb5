import { BrowserRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../theme/global-style';
import { theme } from '../theme/theme';
import { SiteRoutes } from './site-routes';

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </ThemeProvider>
  );
}
