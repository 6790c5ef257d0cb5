import type { SenderLogo } from '../../label/sender-logo';

type Listener = () => void;

let logo: SenderLogo | null = null;
let url: string | null = null;
const listeners = new Set<Listener>();

/**
 * The logo of the sender in the form, chosen in the sender's card or filled in with a saved sender, shared without React
 * with the preview and the PDF actions. Held on the page only; a saved sender keeps it on the device.
 */
export const logoStore = {
  get: (): SenderLogo | null => logo,
  set(next: SenderLogo | null): void {
    if (next === logo) return;
    logo = next;
    if (url !== null) URL.revokeObjectURL(url);
    url = null;
    for (const listener of [...listeners]) listener();
  },
  /** The logo's PNG as an address the preview's <image> shows, made once a logo; null without one. */
  url(): string | null {
    if (logo === null) return null;
    url ??= URL.createObjectURL(new Blob([logo.png], { type: 'image/png' }));
    return url;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
