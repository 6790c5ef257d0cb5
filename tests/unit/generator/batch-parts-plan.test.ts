import { describe, expect, it } from 'vitest';
import { batchPartsPlan } from '../../../src/workers-bridge/batch-parts-plan';

const sizes = (plan: ReturnType<typeof batchPartsPlan>) => plan.map((part) => part.count);

describe('cutting a batch into parts for its workers', () => {
  it('gives each worker an equal run of one-label pages, in the order of the rows', () => {
    expect(batchPartsPlan(10_000, 2, 1, 1)).toEqual([
      { first: 0, count: 5_000 },
      { first: 5_000, count: 5_000 },
    ]);
    const four = sizes(batchPartsPlan(1_001, 4, 1, 1));
    expect(four).toHaveLength(4);
    expect(four.reduce((sum, count) => sum + count, 0)).toBe(1_001);
    expect(Math.max(...four) - Math.min(...four)).toBeLessThanOrEqual(1);
  });

  it('keeps a small batch on one worker, and never makes a part of fewer than the minimum', () => {
    expect(batchPartsPlan(150, 4, 1, 1)).toEqual([{ first: 0, count: 150 }]);
    expect(sizes(batchPartsPlan(350, 4, 1, 1))).toHaveLength(3);
    expect(batchPartsPlan(0, 2, 1, 1)).toEqual([{ first: 0, count: 0 }]);
  });

  it('on sheets, starts every part after the first on a new sheet, the first filling the sheet from the chosen slot', () => {
    // 30 labels a sheet, from slot 21: the first sheet takes 10, then sheets of 30.
    const plan = batchPartsPlan(1_000, 2, 30, 21);
    expect(plan).toEqual([
      { first: 0, count: 490 },
      { first: 490, count: 510 },
    ]);
    expect((plan[1]!.first - 10) % 30).toBe(0);
  });

  it('never has more parts than sheets', () => {
    expect(sizes(batchPartsPlan(300, 4, 300, 1, 10))).toEqual([300]);
  });
});
