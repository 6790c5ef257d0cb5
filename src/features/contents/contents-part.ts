import { deferredPart } from '../../ui/deferred-part';

/** The contents and customs section's closed shell, fetched with the live preview; its editor loads when opened. */
export const contentsPart = deferredPart(() => import('./contents-section').then((module) => module.ContentsSection));
