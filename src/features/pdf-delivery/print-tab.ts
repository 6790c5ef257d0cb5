import { t } from '@lingui/core/macro';

/**
 * Opens the print tab straight away, inside the click, so no pop-up blocker stops it; the PDF is
 * shown in it once ready. Null when the browser refused to open a tab. Its words are in the page's language (the
 * one activated for this page load).
 */
export function openPrintTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) {
    const preparing = t`Preparing your shipping label…`;
    tab.document.title = preparing;
    tab.document.body.textContent = preparing;
  }
  return tab;
}
