import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has taken this prerendered control over, so that a click on it reaches the app's handler. Before
 * the app's code has loaded, the page is plain HTML: a click on a submit button submits the bare form (which the CSP
 * refuses), and a click on any other button does nothing. A hydrated element carries React's props.
 */
export async function expectHydrated(control: Locator): Promise<void> {
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), { message: 'the control is hydrated' })
    .toBe(true);
}
