import { deferredPart } from '../../ui/deferred-part';

/** "Forget everything on this device", with the book's code (and IndexedDB's wrapper): fetched once the page is live. */
export const forgetEverythingPart = deferredPart(() => import('./forget-everything').then((module) => module.ForgetEverything));
