import type { Page } from '@playwright/test';

/**
 * The content type of what the print tab shows, read once the tab has loaded the PDF the app opened in it. The app
 * opens the tab empty (about:blank) inside the click and sends it to the PDF's blob: address once the PDF is made:
 * until then a read in the tab may run in the blank page or be cut off by the navigation ("Execution context was
 * destroyed"). waitForURL waits for the blob: document to commit and fire its load event; the PDF viewer then loads
 * its own frames inside it, without navigating the tab again.
 */
export async function printTabContentType(tab: Page): Promise<string> {
  await tab.waitForURL(/^blob:/, { waitUntil: 'load' });
  return tab.evaluate(() => document.contentType);
}
