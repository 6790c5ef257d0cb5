import type { CDPSession, Page } from '@playwright/test';

/** What the page records for the bench: its long tasks. Interactions are read from a trace (trace-interactions.ts). */
export type ProbeEntries = {
  longTasks: { startTime: number; duration: number }[];
};

declare global {
  interface Window {
    benchProbes?: ProbeEntries;
  }
}

/** Installs the observers before any page script runs. */
export async function installProbes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probes: ProbeEntries = { longTasks: [] };
    window.benchProbes = probes;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probes.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

export async function readProbes(page: Page): Promise<ProbeEntries> {
  return page.evaluate(() => structuredClone(window.benchProbes ?? { longTasks: [] }));
}

export const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/** Slows the page's main thread (never its workers) by `rate`; at 1 it leaves the page alone. */
export async function throttleCpu(page: Page, rate: number): Promise<CDPSession | null> {
  if (rate === 1) return null;
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  return session;
}

/** Long tasks that started within [from, to] (page clock), their total blocking time and the longest (0 if none). */
export function longTasksBetween(entries: ProbeEntries, from: number, to: number) {
  const tasks = entries.longTasks.filter((task) => task.startTime >= from && task.startTime <= to);
  return {
    count: tasks.length,
    blockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    longestMs: tasks.reduce((longest, task) => Math.max(longest, task.duration), 0),
  };
}
