import { useEffect } from 'react';

let markPageLive: () => void = () => undefined;
let live = false;
const pageLive = new Promise<void>((resolve) => (markPageLive = resolve));

/** The first page has been taken over by React (hydrated, or rendered afresh): what waits for idle may start. */
export function pageIsLive(): void {
  live = true;
  markPageLive();
}

/** Whether the first page is live: anything rendered from now on is rendered afresh, not hydrated. */
export const isPageLive = (): boolean => live;

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
  void pageLive.then(() => {
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
