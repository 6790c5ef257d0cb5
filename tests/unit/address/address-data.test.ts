import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { addressFormatsFrom, loadAddressFormats } from '../../../src/address/address-formats';
import { ADDRESS_DATA_CREDIT, addressDataModule } from '../../../src/build/address-data-plugin';

describe('the address table', () => {
  it('stays within its budget: about 11 KB gzip for every country', async () => {
    const size = gzipSync(await addressDataModule(), { level: 9 }).length;
    expect(size).toBeLessThan(12_000);
  });

  it('credits Google’s data under CC BY 4.0 in its header', async () => {
    expect(ADDRESS_DATA_CREDIT).toContain('CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/)');
    expect((await addressDataModule()).startsWith(`/*! ${ADDRESS_DATA_CREDIT} */`)).toBe(true);
  });

  it('has the 252 codes of the data, each with a name and a format', async () => {
    const formats = await loadAddressFormats();
    expect(formats.codes).toHaveLength(252);
    for (const code of formats.codes) expect(formats.of(code)).toMatchObject({ code, name: expect.stringMatching(/^[^a-z]+$/), fmt: expect.stringContaining('%') });
  });

  it('keeps a country’s own capitals only, not those of Google’s default', async () => {
    const formats = await loadAddressFormats();
    expect(formats.of('DE')?.upper).toBe('');
    expect(formats.of('US')?.upper).toBe('CS');
  });

  it('keeps the regions posts print by key or by Latin name', async () => {
    const formats = await loadAddressFormats();
    expect(formats.of('US')?.regions).toContainEqual(['MA', 'Massachusetts']);
    expect(formats.of('JP')?.regions).toContainEqual(['13', '東京都', 'Tokyo']);
    expect(formats.of('FR')?.regions).toEqual([]);
  });

  it('loads once', async () => {
    expect(loadAddressFormats()).toBe(loadAddressFormats());
  });

  it('reads codes in any case, and nothing it does not have', () => {
    const formats = addressFormatsFrom({ DE: { name: 'GERMANY', fmt: '%A%n%Z %C' } });
    expect(formats.of('de')?.code).toBe('DE');
    expect(formats.of('constructor')).toBeUndefined();
  });
});
