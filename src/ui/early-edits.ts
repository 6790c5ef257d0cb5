import { useLayoutEffect, useRef } from 'react';

/** A control of a prerendered form that the visitor changed while the page's code was still loading. */
export type EarlyEdit = { name: string; value: string };

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isChanged = (control: Control): boolean =>
  control instanceof HTMLSelectElement
    ? [...control.options].some((option) => option.selected !== option.defaultSelected)
    : control.value !== control.defaultValue;

/** What the visitor typed or chose in the prerendered part with this id, read before React set it back. */
export function readEarlyEdits(root: Document, id: string): EarlyEdit[] {
  const part = root.getElementById(id);
  if (part === null) return [];
  return [...part.querySelectorAll<Control>('input[name], textarea[name], select[name]')]
    .filter(isChanged)
    .map((control) => ({ name: control.name, value: control.value }));
}

/**
 * Runs `apply` once, in the commit that makes a prerendered page live: before the browser can hand the page the
 * visitor's next event. (An effect would run after it: a size chosen early, applied then, would put its usual
 * resolution over a resolution chosen since.) Once, though StrictMode mounts a page twice in development.
 */
export function useOnceLive(apply: () => void): void {
  const applied = useRef(false);
  useLayoutEffect(() => {
    if (applied.current) return;
    applied.current = true;
    apply();
  });
}
