import { describe, expect, it } from 'vitest';
import { partyLines } from '../../../src/label/party-lines';
import { makeLabel } from '../../support/make-label';

describe('partyLines', () => {
  it('lists name, company, each address line and phone, in that order', () => {
    const label = makeLabel({ toName: 'Ann Lee', toCompany: 'Acme', toAddress: '1 Main St\nSpringfield, IL 62701', toPhone: '555-0100' });

    expect(partyLines(label, 'to')).toEqual(['Ann Lee', 'Acme', '1 Main St', 'Springfield, IL 62701', '555-0100']);
  });

  it('reads the sender fields for the FROM block', () => {
    const label = makeLabel({ fromName: 'Bo Kim', fromCompany: '', fromAddress: '9 Elm Rd', fromPhone: '' });

    expect(partyLines(label, 'from')).toEqual(['Bo Kim', '9 Elm Rd']);
  });

  it('skips an empty company and an empty phone', () => {
    const label = makeLabel({ toName: 'Ann Lee', toCompany: '', toAddress: '1 Main St', toPhone: '' });

    expect(partyLines(label, 'to')).toEqual(['Ann Lee', '1 Main St']);
  });

  it('treats whitespace-only fields as empty and trims the rest', () => {
    const label = makeLabel({ toName: '  Ann Lee ', toCompany: ' \t ', toAddress: '1 Main St', toPhone: '   ' });

    expect(partyLines(label, 'to')).toEqual(['Ann Lee', '1 Main St']);
  });

  it('splits the address on both \\n and \\r\\n', () => {
    const label = makeLabel({ toName: '', toCompany: '', toAddress: 'Line 1\r\nLine 2\nLine 3', toPhone: '' });

    expect(partyLines(label, 'to')).toEqual(['Line 1', 'Line 2', 'Line 3']);
  });

  it('skips blank address lines and trims the others', () => {
    const label = makeLabel({ toName: '', toCompany: '', toAddress: '\n  1 Main St  \n\n   \r\n Springfield \n', toPhone: '' });

    expect(partyLines(label, 'to')).toEqual(['1 Main St', 'Springfield']);
  });

  it('returns no lines for a party left blank', () => {
    const label = makeLabel({ fromName: '', fromCompany: '', fromAddress: ' \n ', fromPhone: '' });

    expect(partyLines(label, 'from')).toEqual([]);
  });
});
