/**
 * Calls `letGo` once `quietMs` have passed without a call to the returned function: kept memory (buffers, canvases) is
 * handed back once the cropper has stopped drawing, not held for the rest of the visit.
 */
export function letGoWhenIdle(letGo: () => void, quietMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return () => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      letGo();
    }, quietMs);
  };
}
