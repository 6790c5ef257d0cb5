import { describe, expect, it, vi } from 'vitest';

// Pixel buffers are kept and used again (new memory is slow to fill on the machines the cropper meets): a picture gets
// the smallest kept buffer it fits in, and no more than a few labels' worth are kept idle.

const MB = 1024 * 1024;

/** A fresh copy of the module: its kept buffers are its own. */
const freshPool = () => {
  vi.resetModules();
  return import('../../../workers/cropper/pixel-buffers');
};

describe('pixel buffers', () => {
  it('gives a buffer back to the next picture that fits in it, the smallest that does', async () => {
    const { takeBuffer, giveBack } = await freshPool();
    const [small, large] = [takeBuffer(2 * MB), takeBuffer(4 * MB)];
    giveBack(large);
    giveBack(small);
    expect(takeBuffer(MB)).toBe(small);
    expect(takeBuffer(3 * MB)).toBe(large);
    // None kept is large enough: a new one.
    const fresh = takeBuffer(3 * MB);
    expect(fresh).not.toBe(large);
    expect(fresh.byteLength).toBe(3 * MB);
  });

  it('keeps one buffer once, however often it is given back', async () => {
    const { takeBuffer, giveBack } = await freshPool();
    const buffer = takeBuffer(MB);
    giveBack(buffer);
    giveBack(buffer);
    expect(takeBuffer(MB)).toBe(buffer);
    expect(takeBuffer(MB)).not.toBe(buffer);
  });

  it('lets the oldest go past 32 MB idle, and never keeps one handed to another thread', async () => {
    const { takeBuffer, giveBack } = await freshPool();
    const buffers = Array.from({ length: 5 }, () => takeBuffer(8 * MB));
    buffers.forEach(giveBack);
    // The first went: 40 MB was over the limit.
    const back = Array.from({ length: 4 }, () => takeBuffer(8 * MB));
    expect(new Set(back)).toEqual(new Set(buffers.slice(1)));
    expect(takeBuffer(8 * MB)).not.toBe(buffers[0]);
    const sent = takeBuffer(MB);
    structuredClone(sent, { transfer: [sent] });
    giveBack(sent);
    expect(takeBuffer(1).byteLength).toBe(1);
  });
});

describe('kept pixel buffers', () => {
  it('are let go once no picture has been read for a while, and kept while pictures keep coming', async () => {
    vi.useFakeTimers();
    try {
      const { takeBuffer, giveBack, KEPT_FOR_MS } = await freshPool();
      const first = takeBuffer(MB);
      giveBack(first);
      vi.advanceTimersByTime(KEPT_FOR_MS - 1);
      const again = takeBuffer(MB);
      expect(again).toBe(first);
      giveBack(again);
      vi.advanceTimersByTime(KEPT_FOR_MS);
      expect(takeBuffer(MB)).not.toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });
});
