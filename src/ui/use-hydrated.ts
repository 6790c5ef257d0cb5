import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False in the prerendered HTML and while React takes it over, true from the render after. A button whose work
 * is the app's code says it is not ready yet (aria-disabled) until then: a click on the prerendered page, before
 * the code has loaded, would otherwise be lost without a word.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
