import { createContext, useContext, useSyncExternalStore } from 'react';
import type { CheckView, ContentsCheck } from './contents-check';

/** The editor's check, for its fields and summaries. */
export const CheckContext = createContext<ContentsCheck | null>(null);

export function useContentsCheck(): ContentsCheck {
  const check = useContext(CheckContext);
  if (check === null) throw new Error('A contents field needs the contents editor around it.');
  return check;
}

/** One value picked from the check's view: the caller re-renders only when it changes (pick strings, not objects). */
export function useCheckView<Picked>(pick: (view: CheckView) => Picked): Picked {
  const check = useContentsCheck();
  const read = () => pick(check.view());
  return useSyncExternalStore(check.subscribe, read, read);
}
