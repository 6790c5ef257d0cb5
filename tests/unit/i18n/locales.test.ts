import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, pageAt, paths } from '../../../src/config/paths';
import { preferredLocale } from '../../../src/i18n/language-choice';
import { localizedPath, siteLocale, SITE_LOCALES, splitLocalePath } from '../../../src/i18n/locales';

const code = (tag: string) => preferredLocale([tag])?.code ?? null;

describe('the site languages', () => {
  it('are the twelve the site speaks, English first, each with a prefix of its own', () => {
    expect(SITE_LOCALES.map((locale) => locale.code)).toEqual(['en', 'es', 'de', 'fr', 'it', 'pt-BR', 'nl', 'pl', 'hi', 'ja', 'zh-Hans', 'ar']);
    expect(new Set(SITE_LOCALES.map((locale) => locale.prefix)).size).toBe(12);
    expect(SITE_LOCALES.filter((locale) => locale.dir === 'rtl').map((locale) => locale.code)).toEqual(['ar']);
  });

  it('put English where it always was, and every other language under its own folder', () => {
    expect(localizedPath(siteLocale('en'), paths.generator)).toBe('/generator');
    expect(localizedPath(siteLocale('de'), paths.generator)).toBe('/de/generator');
    expect(localizedPath(siteLocale('de'), paths.home)).toBe('/de/');
    expect(localizedPath(siteLocale('pt-BR'), paths.contact)).toBe('/pt-br/contact');
    expect(localizedPath(siteLocale('zh-Hans'), paths.home)).toBe('/zh-hans/');
  });

  it('read the language and the page back from an address', () => {
    expect(splitLocalePath('/de/generator')).toMatchObject({ locale: { code: 'de' }, path: '/generator' });
    expect(splitLocalePath('/de')).toMatchObject({ locale: { code: 'de' }, path: '/' });
    expect(splitLocalePath('/pt-br/')).toMatchObject({ locale: { code: 'pt-BR' }, path: '/' });
    expect(splitLocalePath('/generator')).toMatchObject({ locale: { code: 'en' }, path: '/generator' });
    // A page whose name merely starts like a language is not in it.
    expect(splitLocalePath('/design')).toMatchObject({ locale: { code: 'en' }, path: '/design' });
  });

  it('tell the page an address shows, in its language', () => {
    expect(pageAt('/de/generator/')).toBe('/de/generator');
    expect(pageAt('/de')).toBe('/de/');
    expect(pageAt('/ar/privacy')).toBe('/ar/privacy');
    expect(pageAt('/de/nowhere')).toBe(NOT_FOUND_PATH);
    expect(pageAt('/xx/generator')).toBe(NOT_FOUND_PATH);
  });

  it('find the language a browser asks for: exactly, then by its language alone', () => {
    expect(code('de-AT')).toBe('de');
    expect(code('pt')).toBe('pt-BR');
    expect(code('pt-PT')).toBe('pt-BR');
    expect(code('zh-CN')).toBe('zh-Hans');
    expect(code('zh-Hans-CN')).toBe('zh-Hans');
    expect(code('ar-EG')).toBe('ar');
    expect(code('en-GB')).toBe('en');
  });

  it('offer no language the site does not have, nor Simplified Chinese to a reader of Traditional', () => {
    expect(code('sv-SE')).toBeNull();
    expect(code('zh-TW')).toBeNull();
    expect(code('zh-Hant')).toBeNull();
    expect(preferredLocale(['sv', 'fr-CA', 'de'])?.code).toBe('fr');
  });

  it('fall back to English for a tag the site does not speak', () => {
    expect(siteLocale('xx').code).toBe('en');
    expect(siteLocale(undefined).code).toBe('en');
    expect(siteLocale('PT-br').code).toBe('pt-BR');
  });
});
