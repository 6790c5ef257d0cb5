import { describe, expect, it } from 'vitest';
import { boundedQueue, roomFor } from '../../../workers/cropper/decoder';

// Pictures waiting to be decoded are megabytes each: the cropper's worker draws the next only when fewer than a few
// are waiting, however far ahead it has looked, and a failed decoding frees its room like any other.

/** A job that ends when told to, noting how many of its kind were unfinished when it started. */
function jobs() {
  let unfinished = 0;
  let most = 0;
  const ends: (() => void)[] = [];
  const job = (value: number, fails = false) => (): Promise<number> => {
    unfinished += 1;
    most = Math.max(most, unfinished);
    return new Promise<number>((resolve, reject) =>
      ends.push(() => {
        unfinished -= 1;
        if (fails) reject(new Error(`job ${value} failed`));
        else resolve(value);
      }),
    );
  };
  return { job, endNext: () => ends.shift()?.(), most: () => most, started: () => ends.length };
}

describe('room for pictures waiting to be decoded', () => {
  it('starts a job only while fewer than the limit are unfinished, and hands back each result without waiting for it', async () => {
    const { job, endNext, most, started } = jobs();
    const start = roomFor(2);
    const first = await start(job(1));
    const second = await start(job(2));
    let thirdStarted = false;
    const third = start(job(3)).then((box) => {
      thirdStarted = true;
      return box;
    });
    await Promise.resolve();
    expect(thirdStarted).toBe(false);
    expect(started()).toBe(2);
    endNext();
    expect(await first.result).toBe(1);
    const { result } = await third;
    expect(thirdStarted).toBe(true);
    endNext();
    endNext();
    expect([await second.result, await result]).toEqual([2, 3]);
    expect(most()).toBe(2);
  });

  it('frees the room of a job that failed, and keeps a queue’s results in order', async () => {
    const { job, endNext, most } = jobs();
    const queue = boundedQueue<number>(1);
    const failing = roomFor(1);
    const failed = await failing(job(0, true));
    endNext();
    await expect(failed.result).rejects.toThrow('job 0 failed');
    const next = await failing(job(9));
    endNext();
    expect(await next.result).toBe(9);

    const adding = (async () => {
      for (const value of [1, 2, 3]) await queue.add(job(value));
    })();
    for (let round = 0; round < 3; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      endNext();
    }
    await adding;
    expect(await queue.all()).toEqual([1, 2, 3]);
    expect(most()).toBe(1);
  });
});
