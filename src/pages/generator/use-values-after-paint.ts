import { useEffect, useState } from 'react';
import type { FieldValues, UseFormSubscribe } from 'react-hook-form';

/**
 * The form's values for a leaf that shows them, updated just after the browser has painted each
 * keystroke: the keystroke never waits for the leaf, and keystrokes within one frame re-render it once.
 * Subscribing (rather than `useWatch`) keeps React from re-rendering inside the input event itself.
 */
export function useValuesAfterPaint<Values extends FieldValues>(
  subscribe: UseFormSubscribe<Values>,
  initial: () => Values,
): Values {
  const [values, setValues] = useState(initial);
  useEffect(() => {
    let latest: Values | null = null;
    let frame = 0;
    let timer = 0;
    const show = (next: Values) => {
      const scheduled = latest !== null;
      latest = { ...next };
      if (scheduled) return;
      // rAF runs just before the next paint; a timeout set there runs once that frame is out.
      frame = requestAnimationFrame(() => {
        timer = window.setTimeout(() => {
          const update = latest;
          latest = null;
          if (update) setValues((shown) => (sameValues(shown, update) ? shown : update));
        });
      });
    };
    const unsubscribe = subscribe({ formState: { values: true }, callback: ({ values: next }) => show(next) });
    // Values set between the first render and this subscription (what was typed into the prerendered page
    // before its code ran, applied on mount) reach the leaf too; unchanged ones re-render nothing.
    show(initial());
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [subscribe, initial]);
  return values;
}

const sameValues = (a: FieldValues, b: FieldValues): boolean =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((key) => Object.is(a[key], b[key]));
