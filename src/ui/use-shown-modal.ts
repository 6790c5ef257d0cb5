import { useEffect, useRef } from 'react';

/** A ref for a <dialog> that is shown as a modal (showModal) once it is mounted: focus kept inside, Escape cancels. */
export function useShownModal() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const shown = dialog.current;
    if (shown && !shown.open) shown.showModal();
  }, []);
  return dialog;
}
