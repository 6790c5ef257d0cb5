// Work a worker starts before the page asks for it (the next page looked at, a page's reading), kept under a key until
// the page asks (once) or lets the file go. A failure waits for the page to ask, and the caller does the work afresh.

/** A file's key and a page's within it. */
export const pageKey = (id: string, page: number): string => `${id}\u0000${page}`;

export function startedEarly<T>() {
  const started = new Map<string, T>();
  return {
    /** Keeps `work` (started now) under `key`, replacing any kept there. */
    keep(key: string, work: T): void {
      started.set(key, work);
    },
    /** The work kept under `key`, taken out; undefined if none was started. */
    take(key: string): T | undefined {
      const work = started.get(key);
      started.delete(key);
      return work;
    },
    /** Lets go of a closed file's work. */
    forgetFile(id: string): void {
      for (const key of started.keys()) if (key.startsWith(`${id}\u0000`)) started.delete(key);
    },
  };
}
