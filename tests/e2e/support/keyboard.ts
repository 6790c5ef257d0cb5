import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (Shift+Tab with `backwards`) until focus is on `target` (a CSS selector or a locator), checking
 * on the way that focus is always visible: `:focus-visible` with an outline drawn.
 */
export async function tabTo(page: Page, target: string | Locator, { backwards = false, maxPresses = 60 } = {}): Promise<void> {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press(key);
    const focus = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return { visible: true };
      const style = getComputedStyle(element);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return { visible: element.matches(':focus-visible') && outlined };
    });
    expect(focus.visible, `focus visible at ${key} ${press + 1}`).toBe(true);
    const reached =
      typeof target === 'string'
        ? await page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, target)
        : await target.evaluate((element) => element === document.activeElement, undefined, { timeout: 5_000 });
    if (reached) return;
  }
  throw new Error(`${key} never reached ${String(target)}`);
}
