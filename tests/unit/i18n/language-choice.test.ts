import { describe, expect, it } from 'vitest';
import { offeredLocale, rememberedLocale, rememberLocale } from '../../../src/i18n/language-choice';
import { siteLocale } from '../../../src/i18n/locales';
import { createPrintSettings } from '../../../src/features/print-settings/print-settings';
import { PREFERENCES_KEY } from '../../../src/ui/preferences';
import { memoryStorage } from '../../support/memory-storage';

const de = siteLocale('de');
const en = siteLocale('en');

describe('the visitor’s language choice', () => {
  it('is remembered in the one preferences key, beside the print settings, and neither erases the other', () => {
    const storage = memoryStorage();
    const settings = createPrintSettings(storage);
    settings.chooseStock('avery-5160');
    rememberLocale(de, storage);
    settings.chooseDpi(300);
    expect(rememberedLocale(storage)?.code).toBe('de');
    expect(JSON.parse(storage.getItem(PREFERENCES_KEY) ?? '{}')).toMatchObject({ size: 'avery-5160', dpi: 300, language: 'de' });
  });

  it('is none when nothing, or something unreadable, was stored', () => {
    expect(rememberedLocale(memoryStorage())).toBeNull();
    const broken = memoryStorage();
    broken.setItem(PREFERENCES_KEY, '{not json');
    expect(rememberedLocale(broken)).toBeNull();
    const unknown = memoryStorage();
    unknown.setItem(PREFERENCES_KEY, JSON.stringify({ language: 'tlh' }));
    expect(rememberedLocale(unknown)).toBeNull();
  });
});

describe('the offer of another language', () => {
  it('offers the language the browser prefers, on a page in another one', () => {
    expect(offeredLocale(en, null, ['de-DE', 'en'])?.code).toBe('de');
  });

  it('offers nothing on a page already in it, or to a browser asking for none of ours', () => {
    expect(offeredLocale(de, null, ['de-DE'])).toBeNull();
    expect(offeredLocale(en, null, ['sv-SE', 'fi'])).toBeNull();
  });

  it('follows the visitor’s own choice over the browser’s', () => {
    expect(offeredLocale(en, de, ['fr-FR'])?.code).toBe('de');
    // Chose English (closed the offer, or picked it): no offer on English pages, whatever the browser says.
    expect(offeredLocale(en, en, ['de-DE'])).toBeNull();
  });
});
