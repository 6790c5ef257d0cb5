import { useSyncExternalStore } from 'react';
import type { SenderLogo } from '../../label/sender-logo';
import { logoStore } from './logo-store';

/** The sender's logo, re-rendering the component when it changes (none in the prerendered page). */
export const useSenderLogo = (): SenderLogo | null => useSyncExternalStore(logoStore.subscribe, logoStore.get, () => null);
