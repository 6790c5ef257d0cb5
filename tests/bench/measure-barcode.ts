import type { Browser } from '@playwright/test';

/**
 * Milliseconds from a keystroke in the tracking number to the new barcode on screen: from the
 * keydown's timestamp to the first animation frame that shows the image with the new value (an SVG
 * image of a blob: address, which the browser draws as soon as it is in place).
 */
export async function measureBarcode(browser: Browser, origin: string, keystrokes = 5): Promise<number[]> {
  const page = await browser.newPage();
  await page.goto(`${origin}/generator`);
  await page.locator('#shipping-label image').waitFor();
  await page.waitForTimeout(2000);
  const input = page.locator('[name="trackingNumber"]');
  await input.focus();
  await page.keyboard.press('End');
  const latencies: number[] = [];
  for (const key of 'K7Q2Z'.slice(0, keystrokes)) {
    const expected = `${(await input.inputValue()).trim()}${key}`;
    await page.evaluate(() => {
      const target = window as Window & { keydownAt?: number };
      document.addEventListener('keydown', (event) => (target.keydownAt = event.timeStamp), { once: true, capture: true });
    });
    await page.keyboard.press(key);
    // Checked at every animation frame: the first frame that has the new image in place.
    const shownAt = await page.waitForFunction(
      (value) => {
        const image = document.querySelector<SVGImageElement>('#shipping-label image');
        return image?.dataset.value === value ? performance.now() : 0;
      },
      expected,
      { polling: 'raf' },
    );
    const keydownAt = await page.evaluate(() => (window as Window & { keydownAt?: number }).keydownAt ?? NaN);
    latencies.push((await shownAt.jsonValue()) - keydownAt);
    await page.waitForTimeout(600);
  }
  await page.close();
  return latencies;
}
