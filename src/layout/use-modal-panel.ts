import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea, select, [tabindex]:not([tabindex="-1"])';

/**
 * While `open`: moves focus into the panel, keeps Tab inside it, closes on Escape,
 * stops the page behind from scrolling, and closes when `closeWhen` media query starts matching.
 */
export function useModalPanel(
  panelRef: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
  closeWhen: string,
): void {
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const focusables = () => Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
    focusables()[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab') {
        keepTabInside(event, focusables());
      }
    };
    document.addEventListener('keydown', onKeyDown);

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const query = typeof window.matchMedia === 'function' ? window.matchMedia(closeWhen) : null;
    const onMediaChange = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    query?.addEventListener('change', onMediaChange);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      query?.removeEventListener('change', onMediaChange);
    };
  }, [panelRef, open, onClose, closeWhen]);
}

function keepTabInside(event: KeyboardEvent, items: HTMLElement[]): void {
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !items.includes(active as HTMLElement))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !items.includes(active as HTMLElement))) {
    event.preventDefault();
    first.focus();
  }
}
