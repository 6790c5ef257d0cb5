import { useEffect, useState } from 'react';
import { indexBuilder, searchable, type SearchIndex } from '../../address-book/address-search';
import type { SavedAddress } from '../../address-book/saved-address';

/** Addresses made searchable per task: about 25 ms of a slow phone's time, under a long task's 50 ms. */
const SLICE = 500;

const partyOfAddress = (address: SavedAddress) => address.party;

/**
 * The address book made searchable. A long book (10,000 addresses) is read in slices, a task each, so the page never
 * stalls on it; until it is all read, the search looks through the index it had.
 */
export function useSearchIndex(addresses: readonly SavedAddress[]): SearchIndex<SavedAddress> {
  const [index, setIndex] = useState(() => searchable<SavedAddress>([], partyOfAddress));
  useEffect(() => {
    const builder = indexBuilder(partyOfAddress);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const readSlice = () => {
      const end = Math.min(builder.size + SLICE, addresses.length);
      for (let at = builder.size; at < end; at += 1) builder.add(addresses[at] as SavedAddress);
      if (builder.size < addresses.length) timer = setTimeout(readSlice, 0);
      else setIndex(builder.index());
    };
    readSlice();
    return () => clearTimeout(timer);
  }, [addresses]);
  return index;
}
