import type { Browser, Page } from '@playwright/test';
import { build } from 'esbuild';
import type { SavedAddress } from '../../src/address-book/saved-address';
import type { repeat } from './bench-part';
import { installProbes, longTasksBetween, pageNow, readProbes, throttleCpu } from './page-probes';
import type { Row } from './report';
import { percentile, spread } from './stats';
import { interactionLatencies } from './trace-interactions';

const SAVED = 10_000;
const QUERY = 'springfield 627';
const KEY_DELAY_MS = 40;

const CITIES = ['Springfield, IL 627', 'Portland, OR 972', 'Zürich 80', 'München 803', 'Lyon 6900', 'São Paulo 0131', 'Kraków 31', 'Dayton, OH 454'];

/** 10,000 recipients, as a year of a busy shop's printing would leave: varied names, cities and postcodes. */
function savedAddresses(): SavedAddress[] {
  return Array.from({ length: SAVED }, (_, n) => ({
    id: `bench-${n}`,
    keptBy: 'saved' as const,
    usedAt: 1_700_000_000_000 + n,
    party: {
      name: `Customer ${n} ${['Müller', 'Lima', 'Chen', 'Álvarez', 'Okafor'][n % 5]}`,
      company: n % 3 === 0 ? `Shop ${n}` : '',
      address: `${n} Elm Street\n${CITIES[n % CITIES.length]}${String(n % 100).padStart(2, '0')}`,
      phone: '',
      country: ['US', 'US', 'CH', 'DE', 'FR', 'BR', 'PL', 'US'][n % CITIES.length] ?? null,
    },
  }));
}

/** Puts the addresses in the device book as the site keeps them (its version 2: senders, addresses, settings). */
async function seedBook(page: Page, addresses: SavedAddress[]): Promise<void> {
  await page.evaluate(async (records) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('shiplabel-book', 2);
      request.onupgradeneeded = () => {
        request.result.createObjectStore('senders', { keyPath: 'id' });
        request.result.createObjectStore('settings');
        request.result.createObjectStore('addresses', { keyPath: 'id' });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const transaction = db.transaction('addresses', 'readwrite');
    for (const record of records) transaction.objectStore('addresses').put(record);
    await new Promise((resolve) => (transaction.oncomplete = resolve));
    db.close();
  }, addresses);
}

export type AddressSearchRun = { searchP95: number; bookP95: number; fieldP95: number; longTasks: number };

/** The site's own search module, bundled for a page: the bench times it there, under the same CPU slowdown. */
async function searchModule(): Promise<string> {
  const bundled = await build({ entryPoints: ['src/address-book/address-search.ts'], bundle: true, format: 'iife', globalName: 'addressSearch', write: false });
  return bundled.outputFiles[0]?.text ?? '';
}

/** Each keystroke's interaction (Event Timing, from a trace) while `text` is typed into `field`. */
async function typingLatencies(browser: Browser, page: Page, field: string, text: string): Promise<number[]> {
  const from = await pageNow(page);
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  const input = page.locator(field);
  // Each field is typed into at the middle of the window, as the typing bench's are. Headless Chromium presents a
  // keystroke's frame 200–500 ms late when the field sits at the window's bottom edge, as the Full Name did once the
  // Address book above it had been scrolled to (at 1x as at 6x, before the saved addresses existed as after; not the
  // page's work, which is the same 2 ms a key either way).
  await input.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await input.focus();
  await input.pressSequentially(text, { delay: KEY_DELAY_MS });
  await page.waitForTimeout(1000);
  const trace = (await browser.stopTracing()).toString();
  const all = interactionLatencies(trace, from).sort((a, b) => a - b);
  if (all.length !== text.length) throw new Error(`the trace holds ${all.length} interactions for ${text.length} keystrokes`);
  return all;
}

/**
 * Over 10,000 saved addresses, the main thread slowed `rate` times: the search's own time for each prefix of a query
 * (and for words found nowhere), and each keystroke's interaction typing the query into the Address book beside the
 * same typed into the recipient's Full Name (the page's own cost of a keystroke, which no search can go below).
 */
export async function measureAddressSearch(browser: Browser, origin: string, rate: number, bundled: string): Promise<AddressSearchRun> {
  // The site's CSP refuses an inline script, which is how the search module is put in the page: set aside here only.
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${origin}/generator`);
  const addresses = savedAddresses();
  await seedBook(page, addresses);
  await installProbes(page);
  await page.reload();
  await page.getByRole('button', { name: 'Save recipient' }).and(page.locator('[aria-disabled="false"]')).waitFor();
  await page.waitForTimeout(2500); // the worker warms up, the first PDF is prepared and the book is read
  await throttleCpu(page, rate);

  await page.addScriptTag({ content: bundled });
  const queries = [...[...QUERY].map((_, end) => QUERY.slice(0, end + 1)), 'zzz', 'muller zzz', 'customer 9999'];
  const searchMs = await page.evaluate(
    ({ records, typed }) => {
      type Search = { searchable: (entries: unknown[], partyOf: (entry: unknown) => unknown) => unknown; search: (index: unknown, typed: string, limit: number) => unknown[] };
      const { searchable, search } = (window as unknown as { addressSearch: Search }).addressSearch;
      const index = searchable(records, (record) => (record as SavedAddress).party);
      return typed.map((query) => {
        const start = performance.now();
        search(index, query, 8);
        return performance.now() - start;
      });
    },
    { records: addresses, typed: queries },
  );

  // Long tasks are counted from here: the bench's own index above is built at once, the page's in slices. The box is
  // scrolled into view first, as a visitor would have it before typing (a scroll repaints the page: not the search's).
  await page.locator('[role="combobox"][aria-controls]').scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  const from = await pageNow(page);
  const book = await typingLatencies(browser, page, '[role="combobox"][aria-controls]', QUERY);
  await page.getByRole('listbox', { name: 'Saved addresses' }).getByRole('option').first().waitFor();
  await page.keyboard.press('Escape');
  const field = await typingLatencies(browser, page, '[name="toName"]', QUERY);
  const to = await pageNow(page);
  const probes = await readProbes(page);
  await context.close();
  return {
    searchP95: percentile(searchMs.sort((a, b) => a - b), 95),
    bookP95: percentile(book, 95),
    fieldP95: percentile(field, 95),
    longTasks: longTasksBetween(probes, from, to).count,
  };
}

/** The bench's rows: a search over 10,000 saved addresses at 6×, its own time and as typed. */
export async function addressSearchRows(browser: Browser, origin: string, runs: number, again: typeof repeat): Promise<Row[]> {
  const bundled = await searchModule();
  const runsOf = await again(`a search over ${SAVED.toLocaleString('en')} saved addresses at 6x`, runs, () => measureAddressSearch(browser, origin, 6, bundled));
  return [
    { figure: 'address book of 10,000: search per keystroke, p95, 6x', unit: 'ms', value: spread(runsOf.map((run) => run.searchP95)), target: { op: '<=', limit: 16 } },
    { figure: 'address book of 10,000: typing p95 interaction, 6x', unit: 'ms', value: spread(runsOf.map((run) => run.bookP95)) },
    // No target: the Address book is a controlled box whose list is redrawn at each key, the Full Name a bare field.
    { figure: 'address book typing p95 ÷ Full Name typing p95, 6x, run by run', unit: '%', value: spread(runsOf.map((run) => (100 * run.bookP95) / run.fieldP95)) },
    { figure: 'address book of 10,000: long tasks while loaded and searched, 6x', unit: '', value: spread(runsOf.map((run) => run.longTasks)), target: { op: '=', limit: 0 } },
  ];
}
