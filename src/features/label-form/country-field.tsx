import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { UseFormGetValues, UseFormSubscribe } from 'react-hook-form';
import styled from 'styled-components';
import { ADDRESS_COUNTRY_CODES } from '../../address/country-codes';
import { countryOptions } from '../../address/country-names';
import type { LabelData } from '../../label/label-data';
import { lazilyLoaded } from '../../label/lazily';
import { SelectField } from '../../ui/form-field';
import { useHydrated } from '../../ui/use-hydrated';
import { NO_COUNTRIES, type AddressCountries, type PrintSettings } from '../print-settings';
import { addressPosting } from './address-posting';
import { addressPostingLoaded, loadedAddressPosting } from './address-posting-loader';

type Party = keyof AddressCountries;

type CountryFieldProps = { party: Party; settings: PrintSettings; subscribe: UseFormSubscribe<LabelData>; getValues: UseFormGetValues<LabelData> };

const choicesByLocale = new Map<string, readonly { code: string; name: string }[]>();

/**
 * Every country the address formats know, named in the visitor's language and in its alphabetical order (a select's
 * type-ahead then finds them by those names). The value stays the code, and the label prints each country as its
 * post reads it, whatever the language.
 */
function countryChoices(locale: string): readonly { code: string; name: string }[] {
  let choices = choicesByLocale.get(locale);
  if (choices === undefined) choicesByLocale.set(locale, (choices = countryOptions({ codes: ADDRESS_COUNTRY_CODES }, locale)));
  return choices;
}

/** The formats, fetched the first time a country is chosen (or remembered), then kept for the page's label. */
const loadAddressPosting = lazilyLoaded(() => addressPosting().then(addressPostingLoaded));

/**
 * Fetches the formats and redraws the label with them. Offline before the chunk was ever fetched, the label stays as
 * typed (the select keeps the choice) and the next choice tries again.
 */
const redrawWithFormats = (party: Party, settings: PrintSettings): void =>
  void loadAddressPosting().then(
    () => settings.chooseCountry(party, settings.getCountries()[party]),
    () => undefined,
  );

const useCountries = (settings: PrintSettings): AddressCountries =>
  useSyncExternalStore(settings.subscribe, settings.getCountries, () => NO_COUNTRIES);

/**
 * The optional "Country" of a party: with one chosen, its typed address prints in that country's order where it can
 * tell the postcode and city apart, and an international label ends with the destination's name. The country names
 * come from the browser (Intl), so they are listed once the page is live: the prerendered select has "Not chosen" only.
 */
export function CountryField({ party, settings, subscribe, getValues }: CountryFieldProps) {
  const { t, i18n } = useLingui();
  const countries = useCountries(settings);
  const code = countries[party];
  const advice = useAddressAdvice(party, countries, subscribe, getValues);
  // Listed when the visitor reaches for the select (or a country is chosen): 250 options are no cost until then.
  const [reached, setReached] = useState(false);
  const listed = useHydrated() && (reached || code !== null);
  const choices = useMemo(() => (listed ? countryChoices(i18n.locale) : []), [listed, i18n.locale]);
  const reach = () => setReached(true);
  // A remembered country: its formats are fetched, and the labels redrawn with them once they arrive.
  useEffect(() => {
    const remembered = settings.getCountries()[party];
    if (remembered !== null) redrawWithFormats(party, settings);
  }, [party, settings]);

  function choose(next: string | null): void {
    settings.chooseCountry(party, next);
    if (next !== null) redrawWithFormats(party, settings);
  }

  return (
    <div>
      <SelectField
        label={t({ message: 'Country', context: 'address field' })}
        name={`${party}Country`}
        value={code ?? ''}
        onFocus={reach}
        onPointerEnter={reach}
        onPointerDown={reach}
        onTouchStart={reach}
        onChange={(event) => choose(event.target.value || null)}
      >
        <option value="">{t`Not chosen (printed as typed)`}</option>
        {choices.map((choice) => (
          <option key={choice.code} value={choice.code}>
            {choice.name}
          </option>
        ))}
      </SelectField>
      <Hint role="status">{advice}</Hint>
    </div>
  );
}

/** Why the party's address prints as typed despite its country, following its address field; null when it does not. */
function useAddressAdvice(party: Party, countries: AddressCountries, subscribe: UseFormSubscribe<LabelData>, getValues: UseFormGetValues<LabelData>): string | null {
  const { i18n } = useLingui();
  const [advice, setAdvice] = useState<string | null>(null);
  useEffect(() => {
    const field = party === 'from' ? 'fromAddress' : 'toAddress';
    // In words as it is found: the same advice is the same text, and re-renders nothing.
    const check = (typed: string) => {
      const found = loadedAddressPosting()?.advice(typed, party, countries, i18n.locale) ?? null;
      setAdvice(found === null ? null : i18n._(found));
    };
    check(getValues(field));
    // Without a country there is no advice: typing then costs this field nothing.
    if (countries[party] === null) return undefined;
    return subscribe({ name: field, formState: { values: true }, callback: ({ values }) => check(values[field]) });
  }, [party, countries, subscribe, getValues, i18n]);
  return advice;
}

// Empty, it takes no room but stays in the page, so advice that appears in it is announced.
const Hint = styled.p`
  margin-top: 6px;
  font-size: 0.875rem;
  color: #92400e;
  &:empty { position: absolute; margin: 0; }
`;
