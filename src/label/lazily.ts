/**
 * A value made on first use, then kept. For the platform's Intl objects: creating the first segmenter or
 * number format loads locale data (tens of milliseconds on a slow phone), which the page should not pay for
 * while it starts, and may never need.
 */
export function lazily<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
