import { expect, type Locator } from '@playwright/test';

/** Whether React has taken the element over; why not, while it cannot be read yet (not there, or its page still loading). */
const hydrationState = (control: Locator): Promise<boolean | string> =>
  control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')), undefined, { timeout: 1_000 }).catch(
    (error: unknown) => `not readable yet: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
  );

/**
 * Waits until React has taken this prerendered control over, so that a click on it reaches the app's handler. Before
 * the app's code has loaded, the page is plain HTML: a click on a submit button submits the bare form (which the CSP
 * refuses), a click on any other button does nothing, and a click on a link loads the next page afresh instead of the
 * app showing it. A hydrated element carries React's props.
 */
export async function expectHydrated(control: Locator): Promise<void> {
  // expect.poll stops at the first error its callback throws: a read that fails (the element not there yet, a
  // navigation under way) is returned as a value instead, so the poll retries it until its timeout.
  await expect.poll(() => hydrationState(control), { message: 'the control is hydrated' }).toBe(true);
}
