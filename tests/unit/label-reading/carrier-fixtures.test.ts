import { describe, expect, it } from 'vitest';
import { labelFacts } from '../../../src/label-reading/label-facts';
import { readingSummary } from '../../../src/label-reading/reading-words';
import { english } from '../../support/english';
import { pdfFixtures } from '../../support/carrier-pages/pdf-fixtures';
import { readPdfPageInNode } from '../../support/node-reading';
import { sampleOf } from '../../support/test-depth';

// The carriers' layouts the cropper finds labels on (bordered, borderless, turned, two to a page, beside receipts and
// adverts), read as its worker reads them: every card line. A number of no known format, or with a wrong check digit
// (AB987654321GB; the FedEx caption's 794612345678), names no carrier; every postcode is the recipient's.

const EXPECTED: Readonly<Record<string, readonly string[]>> = {
  'usps-letter-fold': ['USPS · 9405511899223197428490 · to 80301-5512'],
  'ups-landscape-halves': ['UPS · 1Z999AA10123456784 · to 30308'],
  'royal-mail-a4-top-left': ['Royal Mail · TT123456785GB · to BS6 5NP'],
  'evri-a4-top-right': ['Carrier not recognised · barcode H01HYA0012345678 · to CF10 3DP'],
  'royal-mail-a4-bottom-left': ['Carrier not recognised · barcode AB987654321GB · to M3 4LY'],
  'dpd-a4-bottom-right': ['Carrier not recognised · barcode 01503456789012 · to 80331'],
  'dhl-receipt-beside': ['Carrier not recognised · barcode JJD0012345678901 · to 163-1090'],
  'usps-turned-letter': ['USPS · 9400111899562537866361 · to 60610-1022'],
  'fedex-wide-letter': ['Carrier not recognised · barcode 9622001900007946123456780 · to 92101 · order #55-1180'],
  'etsy-two-labels': ['Carrier not recognised · barcode PB1234567001 · to L2 7LS', 'Carrier not recognised · barcode 7023210088421190 · to H2Y 2A2'],
};

// The turned label always; a share of the others each commit, all of them under `npm run test:deep`.
const names = ['usps-turned-letter', ...sampleOf(Object.keys(EXPECTED).filter((name) => name !== 'usps-turned-letter'), 0.3, 'carrier-fixture-reading')];

describe('reading the carriers’ label pages', () => {
  it.each(names)('%s: each label’s card line', async (name) => {
    const fixture = (await pdfFixtures()).find((candidate) => candidate.name === name)!;
    const [page] = fixture.pages;
    const crops = page!.labels.map((label) => label.rect);
    const reading = await readPdfPageInNode(fixture.bytes, 0, crops);
    const lines = crops.map((crop) => readingSummary(labelFacts(reading, crop, crops.filter((other) => other !== crop)), english));
    expect(lines).toEqual(EXPECTED[name]);
  });
});
