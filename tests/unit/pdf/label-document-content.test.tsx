import { describe, expect, it } from 'vitest';
import { partyLines } from '../../../src/label/party-lines';
import { findText, readPdf } from '../../support/read-pdf';
import { makeLabel } from '../../support/make-label';
import { renderLabelPdf } from '../../support/render-label-pdf';

const texts = async (overrides: Parameters<typeof makeLabel>[0]) =>
  (await readPdf(await renderLabelPdf(makeLabel(overrides)))).texts.map((run) => run.text.trim());

describe('label PDF content', () => {
  it('prints every filled recipient, sender and package value', async () => {
    const label = makeLabel();
    const printed = (await readPdf(await renderLabelPdf(label))).texts.map((run) => run.text.trim());

    expect(printed).toEqual(expect.arrayContaining([...partyLines(label, 'to'), ...partyLines(label, 'from')]));
    expect(printed).toEqual(expect.arrayContaining([label.weight, label.dimensions]));
  });

  it('leaves out the MESSAGE block when the custom message is blank', async () => {
    expect(await texts({ customMessage: '' })).not.toContain('MESSAGE:');
    expect(await texts({ customMessage: '  \n\t ' })).not.toContain('MESSAGE:');
  });

  it('prints the MESSAGE block below WEIGHT when a message is set', async () => {
    const pdf = await readPdf(await renderLabelPdf(makeLabel({ customMessage: 'Fragile, this side up' })));

    expect(findText(pdf, 'MESSAGE:').topMm).toBeGreaterThan(findText(pdf, 'WEIGHT:').topMm);
    expect(findText(pdf, 'Fragile, this side up').leftMm).toBeCloseTo(50, 1);
  });

  it('closes the gap left by an empty company, so the address follows the name', async () => {
    const pdf = await readPdf(await renderLabelPdf(makeLabel({ toName: 'Ann Lee', toCompany: '', toAddress: '1 Main St' })));

    expect(findText(pdf, '1 Main St').topMm - findText(pdf, 'Ann Lee').topMm).toBeCloseTo(8, 1);
  });

  it('skips blank address lines', async () => {
    const pdf = await readPdf(await renderLabelPdf(makeLabel({ fromAddress: '9 Elm Rd\n\n   \r\nAustin, TX 78701' })));

    expect(findText(pdf, 'Austin, TX 78701').topMm - findText(pdf, '9 Elm Rd').topMm).toBeCloseTo(8, 1);
  });

  it('leaves out WEIGHT and DIMENSIONS when they are empty', async () => {
    const printed = await texts({ weight: ' ', dimensions: '' });

    expect(printed).not.toContain('WEIGHT:');
    expect(printed).not.toContain('DIMENSIONS:');
  });
});
