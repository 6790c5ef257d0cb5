import { useCallback, useEffect, useState } from 'react';
import type { SavedSender } from '../../address-book/saved-sender';
import { pageBook, type SendersRead } from '../device-book';

export type SavedSendersState = SendersRead & { loaded: boolean };

/**
 * The senders saved on this device, read once the part is live (a device that never saved one keeps no database),
 * and `onFirstRead` called with them once; `reload` reads them again after a change.
 */
export function useSavedSenders(onFirstRead: (read: SendersRead) => void) {
  const [state, setState] = useState<SavedSendersState>({ senders: [], defaultId: null, loaded: false });
  const reload = useCallback(async (): Promise<SendersRead> => {
    const read = await pageBook().readSenders();
    setState({ ...read, loaded: true });
    return read;
  }, []);
  useEffect(() => {
    let mounted = true;
    pageBook()
      .readSenders()
      .then(
        (read) => {
          if (!mounted) return;
          setState({ ...read, loaded: true });
          onFirstRead(read);
        },
        () => mounted && setState((current) => ({ ...current, loaded: true })),
      );
    return () => {
      mounted = false;
    };
    // Once, when the part first shows: later changes reload themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const byId = (id: string | null): SavedSender | undefined => state.senders.find((sender) => sender.id === id);
  return { ...state, reload, byId };
}
