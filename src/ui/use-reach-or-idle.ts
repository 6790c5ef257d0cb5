import { useEffect, type RefObject } from 'react';
import { whenPageIdle } from './when-idle';

// What a visitor reaching for a part does first: points at it, tabs to it, drags a file over it, pastes or types.
const REACH_EVENTS = ['pointerover', 'focusin', 'dragenter', 'paste', 'input', 'change'] as const;

/**
 * Calls `reached` once: when the visitor reaches for the element, or at the page's first idle moment, whichever
 * comes first. Listened for on the window, ahead of React: inside HTML that React has not hydrated yet, React
 * stops these events before they reach any element.
 */
export function useReachOrIdle(element: RefObject<HTMLElement | null>, reached: () => void): void {
  useEffect(() => {
    const idle = whenPageIdle(done);
    const onEvent = (event: Event) => {
      if (event.target instanceof Node && element.current?.contains(event.target)) done();
    };
    function stop() {
      idle.cancel();
      for (const type of REACH_EVENTS) window.removeEventListener(type, onEvent, true);
    }
    function done() {
      stop();
      reached();
    }
    for (const type of REACH_EVENTS) window.addEventListener(type, onEvent, true);
    return stop;
  }, [element, reached]);
}
