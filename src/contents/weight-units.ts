import type { WeightUnit } from './parcel-contents';
import { readTypedNumber } from './typed-number';

/** Grams per unit, exact: the pound is defined as 453.59237 g (1959), the ounce as a sixteenth of it. */
export const GRAMS_PER_UNIT: Readonly<Record<WeightUnit, number>> = {
  g: 1,
  kg: 1000,
  oz: 28.349523125,
  lb: 453.59237,
};

/** An amount in a unit, in kilograms: the unit of the CN 22 and CN 23. Through grams, so 350 g is 0.35 kg, not 0.35000000000000003. */
export const toKilograms = (amount: number, unit: WeightUnit): number => (amount * GRAMS_PER_UNIT[unit]) / 1000;

/** The ways a label's weight field names each unit, in lower case. */
const UNIT_WORDS: ReadonlyMap<string, WeightUnit> = new Map(
  Object.entries({
    g: ['g', 'gr', 'grs', 'gram', 'grams', 'gramme', 'grammes'],
    kg: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes'],
    oz: ['oz', 'ozs', 'ounce', 'ounces'],
    lb: ['lb', 'lbs', 'pound', 'pounds'],
  } satisfies Record<WeightUnit, string[]>).flatMap(([unit, words]) => words.map((word): [string, WeightUnit] => [word, unit as WeightUnit])),
);

// The label's weight field takes 100 characters; nothing longer is a weight.
const LONGEST_WEIGHT = 100;
// A number, then its unit: "2.5 kg", "3lbs", "1,2 kg"; the number may hold separators, never letters.
const AMOUNT_AND_UNIT = /^([+]?\d[\d.,'\u00a0\u202f ]*\d|[+]?\d|[+]?[.,]\d+)\s*([a-z]+)\.?\s*/i;

/**
 * The parcel's weight in kilograms from the label's free-text weight field: "2.5 kg", "3 lb", "3 lbs", "500 g",
 * "12 oz", "1,2 kg", or parts such as "2 lb 3 oz". Null when it is empty, names no unit, or cannot be read.
 */
export function readParcelWeightKg(text: string): number | null {
  let rest = text.trim();
  if (rest === '' || rest.length > LONGEST_WEIGHT) return null;
  let kilograms = 0;
  while (rest !== '') {
    const match = AMOUNT_AND_UNIT.exec(rest);
    const unit = UNIT_WORDS.get((match?.[2] ?? '').toLowerCase());
    const amount = readTypedNumber(match?.[1] ?? '');
    if (match === null || unit === undefined || amount === null) return null;
    kilograms += toKilograms(amount, unit);
    rest = rest.slice(match[0].length);
  }
  return kilograms;
}
