/**
 * The one storage key ShipLabel writes: the visitor's choices, never a typed value. The print settings own the label
 * stock, printer resolution, shifts and sender's country; the language switcher owns the language. Each part rewrites
 * only its own fields and keeps the others'. (The key's name is older than the language: renaming it would forget
 * every visitor's label stock.)
 */
export const PREFERENCES_KEY = 'shiplabel:print-settings';

/** Where the choices are remembered; `null` when the browser offers no storage. */
export type PreferencesStorage = Pick<Storage, 'getItem' | 'setItem'> | null;

export const browserStorage = (): PreferencesStorage => {
  try {
    return window.localStorage;
  } catch {
    return null; // storage switched off, or a sandboxed frame
  }
};

/** The stored choices, or none when there are none or they cannot be read. */
export function readPreferences(storage: PreferencesStorage): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(PREFERENCES_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Writes the fields a part owns (one left out of `fields` is removed), keeping every other part's. */
export function writePreferences(storage: PreferencesStorage, owned: readonly string[], fields: Record<string, unknown>): void {
  const others = Object.entries(readPreferences(storage)).filter(([name]) => !owned.includes(name));
  try {
    storage?.setItem(PREFERENCES_KEY, JSON.stringify({ ...Object.fromEntries(others), ...fields }));
  } catch {
    // Full or refused storage: the choice still holds for this visit.
  }
}
