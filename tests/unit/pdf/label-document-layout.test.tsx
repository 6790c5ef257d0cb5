import { describe, expect, it } from 'vitest';
import { findText, readPdf } from '../../support/read-pdf';
import { makeLabel } from '../../support/make-label';
import { renderLabelPdf } from '../../support/render-label-pdf';

const A4_WIDTH_PT = 595.28;
const A4_HEIGHT_PT = 841.89;

describe('label PDF layout', () => {
  it('is a single A4 portrait page', async () => {
    const pdf = await readPdf(await renderLabelPdf(makeLabel()));

    expect(pdf.pageCount).toBe(1);
    expect(Math.abs(pdf.widthPt - A4_WIDTH_PT)).toBeLessThan(1);
    expect(Math.abs(pdf.heightPt - A4_HEIGHT_PT)).toBeLessThan(1);
  });

  it('prints the TO block above the FROM block, and both above WEIGHT', async () => {
    const pdf = await readPdf(await renderLabelPdf(makeLabel()));

    expect(findText(pdf, 'TO:').topMm).toBeLessThan(findText(pdf, 'FROM:').topMm);
    expect(findText(pdf, 'FROM:').topMm).toBeLessThan(findText(pdf, 'WEIGHT:').topMm);
  });

  it('puts labels at the 20 mm margin and values at 50 mm', async () => {
    const pdf = await readPdf(await renderLabelPdf(makeLabel({ toName: 'Ann Lee', fromName: 'Bo Kim' })));

    for (const label of ['TO:', 'FROM:', 'WEIGHT:']) expect(findText(pdf, label).leftMm).toBeCloseTo(20, 1);
    for (const value of ['Ann Lee', 'Bo Kim', '3.2 lbs']) expect(findText(pdf, value).leftMm).toBeCloseTo(50, 1);
  });

  it('prints the name on the TO line and each further line 8 mm below the one before', async () => {
    const label = makeLabel({ toName: 'Ann Lee', toCompany: 'Acme', toAddress: '1 Main St\nSpringfield, IL', toPhone: '555-0100' });
    const pdf = await readPdf(await renderLabelPdf(label));
    const tops = ['Ann Lee', 'Acme', '1 Main St', 'Springfield, IL', '555-0100'].map((text) => findText(pdf, text).topMm);

    expect(tops[0]).toBeCloseTo(findText(pdf, 'TO:').topMm, 1);
    tops.slice(1).forEach((top, index) => expect(top - (tops[index] ?? 0)).toBeCloseTo(8, 1));
  });

  it('shows DIMENSIONS in the right column on the WEIGHT line', async () => {
    const pdf = await readPdf(await renderLabelPdf(makeLabel({ dimensions: '12 x 10 x 8 in' })));
    const dimensions = findText(pdf, 'DIMENSIONS:');

    expect(dimensions.topMm).toBeCloseTo(findText(pdf, 'WEIGHT:').topMm, 1);
    expect(dimensions.leftMm).toBeGreaterThan(100);
    expect(findText(pdf, '12 x 10 x 8 in').rightMm).toBeLessThanOrEqual(190);
  });

  it('places one barcode image when there is a tracking number', async () => {
    const pdf = await readPdf(await renderLabelPdf(makeLabel({ trackingNumber: '1Z999AA10123456784' })));

    expect(pdf.imageCount).toBe(1);
  });

  it('places no barcode when the tracking number is blank', async () => {
    const pdf = await readPdf(await renderLabelPdf(makeLabel({ trackingNumber: '   ' })));

    expect(pdf.imageCount).toBe(0);
  });
});
