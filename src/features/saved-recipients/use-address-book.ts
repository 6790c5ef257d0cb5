import { useCallback, useEffect, useState } from 'react';
import type { SavedAddress } from '../../address-book/saved-address';
import { pageBook } from '../device-book';
import { onRecipientRemembered } from './printed-recipients';

export type AddressBookState = { addresses: SavedAddress[]; remembersPrints: boolean; loaded: boolean };

/** The addresses saved on this device, the latest first, read once the part is live and again after each change. */
export function useAddressBook() {
  const [state, setState] = useState<AddressBookState>({ addresses: [], remembersPrints: false, loaded: false });
  const reload = useCallback(async () => {
    const [addresses, remembersPrints] = await Promise.all([pageBook().readAddresses(), pageBook().remembersPrints()]);
    setState({ addresses, remembersPrints, loaded: true });
  }, []);
  useEffect(() => {
    let mounted = true;
    const read = () =>
      void reload().catch(() => mounted && setState((current) => ({ ...current, loaded: true })));
    read();
    const stop = onRecipientRemembered(read);
    return () => {
      mounted = false;
      stop();
    };
  }, [reload]);
  return { ...state, reload };
}
