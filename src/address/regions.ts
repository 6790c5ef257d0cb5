import type { CountryFormat, Region } from './address-formats';
import { searchKey } from './search-key';

/** Posts that want the state's postal abbreviation, never its name: "BOSTON, MA 02134", "00184 ROMA RM". */
const KEY_STATE_COUNTRIES = new Set(['US', 'CA', 'AU', 'IT', 'BR', 'MX']);

const indexes = new WeakMap<CountryFormat, ReadonlyMap<string, Region>>();

/** A country's regions by the search key of each key, name and Latin name (built once: a batch asks per row). */
function regionIndex(format: CountryFormat): ReadonlyMap<string, Region> {
  let index = indexes.get(format);
  if (!index) {
    const byKey = new Map<string, Region>();
    for (const region of format.regions) {
      for (const label of region) {
        const key = label === undefined ? '' : searchKey(label);
        if (key && !byKey.has(key)) byKey.set(key, region);
      }
    }
    indexes.set(format, (index = byKey));
  }
  return index;
}

/** The region a typed state names, by key ("ma"), name ("Massachusetts") or Latin name ("Tokyo"), in any case. */
export function findRegion(format: CountryFormat, typed: string): Region | undefined {
  return regionIndex(format).get(searchKey(typed));
}

/**
 * The state as the post wants it printed: the key where posts use abbreviations, else the region's name in the
 * format's script (its Latin name for `lfmt`); a state the data does not know is printed as typed.
 */
export function printedState(format: CountryFormat, typed: string, latinFormat: boolean): string {
  const region = findRegion(format, typed);
  if (!region) return typed;
  const [key, name, latin] = region;
  if (KEY_STATE_COUNTRIES.has(format.code)) return key;
  return latinFormat && latin ? latin : name;
}
