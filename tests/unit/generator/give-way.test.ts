import { describe, expect, it, vi } from 'vitest';
import { giveWay } from '../../../workers/batch/give-way';

describe('a batch giving way to typing', () => {
  it('goes on at once when nobody types, after a turn of the event loop rather than a timer', async () => {
    vi.useFakeTimers();
    const way = giveWay(0, () => Date.now());
    // No timer is advanced: a timer's turn would be held back 4 ms in a worker (message-turn.ts).
    await expect(way.wait()).resolves.toBeUndefined();
    vi.useRealTimers();
  });

  it('waits while held, and goes on when the hold ends', async () => {
    vi.useFakeTimers();
    const way = giveWay(0, () => Date.now());
    way.hold(400);
    let passed = false;
    void way.wait().then(() => (passed = true));
    await vi.advanceTimersByTimeAsync(300);
    expect(passed).toBe(false);
    way.hold(400); // another keystroke
    await vi.advanceTimersByTimeAsync(300);
    expect(passed).toBe(false);
    await vi.advanceTimersByTimeAsync(150);
    expect(passed).toBe(true);
    vi.useRealTimers();
  });

  it('waits five seconds at most over a batch of no labels (and 50 ms more a label), so endless typing cannot stall it past its time limit', async () => {
    vi.useFakeTimers();
    const way = giveWay(0, () => Date.now());
    way.hold(400);
    const typing = setInterval(() => way.hold(400), 100);
    let passed = false;
    void way.wait().then(() => (passed = true));
    await vi.advanceTimersByTimeAsync(4_900);
    expect(passed).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(passed).toBe(true);
    passed = false;
    void way.wait().then(() => (passed = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(passed).toBe(true);
    clearInterval(typing);
    vi.useRealTimers();
  });

  it('gives a longer batch a longer wait: 10 s for 100 labels', async () => {
    vi.useFakeTimers();
    const way = giveWay(100, () => Date.now());
    way.hold(400);
    const typing = setInterval(() => way.hold(400), 100);
    let passed = false;
    void way.wait().then(() => (passed = true));
    await vi.advanceTimersByTimeAsync(9_900);
    expect(passed).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(passed).toBe(true);
    clearInterval(typing);
    vi.useRealTimers();
  });
});
