import { act, renderHook } from '@testing-library/react';
import type { UseFormSubscribe } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONGEST_WAIT_MS, TYPING_PAUSE_MS, useValuesAtPause } from '../../src/features/label-form/use-values-at-pause';

type Values = { name: string };

/** A form that changes only when `type` is called, as react-hook-form's `subscribe` reports it. */
function fakeForm(initial: Values) {
  let values = initial;
  const callbacks = new Set<(state: { values: Values }) => void>();
  const subscribe = ((options: { callback: (state: { values: Values }) => void }) => {
    callbacks.add(options.callback);
    return () => callbacks.delete(options.callback);
  }) as unknown as UseFormSubscribe<Values>;
  const read = () => values;
  const type = (name: string) => {
    values = { name };
    callbacks.forEach((callback) => callback({ values }));
  };
  return { subscribe, read, type };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** The hook on a form showing `name`, a second after it mounted: the visitor starts typing after a pause. */
async function previewOf(name: string) {
  const form = fakeForm({ name });
  const { result } = renderHook(() => useValuesAtPause(form.subscribe, form.read));
  await wait(1000);
  return { form, shown: () => result.current.name };
}

describe('useValuesAtPause: what the preview shows while the visitor types', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a single change at once, in the next task', async () => {
    const { form, shown } = await previewOf('Maria');
    form.type('Maria A');
    await wait(0);
    expect(shown()).toBe('Maria A');
  });

  it('holds back a burst of fast keystrokes until typing pauses, then shows the last', async () => {
    const { form, shown } = await previewOf('');
    form.type('A');
    await wait(40);
    expect(shown()).toBe('A'); // the first keystroke after a pause shows at once
    for (const text of ['Ad', 'Ada', 'Ada ']) {
      form.type(text);
      await wait(40);
    }
    expect(shown()).toBe('A');
    await wait(TYPING_PAUSE_MS);
    expect(shown()).toBe('Ada ');
  });

  it('still shows a long burst as it goes, at least every half second', async () => {
    const { form, shown } = await previewOf('');
    const changedAt: number[] = [];
    let text = '';
    for (let key = 1; key <= 50; key += 1) {
      text += 'x';
      const before = shown();
      form.type(text);
      await wait(40); // 2 s of typing at 40 ms a key, never pausing
      if (shown() !== before) changedAt.push(key * 40);
    }
    // At once for the first key, then never more than half a second (and the key that started it) apart.
    expect(changedAt[0]).toBe(40);
    const gaps = changedAt.slice(1).map((at, index) => at - changedAt[index]!);
    expect(gaps.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(LONGEST_WAIT_MS + 40);
    await wait(TYPING_PAUSE_MS);
    expect(shown()).toBe(text);
  });

  it('shows values set between its first render and its subscription (typed before the code ran) at once', async () => {
    const form = fakeForm({ name: 'Maria' });
    // The first read is the render's; by the time the effect subscribes, the early edits have been applied.
    let reads = 0;
    const read = () => (reads++ === 0 ? form.read() : { name: 'Typed early' });
    const { result } = renderHook(() => useValuesAtPause(form.subscribe, read));
    expect(result.current.name).toBe('Maria');
    await wait(0);
    expect(result.current.name).toBe('Typed early');
  });
});
