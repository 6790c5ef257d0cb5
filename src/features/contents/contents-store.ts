import type { ParcelContents, ParcelDocuments } from '../../contents/parcel-contents';

/** What the "Contents and customs" section holds, for the PDF actions. */
export type ContentsState = {
  contents: ParcelContents;
  documents: ParcelDocuments;
  /** True while readContents finds a value no form could print (a negative weight): the PDF waits for it. */
  blocked: boolean;
};

type Listener = () => void;

let state: ContentsState | null = null;
const listeners = new Set<Listener>();

/**
 * The section's latest state, shared with the PDF actions without React: the editor writes it as the visitor types,
 * the actions read it when they make a PDF. null while the section was never opened or holds no item: the label alone.
 */
export const contentsStore = {
  get: (): ContentsState | null => state,
  set(next: ContentsState | null): void {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
