import { describe, expect, it } from 'vitest';
import { cleanProtected, cleanText, scientificNotationDamage } from '../../../src/batch/clean-cell';

describe('joiners', () => {
  it('keeps the (non-)joiners in text, where Persian, Indic spelling and emoji need them, and drops them from a postcode', () => {
    expect(cleanText('می\u200Cخواهم 👩\u200D💻')).toBe('می\u200Cخواهم 👩\u200D💻');
    expect(cleanProtected('\u200C02\u200D134')).toBe('02134');
  });
});

describe('cleanText', () => {
  it('composes decomposed accents (NFC), so "Jürgen" typed on a Mac matches the same name typed elsewhere', () => {
    const decomposed = 'Ju\u0308rgen Groß';
    expect(decomposed).not.toBe('Jürgen Groß');
    expect(cleanText(decomposed)).toBe('Jürgen Groß');
  });

  it.each([
    ['a no-break space', '12\u00A0Elm St'],
    ['a narrow no-break space', '12\u202FElm St'],
    ['a figure space', '12\u2007Elm St'],
    ['a tab', '12\tElm St'],
  ])('makes %s a plain space', (_, value) => {
    expect(cleanText(value)).toBe('12 Elm St');
  });

  it.each([
    ['zero-width space', '\u200B'],
    ['word joiner', '\u2060'],
    ['byte-order mark', '\uFEFF'],
  ])('removes a %s', (_, char) => {
    expect(cleanText(`${char}02${char}134${char}`)).toBe('02134');
  });

  it('collapses runs of spaces and trims each line and the whole', () => {
    expect(cleanText('  12   Elm \u00A0 St  ')).toBe('12 Elm St');
    expect(cleanText(' 12 Elm St \n  Apt   3 ')).toBe('12 Elm St\nApt 3');
  });

  it('keeps the line breaks inside a cell but drops empty and space-only lines', () => {
    expect(cleanText('12 Elm St\r\n\r\n \u00A0 \nApt 3\rBoston\n')).toBe('12 Elm St\nApt 3\nBoston');
  });

  it('leaves an empty or blank cell empty', () => {
    expect(cleanText('')).toBe('');
    expect(cleanText(' \t\u00A0\u200B\n ')).toBe('');
  });

  it('keeps the text otherwise as it is: apostrophes, quotes, case and punctuation', () => {
    expect(cleanText(`Siobhán O'Brien, "The Mill" & Co.`)).toBe(`Siobhán O'Brien, "The Mill" & Co.`);
    expect(cleanText("'02134")).toBe("'02134");
  });
});

describe('cleanProtected', () => {
  it("drops the leading apostrophe Shopify writes before a ZIP and a phone number", () => {
    expect(cleanProtected("'02134")).toBe('02134');
    expect(cleanProtected("'+1 617 555 0100")).toBe('+1 617 555 0100');
  });

  it('unwraps Excel\'s ="…" formula text, as a CSV parser hands it over', () => {
    expect(cleanProtected('="02134"')).toBe('02134');
    expect(cleanProtected('="1Z999AA10123456784"')).toBe('1Z999AA10123456784');
    expect(cleanProtected('="say ""hi"""')).toBe('say "hi"');
  });

  it('unwraps quotes left around a value', () => {
    expect(cleanProtected('"02134"')).toBe('02134');
    expect(cleanProtected(`"'02134"`)).toBe('02134');
  });

  it('cleans the text too: a leading tab, no-break and zero-width spaces', () => {
    expect(cleanProtected('\t02134')).toBe('02134');
    expect(cleanProtected('\u200B\'100-8994\u00A0')).toBe('100-8994');
    expect(cleanProtected(' ="02134" ')).toBe('02134');
  });

  it('leaves everything else alone', () => {
    expect(cleanProtected('02134')).toBe('02134');
    expect(cleanProtected('=02134')).toBe('=02134');
    expect(cleanProtected('"02134')).toBe('"02134');
    expect(cleanProtected("02134'")).toBe("02134'");
    expect(cleanProtected("1Z'999")).toBe("1Z'999");
    expect(cleanProtected('SW1A 1AA')).toBe('SW1A 1AA');
  });
});

describe('scientificNotationDamage', () => {
  it.each(['1.23457E+21', '9.40011E+21', '1,23457E+21', '1.2e+21', '1E+21', "'1.23457E+21", '="1.23457E+21"', ' 1.23457E+21 '])(
    'flags %j, a long number a spreadsheet rounded into scientific notation',
    (value) => {
      expect(scientificNotationDamage(value)).toBe(true);
    },
  );

  it.each(['9400111201080805483016', '1Z999AA10123456784', 'RR123456785GB', '1.5 kg', '12E', 'E+21', '1.23457E-5', ''])(
    'does not flag %j',
    (value) => {
      expect(scientificNotationDamage(value)).toBe(false);
    },
  );
});
