import type { SenderLogo } from '../../label/sender-logo';
import { createValueStore } from '../../ui/value-store';

const logo = createValueStore<SenderLogo | null>(null);
let url: string | null = null;

/**
 * The logo of the sender in the form, chosen in the sender's card or filled in with a saved sender, shared without React
 * with the preview and the PDF actions. Held on the page only; a saved sender keeps it on the device.
 */
export const logoStore = {
  get: logo.get,
  set(next: SenderLogo | null): void {
    if (next === logo.get()) return;
    if (url !== null) URL.revokeObjectURL(url);
    url = null;
    logo.set(next);
  },
  /** The logo's PNG as an address the preview's <image> shows, made once a logo; null without one. */
  url(): string | null {
    const current = logo.get();
    if (current === null) return null;
    url ??= URL.createObjectURL(new Blob([current.png], { type: 'image/png' }));
    return url;
  },
  subscribe: logo.subscribe,
};
