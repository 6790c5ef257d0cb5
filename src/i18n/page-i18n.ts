import type { MessageDescriptor, Messages } from '@lingui/core';

// The page's words at run time: what the macros' output calls (`i18n._`) over the catalogs Lingui compiled at build time.
// @lingui/core's I18n class does this too, with parts a page of ours never runs (a run-time compiler's hook, date and
// time presets, locale data, events but one): 5 KB of every route's first load, where this is under 2. A unit test
// checks that every message of every catalog reads here exactly as @lingui/core reads it (tests/unit/i18n/page-i18n.test.ts).

/** A compiled message: plain text, or text and placeholders (`["Hello ", ["name"]]`), plurals and selects nested. */
type Compiled = string | Token[];
type Token = string | [name: string] | [name: string, kind: string, cases: Record<string, Compiled | number>];

type Values = Record<string, unknown>;
type MissingListener = (event: { locale: string; id: string }) => void;

/** What the site's code reads its words and figures through: Lingui's I18n, as far as the site uses it. */
export interface PageI18n {
  readonly locale: string;
  _(descriptor: MessageDescriptor | string, values?: Values, options?: { message?: string }): string;
  number(value: number, format?: Intl.NumberFormatOptions): string;
  date(value: Date, format?: Intl.DateTimeFormatOptions): string;
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

/** One formatter per language, kind and options, made once: `make` builds it for the language (English as its fallback). */
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(locale: string, kind: string, options: object | undefined, make: (locales: string[]) => F): F {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let made = formatters.get(key) as F | undefined;
  if (!made) formatters.set(key, (made = make([locale, 'en'])));
  return made;
}

class Words implements PageI18n {
  locale = '';
  private readonly catalogs: Record<string, Messages> = {};
  private readonly missing: MissingListener[] = [];

  /** Adds a catalog's messages to a language's. */
  load(locale: string, messages: Messages): void {
    this.catalogs[locale] = { ...this.catalogs[locale], ...messages };
  }

  activate(locale: string): void {
    this.locale = locale;
  }

  /** Called with each message asked for that the language's catalogs lack; returns how to stop listening. */
  on(_event: 'missing', listener: MissingListener): () => void {
    this.missing.push(listener);
    return () => void this.missing.splice(this.missing.indexOf(listener), 1);
  }

  _(descriptor: MessageDescriptor | string, values: Values = {}, options: { message?: string } = {}): string {
    if (!this.locale) throw new Error('No language is active: activate one before reading a message');
    const { id, message = options.message, values: given = values } = typeof descriptor === 'string' ? { id: descriptor } : descriptor;
    const compiled = this.catalogs[this.locale]?.[id] as Compiled | undefined;
    if (compiled === undefined) for (const listener of this.missing) listener({ locale: this.locale, id });
    return this.format(compiled || message || id, given);
  }

  number(value: number, format?: Intl.NumberFormatOptions): string {
    return formatter(this.locale, 'number', format, (locales) => new Intl.NumberFormat(locales, format)).format(value);
  }

  date(value: Date, format?: Intl.DateTimeFormatOptions): string {
    return formatter(this.locale, 'date', format, (locales) => new Intl.DateTimeFormat(locales, format)).format(value);
  }

  /** The message with its values in place; `count` is the number a plural's `#` stands for, inside its cases only. */
  private format(message: Compiled, values: Values, count?: string): string {
    if (typeof message === 'string') return message;
    let text = '';
    for (const token of message) {
      if (typeof token === 'string') text += token === '#' && count !== undefined ? count : token;
      else text += this.placeholder(token, values);
    }
    return text;
  }

  private placeholder([name, kind, cases = {}]: Exclude<Token, string>, values: Values): string {
    const value = values[name];
    const pick = (key: string) => cases[key] as Compiled | undefined;
    if (kind === 'plural' || kind === 'selectordinal') {
      const type = kind === 'plural' ? 'cardinal' : 'ordinal';
      const counted = Number(value) - Number(cases.offset ?? 0);
      const rules = formatter(this.locale, type, undefined, (locales) => new Intl.PluralRules(locales, { type }));
      const chosen = pick(String(value)) ?? pick(rules.select(counted)) ?? pick('other') ?? '';
      return this.format(chosen, values, this.number(counted));
    }
    if (kind === 'select') return this.format(pick(String(value)) ?? pick('other') ?? '', values);
    if (kind === 'number') return this.number(Number(value));
    return value == null ? '' : String(value as string);
  }
}

/** The one language a page speaks (another language is another page). */
export const i18n = new Words();
