// Issue 24's export, printed: a Shopify orders export (79 columns, ZIPs written '02134) to Boston, Munich and Tokyo,
// from a sender in the United States, read back from the PDF the worker makes.
import { beforeAll, describe, expect, it } from 'vitest';
import { batchRowsFrom } from '../../../src/batch/batch-rows';
import { guessMapping } from '../../../src/batch/column-mapping';
import type { LabelData } from '../../../src/label/label-data';
import { rasterizeCode128Node } from '../../../workers/barcode/node-rasterize-code128';
import { parseTable } from '../../../workers/batch/parse-table';
import { renderLabelsPdf } from '../../../workers/pdf/render-labels-pdf';
import { pageAddressing } from '../../support/batch-import';
import { makeLabel } from '../../support/make-label';
import { loadFontsInNode } from '../../support/node-fonts';
import { ISSUE_24_ORDERS, shopifyExport } from '../../support/shopify-export';
import { optionsFor } from '../../support/stock';
import { pdftotextLines } from '../../support/text-layer-lines';

// A real sender (not the page's sample), in the United States as its address says; the package fields left empty.
const FORM = makeLabel({
  fromName: 'Rosa Chen', fromCompany: 'Chen Ceramics', fromAddress: '41 Pearl Street\nSomerville, MA 02145\nUnited States', weight: '', dimensions: '',
});

/** Each order's label, one PDF per label, as the lines poppler reads back. */
let printed: string[][];
let labels: LabelData[];

beforeAll(async () => {
  const table = parseTable(shopifyExport(ISSUE_24_ORDERS));
  const rows = batchRowsFrom(table, guessMapping(table.headers), { ...FORM, weight: '3.2 lbs' }, { packageFromForm: false, addressing: await pageAddressing(FORM) });
  labels = rows.map((row) => row.label);
  printed = await Promise.all(
    labels.map(async (label) => pdftotextLines(new Uint8Array(await (await renderLabelsPdf(optionsFor('4x6'), [label], rasterizeCode128Node, loadFontsInNode)).arrayBuffer()))),
  );
}, 60_000);

/** The TO block's lines: from the line after "TO:" up to the sender's block. */
const recipientLines = (lines: readonly string[]): string[] => {
  const from = lines.findIndex((line) => line.startsWith('FROM'));
  const to = lines.findIndex((line) => line.startsWith('TO'));
  return lines.slice(to, from).map((line) => line.replace(/^TO:\s*/, '')).filter(Boolean);
};

describe("a Shopify export's addresses, printed", () => {
  it('makes one label per order, whatever its line items', () => {
    // The Japanese name prints inside its address, after the company, so it is not the label's first line.
    expect(labels.map((label) => label.toName || label.toAddress.split('\n').at(-2))).toEqual(['Sam Receiver', 'Jürgen Groß', 'Alex Rivera', '山田太郎 様']);
  });

  it('prints a domestic US address as USPS reads it: the apostrophe gone from the ZIP, city and state in capitals, no country line', () => {
    expect(recipientLines(printed[0]!)).toEqual(['Sam Receiver', '12 Elm St', 'Apt 3', 'BOSTON, MA 02134', '+1 617 555 0100']);
  });

  it('prints a German address with the postcode before the city, and GERMANY last', () => {
    expect(recipientLines(printed[1]!)).toEqual(['Jürgen Groß', 'Groß & Söhne GmbH', 'Hauptstraße 5', '80331 München', 'GERMANY', '+49 89 5550100']);
  });

  it('prints a Japanese address in Japanese script large to small: postcode, prefecture, ward and block, company, name', () => {
    expect(recipientLines(printed[3]!)).toEqual(['〒100-8994', '東京都', '千代田区丸の内2-7-2', 'JPタワー', '山田太郎 様', 'JAPAN', '+81 3 5555 0100']);
  });

  it("prints the visitor's sender and no weight, since the export has no weight column", () => {
    for (const lines of printed) {
      expect(lines.join('\n')).toContain('Rosa Chen');
      expect(lines.join('\n')).not.toMatch(/WEIGHT|3\.2 lbs|Daniel Brooks/);
    }
  });

  it("never prints the billing address of an order sent as a gift", () => {
    expect(printed[2]!.join('\n')).not.toMatch(/Pat Payer|Billing Road|Cambridge/);
  });
});
