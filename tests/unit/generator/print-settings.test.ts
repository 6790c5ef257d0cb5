import { describe, expect, it } from 'vitest';
import { createPrintSettings, SETTINGS_STORAGE_KEY } from '../../../src/pages/generator/settings/print-settings';

const storageWith = (stored: string | null) => ({ getItem: () => stored, setItem: () => {} });

describe('print settings as hydration first sees them', () => {
  // useSyncExternalStore compares the snapshot with the server's by identity after hydrating; an equal copy
  // re-renders the whole generator once, a long task on a phone's first load.
  it('hands a first-time visitor the very defaults the prerendered page was drawn with', () => {
    for (const storage of [null, storageWith(null), storageWith('{not json'), storageWith('{"size":"a4","dpi":300}')]) {
      const settings = createPrintSettings(storage);
      expect(settings.get()).toBe(settings.getServerSnapshot());
    }
  });

  it('hands back a remembered size that differs, so the page shows it once hydrated', () => {
    const settings = createPrintSettings(storageWith(JSON.stringify({ size: '4x6', dpi: 203 })));
    expect(settings.get()).not.toBe(settings.getServerSnapshot());
    expect(settings.get()).toEqual({ size: '4x6', dpi: 203, startSlot: 1 });
  });

  it('remembers a choice under its one key', () => {
    const written: [string, string][] = [];
    const settings = createPrintSettings({ getItem: () => null, setItem: (key, value) => written.push([key, value]) });
    settings.chooseSize('4x6');
    expect(written).toEqual([[SETTINGS_STORAGE_KEY, JSON.stringify({ size: '4x6', dpi: 203 })]]);
  });
});
