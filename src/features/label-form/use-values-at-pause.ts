import { startTransition, useEffect, useState } from 'react';
import type { FieldValues, UseFormSubscribe } from 'react-hook-form';

/** Keystrokes closer than this are one burst (a fast typist; a slow phone that delays its keys): shown at its pause. */
export const TYPING_PAUSE_MS = 150;
/** The longest a burst of typing goes unshown: a long burst still shows its progress twice a second. */
export const LONGEST_WAIT_MS = 500;

/**
 * The form's values for a leaf that shows them (the preview). A change after a pause shows at once; during a
 * burst of typing the values show when it pauses for TYPING_PAUSE_MS, and at least every LONGEST_WAIT_MS. On a
 * slow phone, redrawing the preview between two fast keystrokes is what made typing lag; now a keystroke never
 * waits for it. The update renders in a transition, so a keystroke that comes while it renders interrupts it.
 * Subscribing (rather than `useWatch`) keeps React from re-rendering inside the input event itself. `shownFirst`,
 * if given, is shown before the first values (the prerendered ones, while hydrating).
 */
export function useValuesAtPause<Values extends FieldValues>(subscribe: UseFormSubscribe<Values>, initial: () => Values, shownFirst?: Values): Values {
  const [values, setValues] = useState(shownFirst ?? initial);
  useEffect(() => {
    let latest: Values | null = null;
    let unshownSince: number | null = null;
    let lastChange = -Infinity;
    let timer = 0;
    const showLatest = () => {
      const update = latest;
      latest = null;
      unshownSince = null;
      if (update === null) return;
      // Copied once, when shown (react-hook-form hands over its own values object), not at every keystroke.
      const shownNow = { ...update };
      startTransition(() => setValues((shown) => (sameValues(shown, shownNow) ? shown : shownNow)));
    };
    const show = (next: Values) => {
      latest = next;
      const now = performance.now();
      const inBurst = now - lastChange < TYPING_PAUSE_MS;
      lastChange = now;
      unshownSince ??= now;
      window.clearTimeout(timer);
      const wait = inBurst ? Math.min(TYPING_PAUSE_MS, unshownSince + LONGEST_WAIT_MS - now) : 0;
      timer = window.setTimeout(showLatest, Math.max(0, wait));
    };
    const unsubscribe = subscribe({ formState: { values: true }, callback: ({ values: next }) => show(next) });
    // Values set between the first render and this subscription (what was typed into the prerendered page
    // before its code ran, applied on mount) reach the leaf at once; unchanged ones re-render nothing.
    show(initial());
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [subscribe, initial]);
  return values;
}

const sameValues = (a: FieldValues, b: FieldValues): boolean =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((key) => Object.is(a[key], b[key]));
