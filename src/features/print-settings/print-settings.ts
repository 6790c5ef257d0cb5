import { ENGLISH_HEADINGS, type LabelHeadings } from '../../label/label-headings';
import type { PrinterDpi } from '../../label/printer-resolution';
import type { CustomStockValues } from '../../stock/custom-stock-values';
import { clampStartSlot, DEFAULT_PRINT_OPTIONS, printOptionsFrom, shiftFrom, stockShape, type PrintOptions } from '../../stock/print-options';
import { NO_SHIFT, type PrintShift } from '../../stock/stock-geometry';
import { browserStorage, PREFERENCES_KEY, readPreferences, writePreferences, type PreferencesStorage } from '../../ui/preferences';

/**
 * The print settings' part of the one storage key ShipLabel writes (src/ui/preferences.ts): the chosen label stock (and a
 * custom size's figures), the printer's resolution, its shift on each sheet stock, the sender's country and whether the
 * label's headings are in the visitor's language; never a typed value.
 */
export const SETTINGS_STORAGE_KEY = PREFERENCES_KEY;

/** The fields of the stored choices that are the print settings' own. */
const OWN_FIELDS = ['size', 'dpi', 'custom', 'shifts', 'senderCountry', 'headings'];

/** The stored choice of headings in the visitor's language (English, the default, is not stored). */
const IN_LANGUAGE = 'language';

type SettingsStorage = PreferencesStorage;

/** Each sheet stock's printer shift, by stock id. */
type Shifts = Readonly<Record<string, PrintShift>>;

type Remembered = { options: PrintOptions; shifts: Shifts; senderCountry: string | null; chosen: boolean; inLanguage: boolean };

/** The countries chosen for the sender and the recipient (ISO 3166 codes), null when not chosen. */
export type AddressCountries = { readonly from: string | null; readonly to: string | null };

export const NO_COUNTRIES: AddressCountries = { from: null, to: null };

/** An ISO 3166 code as the country select writes it, or null. */
const countryCodeFrom = (value: unknown): string | null => (typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? value : null);

const shiftsFrom = (value: unknown): Shifts => {
  if (typeof value !== 'object' || value === null) return {};
  const entries = Object.entries(value as Record<string, unknown>).map(([id, shift]) => [id, shiftFrom(shift)] as const);
  return Object.fromEntries(entries.filter(([, shift]) => shift !== NO_SHIFT));
};

// The page's defaults come back as themselves (see printOptionsFrom): the server snapshot, by identity.
const remembered = (storage: SettingsStorage, defaults: PrintOptions): Remembered => {
  try {
    const record = readPreferences(storage);
    const shifts = shiftsFrom(record.shifts);
    const stockId = typeof record.size === 'string' ? record.size : undefined;
    const options = printOptionsFrom({ stockId, dpi: record.dpi, custom: record.custom, shift: stockId === undefined ? undefined : shifts[stockId] }, defaults);
    return { options, shifts, senderCountry: countryCodeFrom(record.senderCountry), chosen: stockId !== undefined, inLanguage: record.headings === IN_LANGUAGE };
  } catch {
    return { options: defaults, shifts: {}, senderCountry: null, chosen: false, inLanguage: false }; // unreadable: start from the defaults
  }
};

export type PrintSettings = ReturnType<typeof createPrintSettings>;

/**
 * What is written: the stock and resolution once the visitor has chosen any print setting (until then each page shows
 * its own default), and a custom size's figures, the shifts and the sender's country once there are any.
 */
const storedForm = (options: PrintOptions, shifts: Shifts, senderCountry: string | null, chosen: boolean, inLanguage: boolean) => ({
  ...(chosen ? { size: options.stockId, dpi: options.dpi } : {}),
  ...(options.custom === DEFAULT_PRINT_OPTIONS.custom ? {} : { custom: options.custom }),
  ...(Object.keys(shifts).length === 0 ? {} : { shifts }),
  ...(senderCountry === null ? {} : { senderCountry }),
  ...(inLanguage ? { headings: IN_LANGUAGE } : {}),
});

/** The shift applies to sheets only; a roll label prints where its printer puts it. */
const shiftOn = (options: PrintOptions): PrintShift => (stockShape(options).sheet ? options.shift : NO_SHIFT);

/**
 * The label size, printer resolution and start slot, as a small store the controls, the preview and the
 * PDF actions all read. Size and resolution are remembered, and shared by every page that prints; until the visitor
 * chooses them, a page shows `defaults`, its own (the cropper's is a 4 × 6 in label). The start slot is for this sheet only.
 * The label's headings may be chosen in the page's language over English, once the page has offered its words
 * (`offerHeadings`); the choice is remembered for every language's pages, each printing its own words.
 */
export function createPrintSettings(storage: SettingsStorage = browserStorage(), defaults: PrintOptions = DEFAULT_PRINT_OPTIONS) {
  const first = remembered(storage, defaults);
  let { options, shifts, chosen, inLanguage } = first;
  let languageHeadings: LabelHeadings | null = null;
  let countries: AddressCountries = { from: first.senderCountry, to: null };
  const listeners = new Set<() => void>();

  // A country is no print setting: choosing one keeps each page on its own default stock.
  const update = (next: PrintOptions, printChoice = true) => {
    options = next;
    chosen ||= printChoice;
    writePreferences(storage, OWN_FIELDS, storedForm(next, shifts, countries.from, chosen, inLanguage));
    listeners.forEach((listener) => listener());
  };

  return {
    get: (): PrintOptions => options,
    /** Both parties' countries (ISO 3166) as chosen in the form: a new object when either changes. Only the sender's is remembered. */
    getCountries: (): AddressCountries => countries,
    chooseCountry: (party: keyof AddressCountries, code: string | null) => {
      countries = { ...countries, [party]: countryCodeFrom(code) };
      update(options, false);
    },
    /** What the prerendered page shows, and so what hydration starts from before the remembered choice. */
    getServerSnapshot: (): PrintOptions => defaults,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A new stock starts at its first slot, at the resolution its printers usually have, with its own shift. */
    chooseStock: (stockId: string) => {
      const { defaultDpi } = stockShape({ stockId, custom: options.custom });
      update(printOptionsFrom({ ...options, stockId, dpi: defaultDpi, startSlot: 1, shift: shifts[stockId] }));
    },
    chooseDpi: (dpi: PrinterDpi) => update({ ...options, dpi }),
    /** Whether the visitor chose the headings in their page's language (on any language's page). */
    headingsInLanguage: (): boolean => inLanguage,
    /** The label's headings in the page's language, which the visitor may choose: applied at once if they did before. */
    offerHeadings: (words: LabelHeadings) => {
      languageHeadings = words;
      if (inLanguage) update({ ...options, headings: words }, false);
    },
    /** Heads the label in the page's language (once it has offered its words), or in English. */
    chooseHeadings: (language: boolean) => {
      inLanguage = language;
      update({ ...options, headings: language && languageHeadings !== null ? languageHeadings : ENGLISH_HEADINGS }, false);
    },
    chooseStartSlot: (slot: number) => update({ ...options, startSlot: clampStartSlot(stockShape(options).slots, slot) }),
    /** The custom size as typed, problems and all: the fields show them, and no PDF is made until they are fixed. */
    setCustom: (custom: CustomStockValues) => {
      const next = { ...options, custom };
      update({ ...next, startSlot: clampStartSlot(stockShape(next).slots, options.startSlot), shift: shiftOn(next) });
    },
    /** Shifts the print on this sheet stock, remembered for it. */
    setShift: (shift: PrintShift) => {
      const next = shiftFrom(shift);
      const others = Object.fromEntries(Object.entries(shifts).filter(([id]) => id !== options.stockId));
      shifts = next === NO_SHIFT ? others : { ...others, [options.stockId]: next };
      update({ ...options, shift: shiftOn({ ...options, shift: next }) });
    },
  };
}
