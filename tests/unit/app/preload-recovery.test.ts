import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../support/memory-storage';
import { installPreloadRecovery } from '../../../src/app/preload-recovery';

function fakeWindow(storage: Pick<Storage, 'getItem' | 'setItem'> = memoryStorage()) {
  const target = new EventTarget();
  const reload = vi.fn();
  const win = {
    addEventListener: target.addEventListener.bind(target),
    sessionStorage: storage as Storage,
    location: { reload } as unknown as Location,
  };
  const preloadError = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event;
  };
  return { win, reload, preloadError };
}


describe('preload error recovery', () => {
  it('reloads the page on the first failed preload and stops the error', () => {
    const { win, reload, preloadError } = fakeWindow();
    installPreloadRecovery(win, 'build-a');
    expect(preloadError().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads twice for the same build, so a broken deploy cannot loop', () => {
    const storage = memoryStorage();
    const first = fakeWindow(storage);
    installPreloadRecovery(first.win, 'build-a');
    first.preloadError();

    const afterReload = fakeWindow(storage);
    installPreloadRecovery(afterReload.win, 'build-a');
    expect(afterReload.preloadError().defaultPrevented).toBe(false);
    expect(afterReload.reload).not.toHaveBeenCalled();
  });

  it('reloads again once a newer build fails too', () => {
    const storage = memoryStorage();
    const old = fakeWindow(storage);
    installPreloadRecovery(old.win, 'build-a');
    old.preloadError();

    const newer = fakeWindow(storage);
    installPreloadRecovery(newer.win, 'build-b');
    newer.preloadError();
    expect(newer.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when session storage is unavailable, since it could not guard against a loop', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
    };
    const { win, reload, preloadError } = fakeWindow(blocked);
    installPreloadRecovery(win, 'build-a');
    preloadError();
    expect(reload).not.toHaveBeenCalled();
  });
});
