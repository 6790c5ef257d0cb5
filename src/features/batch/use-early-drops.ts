import { useEffect, type RefObject } from 'react';

/**
 * Until the batch's code has arrived, a file dropped on its section is kept in the section's file input (where a
 * file chosen early waits too, and is read once the code is live) instead of the browser leaving the page to open
 * it. Listened for on the window: React stops drag events inside HTML it has not hydrated yet.
 */
export function useEarlyDrops(section: RefObject<HTMLElement | null>, live: boolean): void {
  useEffect(() => {
    if (live) return;
    const inSection = (event: DragEvent) => event.target instanceof Node && section.current?.contains(event.target) === true;
    const onDragOver = (event: DragEvent) => {
      if (inSection(event)) event.preventDefault();
    };
    const onDrop = (event: DragEvent) => {
      if (!inSection(event)) return;
      event.preventDefault();
      const input = section.current?.querySelector<HTMLInputElement>('input[type="file"]');
      const files = event.dataTransfer?.files;
      if (input && files && files.length > 0) input.files = files;
    };
    window.addEventListener('dragover', onDragOver, true);
    window.addEventListener('drop', onDrop, true);
    return () => {
      window.removeEventListener('dragover', onDragOver, true);
      window.removeEventListener('drop', onDrop, true);
    };
  }, [section, live]);
}
