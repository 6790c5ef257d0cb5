import { useLingui } from '@lingui/react/macro';
import { ADDRESS_COUNTRY_CODES } from '../../address/country-codes';
import { countryOptions } from '../../address/country-names';
import { SDR_RATES } from '../../contents/sdr-rates';

/** The ids every item's Country of origin and Currency point their `list` at. */
export const ORIGIN_LIST_ID = 'contents-origin-countries';
export const CURRENCY_LIST_ID = 'contents-currencies';

const countriesByLocale = new Map<string, readonly { code: string; name: string }[]>();

/**
 * Every country the address table names, in the visitor's language and its order; AC, TA and XK are kept, as the
 * Country select keeps them. The value is the code: what is typed and printed is the same whatever the language.
 */
function countries(locale: string): readonly { code: string; name: string }[] {
  let options = countriesByLocale.get(locale);
  if (options === undefined) countriesByLocale.set(locale, (options = countryOptions({ codes: ADDRESS_COUNTRY_CODES }, locale)));
  return options;
}

/**
 * Suggestions for every row at once: one list of countries (by code, named) and one of the currencies with an SDR
 * rate, instead of a 250-option select in each of up to 20 rows. What is typed stays as typed; the check reads it.
 */
export function SuggestionLists() {
  const { i18n } = useLingui();
  return (
    <>
      <datalist id={ORIGIN_LIST_ID}>
        {countries(i18n.locale).map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </datalist>
      <datalist id={CURRENCY_LIST_ID}>
        {Object.keys(SDR_RATES.unitsPerSdr).map((code) => (
          <option key={code} value={code} />
        ))}
      </datalist>
    </>
  );
}
