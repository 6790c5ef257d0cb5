import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../support/memory-storage';
import { CROPPER_PRINT_OPTIONS } from '../../../src/cropper/cropper-print-options';
import { createPrintSettings, SETTINGS_STORAGE_KEY } from '../../../src/features/print-settings/print-settings';
import { ENGLISH_HEADINGS, type LabelHeadings } from '../../../src/label/label-headings';
import { GERMAN_HEADINGS, JAPANESE_HEADINGS } from '../../support/heading-words';

const storageWith = (stored: string | null) => ({ getItem: () => stored, setItem: () => {} });

const recording = (stored: string | null = null) => {
  const written: string[] = [];
  const storage = { getItem: () => stored, setItem: (key: string, value: string) => void (key === SETTINGS_STORAGE_KEY && written.push(value)) };
  return { storage, last: () => JSON.parse(written.at(-1) ?? 'null') as Record<string, unknown> };
};

describe('print settings as hydration first sees them', () => {
  // useSyncExternalStore compares the snapshot with the server's by identity after hydrating; an equal copy
  // re-renders the whole generator once, a long task on a phone's first load.
  it('hands a first-time visitor the very defaults the prerendered page was drawn with', () => {
    for (const storage of [null, storageWith(null), storageWith('{not json'), storageWith('{"size":"a4","dpi":300}'), storageWith('{"size":"a5-gone"}')]) {
      const settings = createPrintSettings(storage);
      expect(settings.get()).toBe(settings.getServerSnapshot());
    }
  });

  it('hands back a remembered stock that differs, so the page shows it once hydrated', () => {
    const settings = createPrintSettings(storageWith(JSON.stringify({ size: '4x6', dpi: 203 })));
    expect(settings.get()).not.toBe(settings.getServerSnapshot());
    expect(settings.get()).toMatchObject({ stockId: '4x6', dpi: 203, startSlot: 1 });
  });

  it('remembers a choice under its one key', () => {
    const { storage, last } = recording();
    const settings = createPrintSettings(storage);
    settings.chooseStock('4x6');
    // Nothing more until there is more to keep: a custom size's figures and shifts are written once there are any.
    expect(last()).toEqual({ size: '4x6', dpi: 203 });
  });
});

/** One browser's storage, which the generator and the cropper share. */
const sharedStorage = memoryStorage;

describe("each page's own default until the visitor chooses", () => {
  it('starts a first-time visitor of the cropper on the 4 × 6 in label, the very options its prerendered page was drawn with', () => {
    for (const storage of [null, storageWith(null), storageWith('{not json'), storageWith('{"size":"a5-gone"}'), storageWith('{"senderCountry":"US"}')]) {
      const cropper = createPrintSettings(storage, CROPPER_PRINT_OPTIONS);
      expect(cropper.get()).toBe(cropper.getServerSnapshot());
      expect(cropper.get()).toMatchObject({ stockId: '4x6', dpi: 203 });
    }
  });

  it('keeps the A4 page as the generator’s own default', () => {
    expect(createPrintSettings(sharedStorage()).get()).toMatchObject({ stockId: 'a4', dpi: 300 });
  });

  it('shares a stock chosen on either page with the other, the A4 page included', () => {
    const storage = sharedStorage();
    createPrintSettings(storage).chooseStock('a4');
    expect(createPrintSettings(storage, CROPPER_PRINT_OPTIONS).get()).toMatchObject({ stockId: 'a4', dpi: 300 });
    createPrintSettings(storage, CROPPER_PRINT_OPTIONS).chooseStock('100x150');
    expect(createPrintSettings(storage).get()).toMatchObject({ stockId: '100x150', dpi: 203 });
  });

  it('takes a resolution chosen on the cropper as a choice of the stock it was shown with', () => {
    const storage = sharedStorage();
    createPrintSettings(storage, CROPPER_PRINT_OPTIONS).chooseDpi(300);
    expect(createPrintSettings(storage).get()).toMatchObject({ stockId: '4x6', dpi: 300 });
  });

  it('counts a country chosen on the generator as no stock choice: the cropper still starts on 4 × 6 in', () => {
    const storage = sharedStorage();
    createPrintSettings(storage).chooseCountry('from', 'US');
    expect(JSON.parse(storage.getItem(SETTINGS_STORAGE_KEY) ?? 'null')).toEqual({ senderCountry: 'US' });
    const cropper = createPrintSettings(storage, CROPPER_PRINT_OPTIONS);
    expect(cropper.get()).toBe(CROPPER_PRINT_OPTIONS);
    expect(cropper.getCountries().from).toBe('US');
  });
});

describe('the printer shift', () => {
  it('is remembered per sheet stock, and each stock gets its own back when chosen again', () => {
    const { storage, last } = recording();
    const settings = createPrintSettings(storage);
    settings.chooseStock('avery-5160');
    settings.setShift({ rightMm: 1.5, downMm: -0.7 });
    settings.chooseStock('avery-l7165');
    expect(settings.get().shift).toEqual({ rightMm: 0, downMm: 0 });
    settings.setShift({ rightMm: -2, downMm: 0 });
    settings.chooseStock('avery-5160');
    expect(settings.get().shift).toEqual({ rightMm: 1.5, downMm: -0.7 });

    const again = createPrintSettings(storageWith(JSON.stringify(last())));
    expect(again.get()).toMatchObject({ stockId: 'avery-5160', shift: { rightMm: 1.5, downMm: -0.7 } });
    again.chooseStock('avery-l7165');
    expect(again.get().shift).toEqual({ rightMm: -2, downMm: 0 });
  });

  it('does not move a roll label', () => {
    const settings = createPrintSettings(null);
    settings.chooseStock('4x6');
    settings.setShift({ rightMm: 3, downMm: 3 });
    expect(settings.get().shift).toEqual({ rightMm: 0, downMm: 0 });
  });
});

describe('a custom size', () => {
  it('is remembered as typed, with the stock and resolution', () => {
    const { storage, last } = recording();
    const settings = createPrintSettings(storage);
    settings.chooseStock('custom');
    settings.setCustom({ ...settings.get().custom, unit: 'mm', width: 70, height: 40 });
    settings.chooseDpi(300);
    const again = createPrintSettings(storageWith(JSON.stringify(last())));
    expect(again.get()).toMatchObject({ stockId: 'custom', dpi: 300, custom: { unit: 'mm', width: 70, height: 40 } });
  });
});

describe('the label headings', () => {
  /** The generator on a page whose language offers `words`, as its headings choice does once it has loaded. */
  const pageIn = (storage: ReturnType<typeof sharedStorage>, words: LabelHeadings) => {
    const settings = createPrintSettings(storage);
    settings.offerHeadings(words);
    return settings;
  };

  it('are English until the visitor chooses their page’s language, which is remembered and read on each language’s page', () => {
    const storage = sharedStorage();
    const german = pageIn(storage, GERMAN_HEADINGS);
    expect(german.get()).toBe(german.getServerSnapshot());
    expect(german.get().headings).toBe(ENGLISH_HEADINGS);
    german.chooseHeadings(true);
    expect(german.get().headings).toEqual(GERMAN_HEADINGS);
    // The choice is no stock choice: the cropper keeps its own default, and nothing typed is kept.
    expect(JSON.parse(storage.getItem(SETTINGS_STORAGE_KEY) ?? 'null')).toEqual({ headings: 'language' });
    expect(pageIn(storage, GERMAN_HEADINGS).get().headings).toEqual(GERMAN_HEADINGS);
    expect(pageIn(storage, JAPANESE_HEADINGS).get().headings).toEqual(JAPANESE_HEADINGS);
    // An English page offers no other words: English, whatever was chosen elsewhere.
    expect(createPrintSettings(storage).get().headings).toBe(ENGLISH_HEADINGS);
    expect(createPrintSettings(storage, CROPPER_PRINT_OPTIONS).get()).toBe(CROPPER_PRINT_OPTIONS);
  });

  it('chosen before the page has offered its words (in the HTML, before its code), apply once it does', () => {
    const settings = createPrintSettings(sharedStorage());
    settings.chooseHeadings(true);
    expect(settings.get().headings).toBe(ENGLISH_HEADINGS);
    expect(settings.headingsInLanguage()).toBe(true);
    settings.offerHeadings(GERMAN_HEADINGS);
    expect(settings.get().headings).toEqual(GERMAN_HEADINGS);
  });

  it('go back to English when chosen, and keep the choice through a change of stock', () => {
    const storage = sharedStorage();
    const settings = pageIn(storage, GERMAN_HEADINGS);
    settings.chooseHeadings(true);
    settings.chooseStock('4x6');
    expect(settings.get()).toMatchObject({ stockId: '4x6', headings: GERMAN_HEADINGS });
    settings.chooseHeadings(false);
    expect(settings.get().headings).toBe(ENGLISH_HEADINGS);
    expect(JSON.parse(storage.getItem(SETTINGS_STORAGE_KEY) ?? 'null')).toEqual({ size: '4x6', dpi: 203 });
  });
});
