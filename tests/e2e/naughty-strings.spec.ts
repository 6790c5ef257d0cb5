import { LABEL_FIELDS, type LabelData, type LabelField } from '../../src/label/label-data';
import { FIELD_LIMITS } from '../../src/label/field-limits';
import { printableText } from '../../src/label/printable-text';
import { NAUGHTY_STRINGS } from '../support/label-arbitrary';
import { sampleOf } from '../support/test-depth';
import { fontSetFor } from '../../workers/pdf/render-labels-pdf';
import { loadFontsInNode } from '../support/node-fonts';
import { holdsText, joinedText } from '../support/read-pdf';
import { expect, test } from './support/fixtures';
import { generatorPage } from './support/generator-page';

// Many naughty strings are not Code 128; as a tracking number they give no barcode and log that (spec).
test.use({ expectedConsoleErrors: /^Barcode generation error/ });

// A string a field a round, until every string has been in a PDF: the rounds' starts. A per-commit share of the rounds
// runs each time (the PDF's property tests in Node draw from all of them each run); every round under `npm run test:deep`.
const FIELDS = LABEL_FIELDS.filter((field) => field !== 'parcels');
const ROUNDS = sampleOf(
  Array.from({ length: Math.ceil(NAUGHTY_STRINGS.length / FIELDS.length) }, (_, round) => round * FIELDS.length),
  0.3,
  'naughty-string-rounds',
);

test('naughty strings (every one under test:deep) go through the form, the preview and the real worker into a PDF, and run nothing', async ({ page }) => {
  test.setTimeout(240_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/generator');
  const generator = generatorPage(page);

  // Parcels is a count, not text: left blank here (tests/unit/label/parcel-count.test.ts puts every naughty string in it).
  const fields = FIELDS;
  for (const start of ROUNDS) {
    const values = Object.fromEntries(
      LABEL_FIELDS.map((field) => [field, field === 'parcels' ? '' : (NAUGHTY_STRINGS[start + fields.indexOf(field)] ?? '').slice(0, FIELD_LIMITS[field])]),
    ) as Record<LabelField, string>;
    await generator.autofill(values);
    const typedName = await generator.field('toName').inputValue();

    const { pdf } = await generator.download();
    expect(pdf.pageCount, `strings ${start}–${start + fields.length - 1}`).toBeGreaterThanOrEqual(1);
    // What the label's fonts print of the name, worked out in Node with the same fonts as the worker.
    const { draws } = await fontSetFor([{ ...values, toName: typedName } as LabelData], loadFontsInNode);
    expect(holdsText(joinedText(pdf), printableText(typedName, draws)), `toName: ${JSON.stringify(typedName)}`).toBe(true);
  }

  await expect(page.getByText('Your PDF has been downloaded.')).toBeVisible();
  expect(dialogs, 'no string ran as script').toEqual([]);
});
