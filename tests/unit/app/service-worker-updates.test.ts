import { describe, expect, it, vi } from 'vitest';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { watchServiceWorkerUpdates } from '../../../src/app/offline/service-worker-updates';

/** A stand-in for vite-plugin-pwa's registerSW: keeps its options, and records the switch to a waiting worker. */
function fakeRegister() {
  const calls: { options?: RegisterSWOptions; activated: boolean[] } = { activated: [] };
  const register = (options: RegisterSWOptions) => {
    calls.options = options;
    return async (reloadPage?: boolean) => void calls.activated.push(reloadPage ?? false);
  };
  return { register, calls };
}

describe('watchServiceWorkerUpdates', () => {
  it('registers after the page has loaded, and reports nothing until a new version waits', () => {
    const { register, calls } = fakeRegister();
    const updates = watchServiceWorkerUpdates(register);
    expect(calls.options?.immediate).toBe(false);
    expect(updates.isWaiting()).toBe(false);
  });

  it('tells its listeners when a new version is waiting, and switches to it only when asked', async () => {
    const { register, calls } = fakeRegister();
    const updates = watchServiceWorkerUpdates(register);
    const listener = vi.fn();
    updates.subscribe(listener);
    calls.options?.onNeedRefresh?.();
    expect(listener).toHaveBeenCalledOnce();
    expect(updates.isWaiting()).toBe(true);
    expect(calls.activated).toEqual([]);
    await updates.reload();
    expect(calls.activated).toEqual([true]);
  });

  it('takes a failed registration quietly: the site still works online', () => {
    const { register, calls } = fakeRegister();
    const error = vi.spyOn(console, 'error');
    watchServiceWorkerUpdates(register);
    calls.options?.onRegisterError?.(new Error('service workers are switched off'));
    expect(error).not.toHaveBeenCalled();
  });
});
