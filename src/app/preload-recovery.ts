const KEY_PREFIX = 'shiplabel:reloaded-for:';

type RecoveryWindow = Pick<Window, 'addEventListener' | 'sessionStorage' | 'location'>;

/**
 * A lazy chunk that fails to load usually means a new version was deployed and the old files are
 * gone: load the page again (the address bar already shows where the visitor was going) to pick up
 * the new build.
 * The guard is kept per build, so a build whose chunks keep failing reloads at most once and then
 * shows the route's error instead of looping.
 */
export function installPreloadRecovery(win: RecoveryWindow, buildId: string): void {
  win.addEventListener('vite:preloadError', (event) => {
    if (!markOnce(win, KEY_PREFIX + buildId)) return;
    event.preventDefault();
    win.location.reload();
  });
}

/** True the first time for `key` in this tab; false afterwards or when storage is unavailable. */
function markOnce(win: RecoveryWindow, key: string): boolean {
  try {
    if (win.sessionStorage.getItem(key) !== null) return false;
    win.sessionStorage.setItem(key, '1');
    return true;
  } catch {
    return false;
  }
}
