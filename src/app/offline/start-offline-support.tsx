import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { registerSW } from 'virtual:pwa-register';
import { theme } from '../../theme/theme';
import { watchServiceWorkerUpdates } from './service-worker-updates';
import { UpdatePrompt } from './update-prompt';
import { warmLanguage } from './warm-language';

/**
 * Registers the service worker (its script is a file of the site: the CSP allows no inline script) and
 * shows the update prompt in a root of its own, after the page, in the page's language; keeps the page's language for
 * offline. The page loads this once it is idle.
 */
export function startOfflineSupport(): void {
  const updates = watchServiceWorkerUpdates(registerSW);
  if ('serviceWorker' in navigator) void warmLanguage(navigator.serviceWorker, document.documentElement.lang);
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <ThemeProvider theme={theme}>
      <UpdatePrompt updates={updates} />
    </ThemeProvider>,
  );
}
