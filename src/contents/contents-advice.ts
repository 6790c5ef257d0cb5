import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { contentsTotals } from './contents-totals';
import { formatKg } from './money';
import type { ContentsItem, ParcelContents, ShipmentCategory } from './parcel-contents';
import { cut, isBlankItem, type ContentsProblem, type ReadItem } from './read-contents';

// What may get a parcel held at customs: shown beside the fields, never blocking.

/** The kinds of vague word, each with its own examples of a good description. */
type VagueKind = 'gift' | 'goods' | 'samples' | 'parts' | 'clothes' | 'accessories' | 'electronics' | 'toys' | 'food';

/** The advice for a vague description (the item's number, and what was typed), with good descriptions as examples. */
const VAGUE_ADVICE: Readonly<Record<VagueKind, (item: number, description: string) => MessageDescriptor>> = {
  gift: (item, description) =>
    msg({ comment: 'Two examples of good customs descriptions, as typed on the form: translate them, or keep them in English where forms are filled in in English', message: `Item ${item}: “${description}” says nothing to customs; describe it as they will see it, e.g. “Wool scarf, knitted” or “Children’s picture book”.` }),
  goods: (item, description) =>
    msg({ comment: 'Two examples of good customs descriptions, as typed on the form: translate them, or keep them in English where forms are filled in in English', message: `Item ${item}: “${description}” says nothing to customs; describe it as they will see it, e.g. “Cotton T-shirts, men’s” or “Ceramic coffee mugs”.` }),
  samples: (item, description) =>
    msg({
      comment: 'Two examples of good customs descriptions, as typed on the form: translate them, or keep them in English where forms are filled in in English',
      message: `Item ${item}: “${description}” says nothing to customs; describe it as they will see it, e.g. “Cotton fabric swatches, 10 × 10 cm” or “Hand cream samples, 5 ml tubes”.`,
    }),
  parts: (item, description) =>
    msg({ comment: 'Two examples of good customs descriptions, as typed on the form: translate them, or keep them in English where forms are filled in in English', message: `Item ${item}: “${description}” says nothing to customs; describe it as they will see it, e.g. “Bicycle brake pads” or “Replacement laptop keyboard”.` }),
  clothes: (item, description) =>
    msg({ comment: 'Two examples of good customs descriptions, as typed on the form: translate them, or keep them in English where forms are filled in in English', message: `Item ${item}: “${description}” says nothing to customs; describe it as they will see it, e.g. “Women’s cotton T-shirt” or “Men’s wool socks”.` }),
  accessories: (item, description) =>
    msg({ comment: 'Two examples of good customs descriptions, as typed on the form: translate them, or keep them in English where forms are filled in in English', message: `Item ${item}: “${description}” says nothing to customs; describe it as they will see it, e.g. “Leather phone case” or “Silver earrings”.` }),
  electronics: (item, description) =>
    msg({ comment: 'Two examples of good customs descriptions, as typed on the form: translate them, or keep them in English where forms are filled in in English', message: `Item ${item}: “${description}” says nothing to customs; describe it as they will see it, e.g. “Bluetooth headphones” or “USB phone charger”.` }),
  toys: (item, description) =>
    msg({ comment: 'Two examples of good customs descriptions, as typed on the form: translate them, or keep them in English where forms are filled in in English', message: `Item ${item}: “${description}” says nothing to customs; describe it as they will see it, e.g. “Wooden toy train” or “Plush teddy bear”.` }),
  food: (item, description) =>
    msg({ comment: 'Two examples of good customs descriptions, as typed on the form: translate them, or keep them in English where forms are filled in in English', message: `Item ${item}: “${description}” says nothing to customs; describe it as they will see it, e.g. “Milk chocolate bars” or “Ground coffee, 250 g bags”.` }),
};

/** Words that say nothing on their own (customs posts' own lists of descriptions they refuse), singular or plural. */
const VAGUE_WORDS: ReadonlyMap<string, VagueKind> = new Map(
  Object.entries({
    gift: ['gift', 'present'],
    goods: ['goods', 'good', 'item', 'stuff', 'thing', 'merchandise', 'product', 'article', 'misc', 'miscellaneous', 'various', 'personal item', 'personal effect'],
    samples: ['sample', 'free sample', 'commercial sample'],
    parts: ['part', 'spare part', 'auto part', 'machine part', 'computer part'],
    clothes: ['clothes', 'clothing', 'apparel', 'garment'],
    accessories: ['accessory', 'accessories'],
    electronics: ['electronics', 'electronic', 'device', 'gadget'],
    toys: ['toy'],
    food: ['food', 'snack', 'foodstuff'],
  } satisfies Record<VagueKind, string[]>).flatMap(([kind, words]) => words.map((word): [string, VagueKind] => [word, kind as VagueKind])),
);

// No vague description is longer; a long one is judged at once, without being folded.
const LONGEST_VAGUE = 40;

/** The kind of vague word a description is alone ("Gifts!", "a gift", "STUFF."), or null when it says something. */
export function vagueKind(description: string): VagueKind | null {
  if (description.length > LONGEST_VAGUE) return null;
  const words = description
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^(?:a|an|the|some|my|assorted|mixed|various|misc) (?=\S)/, '');
  for (const form of [words, words.replace(/s$/, ''), words.replace(/es$/, '')]) {
    const kind = VAGUE_WORDS.get(form);
    if (kind !== undefined) return kind;
  }
  return null;
}

/** Where customs ask the origin: the advice for an item of a commercial category typed without one. */
const ORIGIN_ADVICE: Readonly<Partial<Record<ShipmentCategory, (item: number) => MessageDescriptor>>> = {
  'sale-of-goods': (item) => msg`Item ${item}: choose the country it was made in; customs ask the origin of goods sold.`,
  'commercial-sample': (item) => msg`Item ${item}: choose the country it was made in; customs ask the origin of commercial samples.`,
};

type RowContext = { category: ShipmentCategory; parcelWeightKg: number | null; locale: string | undefined };

// Compared to the gram, as both weights print: an item as heavy as the parcel is not heavier.
const heavierThan = (kg: number, parcelKg: number | null): parcelKg is number => parcelKg !== null && Math.round(kg * 1000) > Math.round(parcelKg * 1000);

/** Advice on one non-blank row, in the form's order; `read` is the row's item when it read cleanly. */
function rowAdvice(item: ContentsItem, row: number, read: ReadItem | undefined, { category, parcelWeightKg, locale }: RowContext): ContentsProblem[] {
  const advice: ContentsProblem[] = [];
  const number = row + 1;
  const advise = (field: keyof ContentsItem, message: MessageDescriptor) => advice.push({ path: `items.${row}.${field}`, message });
  const kind = vagueKind(item.description);
  if (kind !== null) advise('description', VAGUE_ADVICE[kind](number, cut(item.description)));
  if (read !== undefined && heavierThan(read.netWeightKg, parcelWeightKg)) {
    const weight = formatKg(read.netWeightKg, locale);
    const parcel = formatKg(parcelWeightKg, locale);
    advise('weight', msg`Item ${{ item: number }}: its net weight, ${weight}, is more than the whole parcel’s ${parcel} on the label.`);
  }
  if (read?.value === 0 && category === 'sale-of-goods') advise('value', msg`Item ${{ item: number }}: a sale declared at 0 makes customs ask; declare what the buyer paid.`);
  const digits = item.hsCode.replace(/[\s.-]/g, '');
  // Letters, or more than the field takes, already block: the length is advice only for a code of digits.
  if (/^\d{1,20}$/.test(digits) && (digits.length < 6 || digits.length > 10)) {
    const count = digits.length;
    advise('hsCode', msg`Item ${{ item: number }}: the HS code ${digits} has ${plural(count, { one: '# digit', other: '# digits' })}; HS codes have 6 to 10 (the first 6 are the same in every country).`);
  }
  const origin = ORIGIN_ADVICE[category];
  if (origin !== undefined && item.origin.trim() === '') advise('origin', origin(number));
  return advice;
}

/**
 * What may get the parcel held: vague descriptions (with an example of a good one), an item heavier than the
 * parcel, a sale declared at 0, an HS code of the wrong length, commercial items without an origin. Each names
 * its row as the form does (blank rows counted); `items` are readContents' items.
 */
export function contentsAdvice(contents: ParcelContents, items: readonly ReadItem[], context: { parcelWeightKg: number | null; locale?: string }): ContentsProblem[] {
  const byRow = new Map(items.map((item) => [item.row, item]));
  const rowContext = { category: contents.category, parcelWeightKg: context.parcelWeightKg, locale: context.locale };
  const advice = contents.items.flatMap((item, row) => (isBlankItem(item) ? [] : rowAdvice(item, row, byRow.get(row), rowContext)));
  const total = contentsTotals(items).netWeightKg;
  const { parcelWeightKg } = context;
  // Each item lighter than the parcel, but all of them together heavier.
  if (items.every((item) => !heavierThan(item.netWeightKg, parcelWeightKg)) && heavierThan(total, parcelWeightKg)) {
    const weight = formatKg(total, context.locale);
    const parcel = formatKg(parcelWeightKg, context.locale);
    advice.push({ path: 'items', message: msg`The items weigh ${weight} together, more than the whole parcel’s ${parcel} on the label.` });
  }
  return advice;
}
