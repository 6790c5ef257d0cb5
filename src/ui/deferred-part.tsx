import { lazy, memo, Suspense, useState, type ComponentType } from 'react';
import { isHydrating } from './when-idle';

/**
 * A part of a page whose code is fetched only once the page is live: call `load` when the visitor reaches for it
 * or the page is idle. Until its code has arrived, its prerendered HTML stays as the build wrote it (React hydrates
 * it afterwards), so nothing moves and nothing typed into it is lost. Rendered afresh (after a navigation, or with
 * no prerendered HTML) it has none to keep, so its code is fetched at once; the build's own render waits for it.
 */
export function deferredPart<Props extends object>(importPart: () => Promise<ComponentType<Props>>) {
  let start: () => void = () => undefined;
  const wanted = new Promise<void>((resolve) => (start = resolve));
  if (typeof document === 'undefined') start();
  const Lazy = lazy(() => wanted.then(importPart).then((component) => ({ default: component })));

  // Memoised, and no state of its own: a boundary that React has not hydrated yet and that renders again is
  // thrown away and rendered afresh, losing what was typed into its HTML.
  const Part = memo(function DeferredPart(props: Props) {
    useState(() => {
      if (!isHydrating()) start();
    });
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  });

  return { Part, load: () => start() };
}
