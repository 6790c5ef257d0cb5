import { useEffect } from 'react';

let markPageLive: () => void = () => undefined;
let hydrating = false;
const pageLive = new Promise<void>((resolve) => (markPageLive = resolve));

/** React has started taking the prerendered page over (main.tsx). */
export function pageIsHydrating(): void {
  hydrating = true;
}

/** The first page has been taken over by React (hydrated, or rendered afresh): what waits for idle may start. */
export function pageIsLive(): void {
  hydrating = false;
  markPageLive();
}

/** Whether React is taking the prerendered page over: until then, anything rendered is rendered afresh. */
export const isHydrating = (): boolean => hydrating;

/** Runs `task` when the browser is next idle (within `timeoutMs` at the latest); cancel() stops it. */
export function whenIdle(task: () => void, timeoutMs = 500): { cancel: () => void } {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return { cancel: () => window.cancelIdleCallback(handle) };
  }
  const handle = window.setTimeout(task, 200);
  return { cancel: () => window.clearTimeout(handle) };
}

/**
 * Runs `task` at the first idle moment once the page is live: the time to fetch code the page may soon need but
 * does not need to become interactive, so that it never competes with the page's own code and hydration.
 */
export function whenPageIdle(task: () => void): { cancel: () => void } {
  let cancelled = false;
  let idle: { cancel: () => void } | null = null;
  // Nothing is being taken over (no prerendered page, or a test's own render): the page is live as it is.
  void (hydrating ? pageLive : Promise.resolve()).then(() => {
    if (!cancelled) idle = whenIdle(task);
  });
  return {
    cancel: () => {
      cancelled = true;
      idle?.cancel();
    },
  };
}

/** whenPageIdle for a component: once, while it is mounted. */
export function useWhenPageIdle(task: () => void): void {
  useEffect(() => whenPageIdle(task).cancel, [task]);
}
