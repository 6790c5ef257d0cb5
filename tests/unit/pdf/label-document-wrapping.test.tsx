import { describe, expect, it } from 'vitest';
import { joinedText, readPdf } from '../../support/read-pdf';
import { makeLabel } from '../../support/make-label';
import { renderLabelPdf } from '../../support/render-label-pdf';

const SIXTY_CHAR_REFERENCE = `1Z${'9876543210'.repeat(5)}ABCDEFGH`;
const LONG_EMAIL = 'warehouse.receiving.department.international.returns@examplelogisticsgroup.com';
// The sample phone numbers contain '-', which would hide an inserted hyphen.
const NO_DASHES = { toPhone: '', fromPhone: '' };

describe('label PDF wrapping of long values', () => {
  it('wraps a 60-character reference number in the message inside 20–190 mm without inserting a hyphen', async () => {
    const pdf = await readPdf(await renderLabelPdf(makeLabel({ ...NO_DASHES, customMessage: SIXTY_CHAR_REFERENCE })));

    expect(SIXTY_CHAR_REFERENCE).toHaveLength(60);
    expect(joinedText(pdf)).toContain(SIXTY_CHAR_REFERENCE);
    expect(joinedText(pdf)).not.toContain('-');
    for (const run of pdf.texts) expect(run.rightMm).toBeLessThanOrEqual(190);
  });

  it('wraps an e-mail-like address line without inserting a hyphen', async () => {
    const pdf = await readPdf(await renderLabelPdf(makeLabel({ ...NO_DASHES, toAddress: `Attn: ${LONG_EMAIL}` })));

    expect(joinedText(pdf)).toContain(LONG_EMAIL);
    expect(joinedText(pdf)).not.toContain('-');
    for (const run of pdf.texts) expect(run.rightMm).toBeLessThanOrEqual(190);
  });

  it('keeps ordinary words whole when a long sentence wraps', async () => {
    const message = 'Please leave the parcel with the neighbour at number twelve if nobody answers the door';
    const pdf = await readPdf(await renderLabelPdf(makeLabel({ customMessage: message })));
    const runs = pdf.texts.map((run) => run.text.trim());

    expect(runs.filter((run) => message.includes(run)).length).toBeGreaterThan(1);
    expect(runs.join(' ')).toContain(message);
  });

  it('inserts no hyphen where a word followed by several spaces wraps', async () => {
    const dimensions = `Large box${' '.repeat(10)}MEASUREDONTHEOUTSIDE`;
    const pdf = await readPdf(await renderLabelPdf(makeLabel({ ...NO_DASHES, weight: '', dimensions })));

    expect(joinedText(pdf)).not.toContain('-');
  });

  it('inserts no hyphen where a long line starts with a sign, where react-pdf would break and add one', async () => {
    const address = `+${'bWWiSG%WI:#sa!4&KM.>gMSgmje&Enel=EiMBtPXZyyf<t+r:c9E0Q+9'.repeat(3)}`;
    const pdf = await readPdf(await renderLabelPdf(makeLabel({ ...NO_DASHES, fromAddress: address })));

    expect(joinedText(pdf)).toContain(address);
  });
});
