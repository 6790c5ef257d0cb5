import type { PrinterDpi } from '../../label/printer-resolution';
import type { CustomStockValues } from '../../stock/custom-stock-values';
import { clampStartSlot, DEFAULT_PRINT_OPTIONS, printOptionsFrom, shiftFrom, stockShape, type PrintOptions } from '../../stock/print-options';
import { NO_SHIFT, type PrintShift } from '../../stock/stock-geometry';
import { browserStorage, PREFERENCES_KEY, readPreferences, writePreferences, type PreferencesStorage } from '../../ui/preferences';

/**
 * The print settings' part of the one storage key ShipLabel writes (src/ui/preferences.ts): the chosen label stock (and a
 * custom size's figures), the printer's resolution, its shift on each sheet stock and the sender's country; never a
 * typed value.
 */
export const SETTINGS_STORAGE_KEY = PREFERENCES_KEY;

/** The fields of the stored choices that are the print settings' own. */
const OWN_FIELDS = ['size', 'dpi', 'custom', 'shifts', 'senderCountry'];

type SettingsStorage = PreferencesStorage;

/** Each sheet stock's printer shift, by stock id. */
type Shifts = Readonly<Record<string, PrintShift>>;

type Remembered = { options: PrintOptions; shifts: Shifts; senderCountry: string | null; chosen: boolean };

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
    return { options, shifts, senderCountry: countryCodeFrom(record.senderCountry), chosen: stockId !== undefined };
  } catch {
    return { options: defaults, shifts: {}, senderCountry: null, chosen: false }; // unreadable: start from the defaults
  }
};

export type PrintSettings = ReturnType<typeof createPrintSettings>;

/**
 * What is written: the stock and resolution once the visitor has chosen any print setting (until then each page shows
 * its own default), and a custom size's figures, the shifts and the sender's country once there are any.
 */
const storedForm = (options: PrintOptions, shifts: Shifts, senderCountry: string | null, chosen: boolean) => ({
  ...(chosen ? { size: options.stockId, dpi: options.dpi } : {}),
  ...(options.custom === DEFAULT_PRINT_OPTIONS.custom ? {} : { custom: options.custom }),
  ...(Object.keys(shifts).length === 0 ? {} : { shifts }),
  ...(senderCountry === null ? {} : { senderCountry }),
});

/** The shift applies to sheets only; a roll label prints where its printer puts it. */
const shiftOn = (options: PrintOptions): PrintShift => (stockShape(options).sheet ? options.shift : NO_SHIFT);

/**
 * The label size, printer resolution and start slot, as a small store the controls, the preview and the
 * PDF actions all read. Size and resolution are remembered, and shared by every page that prints; until the visitor
 * chooses them, a page shows `defaults`, its own (the cropper's is a 4 × 6 in label). The start slot is for this sheet only.
 */
export function createPrintSettings(storage: SettingsStorage = browserStorage(), defaults: PrintOptions = DEFAULT_PRINT_OPTIONS) {
  const first = remembered(storage, defaults);
  let { options, shifts, chosen } = first;
  let countries: AddressCountries = { from: first.senderCountry, to: null };
  const listeners = new Set<() => void>();

  // A country is no print setting: choosing one keeps each page on its own default stock.
  const update = (next: PrintOptions, printChoice = true) => {
    options = next;
    chosen ||= printChoice;
    writePreferences(storage, OWN_FIELDS, storedForm(next, shifts, countries.from, chosen));
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
