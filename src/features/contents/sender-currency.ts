import { useCallback, useEffect, useRef, useSyncExternalStore, type ChangeEvent } from 'react';
import type { UseFormSubscribe } from 'react-hook-form';
import { loadAddressReading, type AddressReading } from '../../address/address-reading';
import { senderCountryOf } from '../../address/sender-country';
import { currencyOfCountry } from '../../contents/country-currencies';
import { isCurrencyCode } from '../../contents/money';
import type { LabelData } from '../../label/label-data';
import { lazily } from '../../label/lazily';
import type { ContentsForm } from './contents-form';

/** The countries chosen in the label form, as the generator's print settings keep them: only the sender's is read here. */
export type ChosenCountries = { getCountries: () => { readonly from: string | null }; subscribe: (listener: () => void) => () => void };

/** Where the sender's country is found: the label form (its sender's address) and the sender's chosen Country. */
export type SenderSource = { readLabel: () => LabelData; followLabel: UseFormSubscribe<LabelData>; countries: ChosenCountries };

// The address formats and country names once they have arrived; while they have not (or offline, when they never
// could be fetched), only a chosen Country tells the sender's country.
let reading: AddressReading | null = null;

/** Fetches the formats and names that read the sender's country from the address; the section awaits them with the editor. */
export const loadSenderReading = lazily(() =>
  loadAddressReading().then(
    (loaded) => void (reading = loaded),
    () => undefined,
  ),
);

/** The currency of the sender's country, as the label form has it now (see senderCountryOf); EUR when it is not known. */
export function useSenderCurrency({ readLabel, followLabel, countries }: SenderSource): string {
  const read = useCallback(() => {
    const chosen = countries.getCountries().from;
    return currencyOfCountry(reading === null ? chosen : senderCountryOf(reading, readLabel().fromAddress, chosen));
  }, [readLabel, countries]);
  const follow = useCallback(
    (changed: () => void) => {
      const stopLabel = followLabel({ name: 'fromAddress', formState: { values: true }, callback: changed });
      const stopCountries = countries.subscribe(changed);
      return () => {
        stopLabel();
        stopCountries();
      };
    },
    [followLabel, countries],
  );
  return useSyncExternalStore(follow, read, read);
}

const CURRENCY_FIELD = /^items\.\d+\.currency$/;

/**
 * Every item's currency follows the sender's country until the visitor types or picks one in any item; from then on
 * the currencies are the visitor's, and a new sender's country changes none of them. Returns the form's change
 * handler, which notices that choice (only the visitor's own input fires it, never a value set by code).
 */
export function useItemsFollowSender(form: ContentsForm, senderCurrency: string): (event: ChangeEvent<HTMLFormElement>) => void {
  const chosen = useRef(false);
  useEffect(() => {
    if (chosen.current) return;
    form.getValues('items').forEach((item, index) => {
      if (item.currency !== senderCurrency) form.setValue(`items.${index}.currency`, senderCurrency);
    });
  }, [form, senderCurrency]);
  return useCallback((event: ChangeEvent<HTMLFormElement>) => {
    if (CURRENCY_FIELD.test((event.target as { name?: string }).name ?? '')) chosen.current = true;
  }, []);
}

/** A new item's currency: the one the item above it has (a parcel declares one currency), else the sender's. */
export function newItemCurrency(form: ContentsForm, senderCurrency: string): string {
  const above = form.getValues('items').at(-1)?.currency.trim().toUpperCase() ?? '';
  return isCurrencyCode(above) ? above : senderCurrency;
}
