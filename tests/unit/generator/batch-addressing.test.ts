import { describe, expect, it } from 'vitest';
import { loadAddressReading } from '../../../src/address/address-reading';
import { addressingFor } from '../../../src/features/batch/batch-addressing';
import { makeLabel } from '../../support/make-label';

const reading = await loadAddressReading();
const senderOf = (fromAddress: string, chosen: string | null = null) => addressingFor(reading, makeLabel({ fromAddress }), chosen).senderCountry;

describe("the country a batch's labels leave from", () => {
  it('is the Country chosen in the form, whatever the address says', () => {
    expect(senderOf('41 Pearl Street\nSomerville, MA 02145\nUnited States', 'CA')).toBe('CA');
  });

  it("is the country the sender's address names on its last line, in any language", () => {
    expect(senderOf('Hauptstraße 5\n80331 München\nDeutschland')).toBe('DE');
  });

  it('is read from a state and postcode the last line holds, where those tell the country', () => {
    expect(senderOf('41 Pearl Street\nSomerville, MA 02145')).toBe('US');
    expect(senderOf('2701 Riverside Dr\nOttawa ON K1A 0B1')).toBe('CA');
    expect(senderOf('1 George St\nSydney NSW 2000')).toBe('AU');
  });

  it('is unknown when nothing tells it, so every label names its destination', () => {
    expect(senderOf('Hauptstraße 5\n80331 München')).toBeNull();
    expect(senderOf('')).toBeNull();
  });
});
