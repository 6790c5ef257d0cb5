import { useEffect } from 'react';
import { labelWorker } from './label-worker';

/** Once the page is idle, starts the worker and renders a throwaway PDF so the first real one is quick. */
export function useWorkerWarmUp(): void {
  useEffect(() => {
    const warmUp = () => void labelWorker.warmUp();
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(warmUp, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(warmUp, 200);
    return () => window.clearTimeout(handle);
  }, []);
}
