import type { countries } from 'virtual:address-data';

/** A top-level region (state, province, prefecture): its postal key, its local name, and its Latin name if any. */
export type Region = readonly [key: string, name: string, latin?: string];

/**
 * How one country writes an address, from Google's libaddressinput data: `fmt` in the local script, `lfmt` in
 * Latin script where it differs, the fields posts want in capitals (`upper`, letters of `fmt`'s tokens), the
 * postcode pattern (`zip`, a regular expression to anchor) with examples (`zipex`, comma-separated).
 */
export type CountryFormat = {
  code: string;
  /** The English name in capitals, as the last line of an international address: "GERMANY". */
  name: string;
  fmt: string;
  lfmt?: string;
  upper: string;
  zip?: string;
  zipex?: string;
  /** A prefix some posts put before the postcode ("SE-"); where it is printed, `fmt` has it as literal text. */
  postprefix?: string;
  regions: readonly Region[];
};

export type AddressFormats = {
  /** Every country code of the table (ISO 3166-1 alpha-2, plus AC, TA and XK), in alphabetical order. */
  readonly codes: readonly string[];
  /** The format of a country code in any case, or undefined for a code the table lacks. */
  of(code: string): CountryFormat | undefined;
};

export type AddressTable = typeof countries;

/** Google's default (its "ZZ" entry), for the countries whose data gives no format. */
export const DEFAULT_FORMAT = '%N%n%O%n%A%n%C';

/** The formats of a table as the plugin generates it (tests may pass a smaller one). */
export function addressFormatsFrom(table: AddressTable): AddressFormats {
  const formats = new Map<string, CountryFormat>();
  for (const [code, { fmt, upper, regions, ...rest }] of Object.entries(table)) {
    formats.set(code, { code, ...rest, fmt: fmt ?? DEFAULT_FORMAT, upper: upper ?? '', regions: regions ?? [] });
  }
  const codes = [...formats.keys()].sort();
  return { codes, of: (code) => formats.get(code.toUpperCase()) };
}

let loading: Promise<AddressFormats> | undefined;

/**
 * The address formats of every country (~11 KB gzip), loaded once, on first use: nothing imports the table
 * statically, so it stays out of the page's first load. A failed load (offline, a stale chunk) is retried next call.
 */
export function loadAddressFormats(): Promise<AddressFormats> {
  loading ??= import('virtual:address-data').then(
    ({ countries: table }) => addressFormatsFrom(table),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
