/**
 * A value made on first use, then kept. For the platform's Intl objects: creating the first segmenter or
 * number format loads locale data (tens of milliseconds on a slow phone), which the page should not pay for
 * while it starts, and may never need.
 */
export function lazily<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

/** A promise made on first use and kept once it succeeds; a failed one (a chunk that did not arrive) is asked for again next time. */
export function lazilyLoaded<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
