import type { Page } from '@playwright/test';

/** Makes the page's browser refuse IndexedDB, as a private window or a browser setting can. */
export async function refuseIndexedDb(page: Page): Promise<void> {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
  });
}
