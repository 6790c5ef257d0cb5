import { deferredPart } from '../../ui/deferred-part';

/**
 * Download ZPL and Copy ZPL where the chosen stock is a thermal roll a ZPL printer takes; nothing elsewhere. Its code
 * (the check included) is fetched once the page is live: `load` it with the page's other deferred parts.
 */
export const zplPart = deferredPart(() => import('./zpl-panel').then(({ ZplPanel }) => ZplPanel));
