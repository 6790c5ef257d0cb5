import { csvText } from '../support/csv-fixtures';
import { findText, joinedText } from '../support/read-pdf';
import { expectNoViolations } from './support/axe';
import { batchSection, enterRealSender, REAL_SENDER } from './support/batch-section';
import { expect, test } from './support/fixtures';
import { generatorPage } from './support/generator-page';
import { tabTo } from './support/keyboard';

// Who a batch's labels say they come from: the panel above "Create N labels" shows the sender and package details
// they will carry, and Create asks first when that sender is still the page's example one, or none at all.

const SAMPLE_QUESTION = 'Your labels would say they come from Daniel Brooks, Maple Lane Crafts — the example sender.';
const EMPTY_QUESTION = 'Your labels would have no sender: a post returns an undeliverable parcel to its sender.';

/** Two orders pasted from a spreadsheet: recipients only, so every label takes the form's sender. */
const twoOrders = csvText(
  [
    ['Recipient name', 'Recipient address line 1'],
    ['Ada Quill', '3 Ink Lane'],
    ['Ben Marsh', '8 Reed Row'],
  ],
  { delimiter: '\t' },
);

test('with the example sender, Create asks first; "Enter my sender" leads to the form, and a real sender is made without asking', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  const batch = batchSection(page);
  await batch.paste(twoOrders);
  await expect(batch.createButton).toHaveText('Create 2 labels');

  await batch.createButton.focus();
  await page.keyboard.press('Enter');
  const question = batch.senderQuestion;
  await expect(question).toBeVisible();
  await expect(question).toContainText(SAMPLE_QUESTION);
  await expect(question.getByRole('button', { name: 'Enter my sender' }), 'its first button').toBeFocused();
  await expect(question.getByRole('button'), 'no way to make them with the example sender').toHaveText(['Enter my sender', 'Cancel']);
  await expectNoViolations(page, 'the sender question');
  await expect(batch.progressbar).toHaveCount(0);

  // Escape closes it and gives focus back to Create; so does Cancel, reached by Tab. Nothing is made.
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(batch.createButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(batch.createButton).toBeFocused();
  await expect(batch.progressbar).toHaveCount(0);
  await expect(batch.ready).toHaveCount(0);

  await page.keyboard.press('Enter');
  await expect(question.getByRole('button', { name: 'Enter my sender' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(generator.field('fromName')).toBeFocused();
  await expect(generator.field('fromName')).toBeInViewport();

  // The visitor types their own sender, then creates by keyboard: no question this time.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(REAL_SENDER.fromName);
  await generator.fill({ fromCompany: REAL_SENDER.fromCompany, fromAddress: REAL_SENDER.fromAddress, fromPhone: REAL_SENDER.fromPhone });
  await batch.createButton.focus();
  await page.keyboard.press('Enter');
  await expect(batch.ready).toHaveText('Your PDF with 2 labels is ready.');
  await expect(question).toHaveCount(0);
  const { pdf } = await batch.download();
  expect(pdf.texts.filter((run) => run.text.trim() === REAL_SENDER.fromName)).toHaveLength(2);
  expect(joinedText(pdf)).not.toContain('Daniel Brooks');
});

test('with the sender emptied, Create asks, and "Create without a sender" makes the PDF', async ({ page }) => {
  await page.goto('/generator');
  const batch = batchSection(page);
  await enterRealSender(page, { fromName: '', fromCompany: '', fromAddress: '', fromPhone: '' });
  await batch.paste(twoOrders);
  await expect(batch.carries).toContainText("none, the form's sender is empty");

  await batch.createButton.click();
  const question = batch.senderQuestion;
  await expect(question).toContainText(EMPTY_QUESTION);
  await expect(question.getByRole('button')).toHaveText(['Enter my sender', 'Create without a sender', 'Cancel']);
  await expect(question.getByRole('button', { name: 'Enter my sender' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'Create without a sender' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(batch.ready).toHaveText('Your PDF with 2 labels is ready.');

  const { pdf } = await batch.download();
  expect(findText(pdf, 'Ben Marsh').page).toBe(2);
  expect(joinedText(pdf)).not.toContain('Daniel Brooks');
});

test("a file with a sender on every row is made without asking, though the form's is the example one", async ({ page }) => {
  await page.goto('/generator');
  const batch = batchSection(page);
  await batch.paste(
    csvText(
      [
        ['Recipient name', 'Recipient address line 1', 'Sender name', 'Sender address line 1', 'Weight'],
        ['Ada Quill', '3 Ink Lane', 'Row Sender One', '1 Depot Way', '2 lbs'],
      ],
      { delimiter: '\t' },
    ),
  );
  await expect(batch.carries).toContainText('From your file, where a row has one; otherwise: Daniel Brooks');
  await expect(batch.carries).toContainText('Weight and dimensions come from your file. Where a row has none, its label leaves them out.');
  await batch.createButton.click();
  await expect(batch.ready).toHaveText('Your PDF with 1 label is ready.');
  await expect(batch.senderQuestion).toHaveCount(0);
});

test('the panel shows the sender and package details the labels will carry, and follows the form as it changes', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  const batch = batchSection(page);
  await batch.paste(twoOrders);

  // Each description ends with its "Change" button.
  const sender = batch.carries.getByRole('definition').first();
  const packageDetails = batch.carries.getByRole('definition').nth(1);
  await expect(sender).toHaveText('Daniel Brooks, Maple Lane Crafts, 77 Orchard Street, Austin, TX 78701, United States, (512) 555-0193 (the example sender)Change');
  await expect(packageDetails).toHaveText('None: the labels leave weight and dimensions out.Change');
  await expect(batch.packageFromForm).not.toBeChecked();
  await expect(batch.packageFromForm).toHaveAccessibleDescription('(3.2 lbs · 12 x 10 x 8 in)');

  await generator.fill({ fromName: REAL_SENDER.fromName });
  await expect(sender).toHaveText(
    `${REAL_SENDER.fromName}, Maple Lane Crafts, 77 Orchard Street, Austin, TX 78701, United States, (512) 555-0193 (partly the example sender’s)Change`,
  );
  await generator.fill({ fromCompany: '', fromAddress: '9 Mill Street', fromPhone: '' });
  await expect(sender).toHaveText(`${REAL_SENDER.fromName}, 9 Mill StreetChange`);

  // Ticked, the form's package details go on every label: the panel says so, and the PDF prints them.
  await batch.packageFromForm.check();
  await expect(packageDetails).toHaveText("The form's: 3.2 lbs · 12 x 10 x 8 inChange");
  await generator.fill({ weight: '5 kg' });
  await expect(packageDetails).toHaveText("The form's: 5 kg · 12 x 10 x 8 inChange");
  await batch.createButton.click();
  await expect(batch.ready).toHaveText('Your PDF with 2 labels is ready.');
  const { pdf } = await batch.download();
  expect(joinedText(pdf)).toContain('5 kg');

  // With no package details in the form there is nothing to offer.
  await generator.fill({ weight: '', dimensions: '' });
  await expect(batch.packageFromForm).toHaveCount(0);
  await expect(packageDetails).toHaveText('None: the labels leave weight and dimensions out.Change');
});

test('"Change" takes the visitor to the sender\'s Full Name and to the weight', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  const batch = batchSection(page);
  await batch.paste(twoOrders);

  await batch.changeSender.click();
  await expect(generator.field('fromName')).toBeFocused();
  await expect(generator.field('fromName')).toBeInViewport();

  // By keyboard too, with focus drawn on the way.
  await batch.createButton.focus();
  await tabTo(page, batch.changePackage, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(generator.field('weight')).toBeFocused();
  await expect(generator.field('weight')).toBeInViewport();
});
