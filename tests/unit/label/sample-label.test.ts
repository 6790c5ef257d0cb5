import { describe, expect, it } from 'vitest';
import { isCode128Encodable } from '../../../src/label/barcode-rules';
import { LABEL_FIELDS } from '../../../src/label/label-data';
import { partyLines } from '../../../src/label/party-lines';
import { SAMPLE_LABEL } from '../../../src/label/sample-label';

describe('label fields and sample data', () => {
  it('lists the fourteen label fields in form order', () => {
    expect(LABEL_FIELDS).toEqual([
      'toName', 'toCompany', 'toAddress', 'toPhone',
      'fromName', 'fromCompany', 'fromAddress', 'fromPhone',
      'weight', 'dimensions', 'parcels', 'trackingNumber', 'reference', 'customMessage',
    ]);
  });

  it('fills every sample field except parcels (one), the reference and the custom message, which start empty', () => {
    const filled = LABEL_FIELDS.filter((field) => SAMPLE_LABEL[field] !== '');

    expect(filled).toEqual(LABEL_FIELDS.filter((field) => !['parcels', 'reference', 'customMessage'].includes(field)));
    expect([SAMPLE_LABEL.parcels, SAMPLE_LABEL.reference, SAMPLE_LABEL.customMessage]).toEqual(['', '', '']);
  });

  it('ships a package of 3.2 lbs with dimensions in inches', () => {
    expect(SAMPLE_LABEL.weight).toBe('3.2 lbs');
    expect(SAMPLE_LABEL.dimensions).toMatch(/ in$/);
  });

  it('sends between two different US cities with 555 phone numbers', () => {
    const cityLine = (lines: string[]) => lines.find((line) => /, [A-Z]{2} \d{5}$/.test(line));

    expect(cityLine(partyLines(SAMPLE_LABEL, 'to'))).toBeDefined();
    expect(cityLine(partyLines(SAMPLE_LABEL, 'to'))).not.toBe(cityLine(partyLines(SAMPLE_LABEL, 'from')));
    expect(SAMPLE_LABEL.toPhone).toContain('555-');
    expect(SAMPLE_LABEL.fromPhone).toContain('555-');
  });

  it('has a sample tracking number that Code 128 can encode', () => {
    expect(isCode128Encodable(SAMPLE_LABEL.trackingNumber)).toBe(true);
  });
});
