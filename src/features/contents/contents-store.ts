import { createValueStore } from '../../ui/value-store';
import type { ParcelContents, ParcelDocuments } from '../../contents/parcel-contents';

/** What the "Contents and customs" section holds, for the PDF actions. */
export type ContentsState = {
  contents: ParcelContents;
  documents: ParcelDocuments;
  /** True while readContents finds a value no form could print (a negative weight): the PDF waits for it. */
  blocked: boolean;
};

/**
 * The section's latest state, shared with the PDF actions without React: the editor writes it as the visitor types,
 * the actions read it when they make a PDF. null while the section was never opened or holds no item: the label alone.
 */
export const contentsStore = createValueStore<ContentsState | null>(null);
