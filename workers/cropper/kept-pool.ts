import { letGoWhenIdle } from './let-go-when-idle';

/** How long kept things outlive their last use: the next page comes within it, a visitor's pause does not. */
export const KEPT_FOR_MS = 10_000;

/**
 * Things to use again (buffers, canvases) kept while idle: at most `most` in all by `sizeOf`, the oldest let go first,
 * and all of them once none has been given back for KEPT_FOR_MS.
 */
export function keptPool<T>(sizeOf: (thing: T) => number, most: number) {
  const idle: T[] = [];
  const stillUsed = letGoWhenIdle(() => void idle.splice(0), KEPT_FOR_MS);
  return {
    /** The kept thing `choose` picks (its index among them, or -1 for none), taken out of the pool. */
    take(choose: (idle: readonly T[]) => number): T | undefined {
      const at = choose(idle);
      return at < 0 ? undefined : idle.splice(at, 1)[0];
    },
    keep(thing: T): void {
      if (idle.includes(thing)) return;
      idle.push(thing);
      stillUsed();
      let kept = idle.reduce((sum, each) => sum + sizeOf(each), 0);
      while (kept > most && idle.length > 0) kept -= sizeOf(idle.shift() as T);
    },
  };
}
