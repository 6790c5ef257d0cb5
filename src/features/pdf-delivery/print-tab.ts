/**
 * Opens the print tab straight away, inside the click, so no pop-up blocker stops it; the PDF is
 * shown in it once ready. Null when the browser refused to open a tab.
 */
export function openPrintTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) {
    tab.document.title = 'Preparing your shipping label…';
    tab.document.body.textContent = 'Preparing your shipping label…';
  }
  return tab;
}
