import { BLOB_URL_LIFETIME_MS } from './save-pdf';

const LOAD_POLL_MS = 50;
const LOAD_GIVE_UP_MS = 30_000;

/** Shows the PDF in the tab and opens the print dialog there; the blob URL is released a second later. */
export function printInTab(tab: Window, pdf: Blob): void {
  const url = URL.createObjectURL(pdf);
  tab.location.href = url;
  const startedAt = Date.now();
  const poll = window.setInterval(() => {
    const gaveUp = tab.closed || Date.now() - startedAt > LOAD_GIVE_UP_MS;
    const loaded = !gaveUp && showsLoaded(tab, url);
    if (!gaveUp && !loaded) return;
    window.clearInterval(poll);
    if (loaded) {
      tab.focus();
      tab.print();
    }
    window.setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
  }, LOAD_POLL_MS);
}

function showsLoaded(tab: Window, url: string): boolean {
  try {
    return tab.location.href === url && tab.document.readyState === 'complete';
  } catch {
    return false; // between documents while it navigates
  }
}
