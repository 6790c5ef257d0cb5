import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CountryReading } from '../../address/country-names';
import type { BatchContentsDefaults } from '../../batch/parcel-contents-of';
import { isCurrencyCode } from '../../contents/money';
import { quoted } from '../../contents/read-contents';
import { readTypedNumber } from '../../contents/typed-number';
import { readParcelWeightKg } from '../../contents/weight-units';
import type { DocumentsChoice } from './documents-choice';

export type DefaultsField = 'origin' | 'weightPerItem' | 'currency';

/** The panel's fields that stand in for the file's missing columns. */
export type DefaultsChoice = Pick<DocumentsChoice, 'category' | 'signWith' | DefaultsField>;

/** The defaults the model applies, and a sentence for each typed one that cannot be read (it is then left out). */
export type DefaultsReading = { defaults: BatchContentsDefaults; errors: Partial<Record<DefaultsField, MessageDescriptor>> };

function originOf(text: string, readCountry: (text: string) => CountryReading): { code: string; error?: MessageDescriptor } {
  const reading = readCountry(text);
  if (reading.kind === 'empty') return { code: '' };
  if (reading.kind === 'country') return { code: reading.code };
  const typed = quoted(text);
  if (reading.kind === 'ambiguous') return { code: '', error: msg`${typed} could be more than one country: type its two-letter code, such as DE.` };
  return { code: '', error: msg`${typed} is not a country ShipLabel recognises: type its two-letter code, such as DE, or its name.` };
}

/** A bare number is kilograms, as the forms print them; "250 g" or "0.5 lb" in their own unit. */
function weightOf(text: string): { kg: number | null; error?: MessageDescriptor } {
  if (text.trim() === '') return { kg: null };
  const kg = readParcelWeightKg(text) ?? readTypedNumber(text);
  const typed = quoted(text);
  return kg !== null && kg > 0 ? { kg } : { kg: null, error: msg`${typed} is not a weight: type one such as 0.25 kg or 250 g.` };
}

function currencyOf(text: string): { code: string; error?: MessageDescriptor } {
  const code = text.trim().toUpperCase();
  if (code === '' || isCurrencyCode(code)) return { code };
  const typed = quoted(text);
  return { code: '', error: msg`${typed} is not a currency code: type three letters, such as EUR or USD.` };
}

/** The panel's defaults as the model takes them; a country name is read with the page's reader. */
export function readDefaults(choice: DefaultsChoice, readCountry: (text: string) => CountryReading): DefaultsReading {
  const origin = originOf(choice.origin, readCountry);
  const weight = weightOf(choice.weightPerItem);
  const currency = currencyOf(choice.currency);
  const errors: DefaultsReading['errors'] = {};
  if (origin.error) errors.origin = origin.error;
  if (weight.error) errors.weightPerItem = weight.error;
  if (currency.error) errors.currency = currency.error;
  return {
    defaults: { category: choice.category, origin: origin.code, signWith: choice.signWith, currency: currency.code, weightPerItemKg: weight.kg },
    errors,
  };
}
