import { execFileSync } from 'node:child_process';
import fc from 'fast-check';

/**
 * How much of each big check a run makes. `npm test` draws a per-commit sample of every property and catalogue-wide
 * check: seeded by the commit, so a commit's run always draws the same cases (what passed before a push passes in
 * CI) while coverage grows commit by commit. `npm run test:deep` (TEST_DEPTH=deep) runs each at its full size:
 * run it before resolving work on layout, PDF or the cropper.
 */
export const DEEP = process.env.TEST_DEPTH === 'deep';

/** The share of a check's full size that a per-commit run makes, unless the check says otherwise. */
const SAMPLE_SHARE = 0.1;

/** How many of a check's `full` cases this run makes: all when deep, else a share of them (at least one). */
export const sampled = (full: number, share = SAMPLE_SHARE): number => (DEEP ? full : Math.max(1, Math.ceil(full * share)));

/** The checked-out commit, or null outside a git checkout. */
const commit = (): string | null => {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
};

/** A 32-bit seed from text (FNV-1a). */
const seedOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash | 0;
};

/** This run's seed: FC_SEED when replaying a failure; a fresh one with FC_EXPLORE=1 or outside git; else the commit's. */
export const runSeed = (salt: number | string = 0): number => {
  if (process.env.FC_SEED !== undefined) return Number(process.env.FC_SEED);
  const head = process.env.FC_EXPLORE === '1' ? null : commit();
  return head === null ? Date.now() ^ (Math.random() * 0x100000000) : seedOf(`${head}:${salt}`);
};

/** This run's share of a list (all of it when deep), drawn with the run's seed and kept in the list's order. */
export function sampleOf<T>(items: readonly T[], share: number, salt: string): readonly T[] {
  const count = sampled(items.length, share);
  if (count >= items.length) return items;
  const [indices] = fc.sample(fc.shuffledSubarray([...items.keys()], { minLength: count, maxLength: count }), { numRuns: 1, seed: runSeed(salt) });
  return indices!.sort((a, b) => a - b).map((index) => items[index]!);
}
