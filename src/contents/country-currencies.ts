// The currency a sender prices in, by the country the parcel leaves from: an item's currency starts as the sender's
// country's (USD from Texas), the batch fills it in where a file names none. Pure data, ISO 3166 → ISO 4217.

/** The currency when the sender's country is not known, or not in the table. */
export const FALLBACK_CURRENCY = 'EUR';

// The euro area (Bulgaria since 1 January 2026), the states that use the euro by agreement (Andorra, Monaco,
// San Marino, Vatican City) or alone (Montenegro, Kosovo), and France's overseas departments and collectivities in it.
const EURO_COUNTRIES = [
  'AT', 'BE', 'BG', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK',
  'AD', 'MC', 'SM', 'VA', 'ME', 'XK',
  'AX', 'GF', 'GP', 'MQ', 'RE', 'YT', 'PM', 'BL', 'MF',
] as const;

/** Each common shipping country's own currency, by ISO 3166 alpha-2 code. */
export const COUNTRY_CURRENCIES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(EURO_COUNTRIES.map((country) => [country, 'EUR'])),
  // The United States and the territories of its postal service.
  US: 'USD', PR: 'USD', GU: 'USD', VI: 'USD', AS: 'USD', MP: 'USD',
  // The United Kingdom and the Crown Dependencies, whose own pounds are at par.
  GB: 'GBP', GG: 'GBP', JE: 'GBP', IM: 'GBP',
  CA: 'CAD', AU: 'AUD', NZ: 'NZD', JP: 'JPY', CN: 'CNY', HK: 'HKD', TW: 'TWD', KR: 'KRW', SG: 'SGD', IN: 'INR',
  CH: 'CHF', LI: 'CHF', SE: 'SEK', NO: 'NOK', DK: 'DKK', FO: 'DKK', GL: 'DKK', IS: 'ISK',
  PL: 'PLN', CZ: 'CZK', HU: 'HUF', RO: 'RON', RS: 'RSD', UA: 'UAH', TR: 'TRY', IL: 'ILS', AE: 'AED', SA: 'SAR',
  MX: 'MXN', BR: 'BRL', AR: 'ARS', CL: 'CLP', CO: 'COP', PE: 'PEN', ZA: 'ZAR', EG: 'EGP', MA: 'MAD', NG: 'NGN', KE: 'KES',
  TH: 'THB', MY: 'MYR', ID: 'IDR', PH: 'PHP', VN: 'VND', PK: 'PKR', BD: 'BDT',
};

/** The sender's country's currency, or EUR when the country is not known (null) or not in the table. */
export const currencyOfCountry = (country: string | null): string =>
  (country !== null && Object.hasOwn(COUNTRY_CURRENCIES, country) ? COUNTRY_CURRENCIES[country] : undefined) ?? FALLBACK_CURRENCY;
