import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installPreloadRecovery } from './app/preload-recovery';

// The entry chunk's URL is content-hashed, so it names this build.
installPreloadRecovery(window, import.meta.url);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
