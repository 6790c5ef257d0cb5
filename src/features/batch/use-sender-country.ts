import { useCallback, useSyncExternalStore } from 'react';
import type { PrintSettings } from '../print-settings';
import type { AddressReading } from '../../address/address-reading';
import { addressingFor } from './batch-addressing';
import type { FormAccess } from './form-access';

/**
 * The country the batch's labels leave from, kept current: the form's chosen sender Country, else the one its address
 * names last. A keystroke in the sender's address re-renders the review only when that country changes.
 */
export function useSenderCountry(form: FormAccess, settings: PrintSettings, reading: AddressReading): string | null {
  const read = useCallback(() => addressingFor(reading, form.read(), settings.getCountries().from).senderCountry, [form, settings, reading]);
  const subscribe = useCallback(
    (changed: () => void) => {
      const unsubscribeForm = form.subscribe({ name: 'fromAddress', formState: { values: true }, callback: changed });
      const unsubscribeSettings = settings.subscribe(changed);
      return () => {
        unsubscribeForm();
        unsubscribeSettings();
      };
    },
    [form, settings],
  );
  return useSyncExternalStore(subscribe, read, read);
}
