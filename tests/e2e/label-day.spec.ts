import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { DAY_LABELS, damagedLabelFixture, dayFixture, type DayLabel } from '../support/carrier-pages/day-fixture';
import { expectNoViolations } from './support/axe';
import { cropperPage, pickedFixture } from './support/cropper-page';
import { expect, test } from './support/fixtures';

// A seller's day in the cropper: every label read (carrier, tracking number, postcode, order, SKUs), a parcel printed
// twice flagged, the labels sorted, a pick list first, a CSV, and every printed label checked to scan.

/** A card's line of what was read, as the visitor sees it. */
const summaryOf = (label: DayLabel): string =>
  [label.carrier, label.tracking, `to ${label.postcode}`, `order #${label.order}`, label.items.map((item) => `${item.sku} × ${item.quantity}`).join(', ')].join(' · ');

const titles = (pages: readonly number[]) => pages.map((page) => `Page ${page} of day.pdf`);

test('a day’s labels: each card says what it read, the repeat is flagged, sorted, a pick list first, a CSV, every label checked to scan', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const cropper = cropperPage(page);
  await page.goto('/label-cropper');
  await cropper.addFiles([{ ...pickedFixture(await dayFixture()), name: 'day.pdf' }, { ...pickedFixture(await damagedLabelFixture()), name: 'damaged.pdf' }]);
  await cropper.allRead();

  for (const [index, label] of DAY_LABELS.entries()) await expect(cropper.card(`Page ${index + 1} of day.pdf`)).toContainText(summaryOf(label));
  await expect(cropper.card('Page 1 of day.pdf')).toContainText('Printed twice? Page 5 of “day.pdf” has the same tracking number.');
  await expect(cropper.card('Page 5 of day.pdf')).toContainText('Printed twice? Page 1 of “day.pdf” has the same tracking number.');
  await expect(cropper.card('Page 2 of day.pdf')).not.toContainText('Printed twice?');
  // The damaged Code 128 is said to be the file's; its carrier is not guessed.
  const damaged = cropper.card('damaged.pdf');
  await expect(damaged).toContainText('Carrier not recognised · to H2Y 2A2');
  await expect(damaged).toContainText('A barcode on this label did not decode in the file itself: damaged at the source.');
  await expectNoViolations(page, 'the read cards', '[aria-label="Your labels"]');

  await page.getByLabel('Sort labels by').selectOption({ label: 'Carrier' });
  await expect(cropper.cards.getByRole('heading', { level: 3 })).toHaveText([...titles([3, 4, 1, 5, 2]), 'damaged.pdf']);
  await page.getByLabel('Pick list first').check();
  const { bytes } = await cropper.download();
  await expect(cropper.status).toHaveText('6 labels ready. 5 of 6 scan once printed; 1 has a barcode damaged in the source file.');
  await expect(cropper.card('Page 3 of day.pdf')).toContainText('Scans once printed on 4 × 6 in.');
  await expect(damaged).toContainText('A barcode on it does not scan in the source file either: the fault is the source’s, not the print’s.');
  const pdfPath = testInfo.outputPath('day.pdf');
  await writeFile(pdfPath, bytes);
  const pickList = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-layout', pdfPath, '-'], { encoding: 'utf8' });
  const rows = pickList.split('\n').map((line) => line.trim().split(/\s{2,}/));
  expect(rows[0]).toEqual(['Pick list: 6 labels']);
  expect(rows).toContainEqual(['MUG-BLUE', 'Blue stoneware mug, 12 oz', '5', '#5012, #5013']);
  expect(rows).toContainEqual(['TEA-EARL', 'Earl Grey loose tea, 100 g', '5', '#5012, #5015']);
  expect(rows).toContainEqual(['BOWL-2', 'Serving bowl, large', '4', '#5014']);
  expect(rows).toContainEqual(['UPS', '2']);
  expect(rows).toContainEqual(['Not recognised', '1']);

  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(csvDownload.suggestedFilename()).toMatch(/^labels-\d+\.csv$/);
  const csv = (await readFile(await csvDownload.path(), 'utf8')).trim().split('\r\n');
  expect(csv).toEqual([
    'file,page,carrier,tracking number,order,SKU,quantity,postcode,scans',
    'day.pdf,3,FedEx,776632517510,5014,BOWL-2,4,92101,yes',
    'day.pdf,4,Royal Mail,TT123456785GB,5015,TEA-EARL,3,BS6 5NP,yes',
    'day.pdf,1,UPS,1Z999AA10123456784,5012,MUG-BLUE,2,30308,yes',
    'day.pdf,1,UPS,1Z999AA10123456784,5012,TEA-EARL,1,30308,yes',
    'day.pdf,5,UPS,1Z999AA10123456784,5012,MUG-BLUE,2,30308,yes',
    'day.pdf,5,UPS,1Z999AA10123456784,5012,TEA-EARL,1,30308,yes',
    'day.pdf,2,USPS,9405511899223197428490,5013,LAMP-01,1,80301-5512,yes',
    'day.pdf,2,USPS,9405511899223197428490,5013,MUG-BLUE,1,80301-5512,yes',
    'damaged.pdf,1,Not recognised,,,,,H2Y 2A2,no',
  ]);

  // Shrunk onto a small label until its bars are thinner than the printer's dots: checked, and said not to scan.
  await cropper.chooseLabelSize('dymo-30252');
  await page.getByRole('radio', { name: /^Fit/ }).check();
  await cropper.download();
  await expect(cropper.status).toContainText(/6 labels ready\. \d of 6 scan once printed; \d do not: see the cards/);
  // UPS's bars, 0.34 mm a module on the 4 × 6, come out under a dot wide at 300 dpi.
  await expect(cropper.card('Page 1 of day.pdf')).toContainText('Does not scan once fitted to 28 × 89 mm: choose Actual size or a larger label.');
});
