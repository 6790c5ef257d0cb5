/** bwip-js sometimes throws plain strings; callers and Comlink want a real Error. */
export const toError = (thrown: unknown, context: string): Error =>
  thrown instanceof Error ? thrown : new Error(`${context}: ${String(thrown)}`, { cause: thrown });
