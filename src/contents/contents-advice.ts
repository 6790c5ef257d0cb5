import { contentsTotals } from './contents-totals';
import { formatKg } from './money';
import type { ContentsItem, ParcelContents, ShipmentCategory } from './parcel-contents';
import { isBlankItem, quoted, type ContentsProblem, type ReadItem } from './read-contents';

// What may get a parcel held at customs: shown beside the fields, never blocking.

/** Good descriptions to give as examples, by the kind of vague word they replace. */
const EXAMPLES = {
  gift: ['Wool scarf, knitted', 'Children’s picture book'],
  goods: ['Cotton T-shirts, men’s', 'Ceramic coffee mugs'],
  samples: ['Cotton fabric swatches, 10 × 10 cm', 'Hand cream samples, 5 ml tubes'],
  parts: ['Bicycle brake pads', 'Replacement laptop keyboard'],
  clothes: ['Women’s cotton T-shirt', 'Men’s wool socks'],
  accessories: ['Leather phone case', 'Silver earrings'],
  electronics: ['Bluetooth headphones', 'USB phone charger'],
  toys: ['Wooden toy train', 'Plush teddy bear'],
  food: ['Milk chocolate bars', 'Ground coffee, 250 g bags'],
} as const satisfies Record<string, readonly [string, string]>;

/** Words that say nothing on their own (customs posts' own lists of descriptions they refuse), singular or plural. */
const VAGUE_WORDS: ReadonlyMap<string, keyof typeof EXAMPLES> = new Map(
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
  } satisfies Record<keyof typeof EXAMPLES, string[]>).flatMap(([kind, words]) => words.map((word): [string, keyof typeof EXAMPLES] => [word, kind as keyof typeof EXAMPLES])),
);

// No vague description is longer; a long one is judged at once, without being folded.
const LONGEST_VAGUE = 40;

/** The kind of vague word a description is alone ("Gifts!", "a gift", "STUFF."), or null when it says something. */
export function vagueKind(description: string): keyof typeof EXAMPLES | null {
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

const COMMERCIAL: Readonly<Partial<Record<ShipmentCategory, string>>> = { 'sale-of-goods': 'goods sold', 'commercial-sample': 'commercial samples' };

type RowContext = { category: ShipmentCategory; parcelWeightKg: number | null };

// Compared to the gram, as both weights print: an item as heavy as the parcel is not heavier.
const heavierThan = (kg: number, parcelKg: number | null): parcelKg is number => parcelKg !== null && Math.round(kg * 1000) > Math.round(parcelKg * 1000);

/** Advice on one non-blank row, in the form's order; `read` is the row's item when it read cleanly. */
function rowAdvice(item: ContentsItem, row: number, read: ReadItem | undefined, { category, parcelWeightKg }: RowContext): ContentsProblem[] {
  const advice: ContentsProblem[] = [];
  const advise = (field: keyof ContentsItem, message: string) => advice.push({ path: `items.${row}.${field}`, message: `Item ${row + 1}: ${message}` });
  const kind = vagueKind(item.description);
  if (kind !== null) {
    const [first, second] = EXAMPLES[kind];
    advise('description', `${quoted(item.description)} says nothing to customs; describe it as they will see it, e.g. “${first}” or “${second}”.`);
  }
  if (read !== undefined && heavierThan(read.netWeightKg, parcelWeightKg)) {
    advise('weight', `its net weight, ${formatKg(read.netWeightKg)}, is more than the whole parcel’s ${formatKg(parcelWeightKg)} on the label.`);
  }
  if (read?.value === 0 && category === 'sale-of-goods') advise('value', 'a sale declared at 0 makes customs ask; declare what the buyer paid.');
  const digits = item.hsCode.replace(/[\s.-]/g, '');
  // Letters, or more than the field takes, already block: the length is advice only for a code of digits.
  if (/^\d{1,20}$/.test(digits) && (digits.length < 6 || digits.length > 10)) {
    advise('hsCode', `the HS code ${digits} has ${digits.length} digits; HS codes have 6 to 10 (the first 6 are the same in every country).`);
  }
  const commercial = COMMERCIAL[category];
  if (commercial !== undefined && item.origin.trim() === '') advise('origin', `choose the country it was made in; customs ask the origin of ${commercial}.`);
  return advice;
}

/**
 * What may get the parcel held: vague descriptions (with an example of a good one), an item heavier than the
 * parcel, a sale declared at 0, an HS code of the wrong length, commercial items without an origin. Each names
 * its row as the form does (blank rows counted); `items` are readContents' items.
 */
export function contentsAdvice(contents: ParcelContents, items: readonly ReadItem[], context: { parcelWeightKg: number | null }): ContentsProblem[] {
  const byRow = new Map(items.map((item) => [item.row, item]));
  const rowContext = { category: contents.category, parcelWeightKg: context.parcelWeightKg };
  const advice = contents.items.flatMap((item, row) => (isBlankItem(item) ? [] : rowAdvice(item, row, byRow.get(row), rowContext)));
  const total = contentsTotals(items).netWeightKg;
  const { parcelWeightKg } = context;
  // Each item lighter than the parcel, but all of them together heavier.
  if (items.every((item) => !heavierThan(item.netWeightKg, parcelWeightKg)) && heavierThan(total, parcelWeightKg)) {
    advice.push({ path: 'items', message: `The items weigh ${formatKg(total)} together, more than the whole parcel’s ${formatKg(parcelWeightKg)} on the label.` });
  }
  return advice;
}
