import { useEffect } from 'react';
import { pageIsLive, whenPageIdle } from '../ui/when-idle';

/**
 * Rendered beside the page, inside its Suspense boundary: its effect runs once the page itself is live (React
 * hydrates the boundary as one), which lets code kept for idle start, the offline support first.
 */
export function PageLive() {
  useEffect(() => {
    pageIsLive();
    const offline = whenPageIdle(() => void import('../app/offline/start-offline-support').then(({ startOfflineSupport }) => startOfflineSupport()));
    return offline.cancel;
  }, []);
  return null;
}
