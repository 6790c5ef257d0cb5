import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

/** vite-plugin-pwa's `registerSW`: registers the service worker, and returns how to switch to a waiting one. */
export type RegisterServiceWorker = (options: RegisterSWOptions) => (reloadPage?: boolean) => Promise<void>;

/** Whether a new version of the site is installed and waiting, and how to switch to it. */
export type ServiceWorkerUpdates = {
  subscribe: (listener: () => void) => () => void;
  isWaiting: () => boolean;
  /** Activates the waiting version; the page reloads once it controls it. */
  reload: () => Promise<void>;
};

/**
 * Registers the service worker that keeps the site's files for offline use (after the page has loaded),
 * and reports when a newly deployed version is waiting. It never takes over by itself: the visitor may be
 * typing, so the page offers a reload instead (update-prompt.tsx).
 */
export function watchServiceWorkerUpdates(register: RegisterServiceWorker): ServiceWorkerUpdates {
  let waiting = false;
  const listeners = new Set<() => void>();
  const activate = register({
    immediate: false,
    onNeedRefresh() {
      waiting = true;
      listeners.forEach((listener) => listener());
    },
    // No offline copy this visit (private mode, or service workers switched off): the site works online as ever.
    onRegisterError: () => undefined,
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isWaiting: () => waiting,
    reload: () => activate(true),
  };
}
