/**
 * The year the site is built in, which the footer's copyright names: a reproducible build's date (SOURCE_DATE_EPOCH,
 * seconds since 1970) when it sets one, else the build machine's clock; in UTC either way. Fixed at build time, so the
 * prerendered pages and the browser's code name the same year.
 */
export function buildYear(env: Readonly<Record<string, string | undefined>> = process.env, now: Date = new Date()): number {
  const epoch = env.SOURCE_DATE_EPOCH?.trim() ?? '';
  const date = /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : now;
  return date.getUTCFullYear();
}
