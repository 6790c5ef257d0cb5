import { describe, expect, it, vi } from 'vitest';
import { loadAddressFormats } from '../../../src/address/address-formats';
import { formatAddress, nameComesFirst, type AddressParts } from '../../../src/address/format-address';
import { makeParts } from './make-address-parts';

const formats = await loadAddressFormats();

type Case = { country: string; sender: string; parts: AddressParts; lines: string[]; abroad: string };

// Addresses modelled on each post's well-known address; lines as Google's libaddressinput formats give them.
const CASES: Record<string, Case> = {
  // USPS Publication 28: city, state abbreviation and ZIP code on the last line, in capitals.
  'the United States': {
    country: 'US', sender: 'US', abroad: 'UNITED STATES',
    parts: makeParts({ name: 'Sam Receiver', lines: ['12 Elm St', 'Apt 3'], city: 'Boston', state: 'MA', postcode: '02134' }),
    lines: ['Sam Receiver', '12 Elm St', 'Apt 3', 'BOSTON, MA 02134'],
  },
  // Canada Post: everything in capitals, municipality, province code and postal code on one line.
  Canada: {
    country: 'CA', sender: 'CA', abroad: 'CANADA',
    parts: makeParts({ company: 'Canada Post', lines: ['2701 Riverside Dr'], city: 'Ottawa', state: 'ON', postcode: 'K1A 0B1' }),
    lines: ['CANADA POST', '2701 RIVERSIDE DR', 'OTTAWA ON K1A 0B1'],
  },
  // Royal Mail: the post town in capitals, the postcode on a line of its own.
  'the United Kingdom': {
    country: 'GB', sender: 'GB', abroad: 'UNITED KINGDOM',
    parts: makeParts({ name: 'The Occupier', lines: ['Buckingham Palace'], city: 'London', postcode: 'SW1A 1AA' }),
    lines: ['The Occupier', 'Buckingham Palace', 'LONDON', 'SW1A 1AA'],
  },
  // Deutsche Post: postcode before the town, as written (no capitals).
  Germany: {
    country: 'DE', sender: 'DE', abroad: 'GERMANY',
    parts: makeParts({ name: 'Jürgen Groß', company: 'Groß & Söhne GmbH', lines: ['Hauptstraße 5'], city: 'München', postcode: '80331' }),
    lines: ['Jürgen Groß', 'Groß & Söhne GmbH', 'Hauptstraße 5', '80331 München'],
  },
  // La Poste (AFNOR NF Z10-011): postcode, then the town in capitals.
  France: {
    country: 'FR', sender: 'FR', abroad: 'FRANCE',
    parts: makeParts({ name: 'Marie Dupont', lines: ['55 rue du Faubourg Saint-Honoré'], city: 'Paris', postcode: '75008' }),
    lines: ['Marie Dupont', '55 rue du Faubourg Saint-Honoré', '75008 PARIS'],
  },
  // PostNL: organisation first, postcode (four digits, two letters) before the town.
  'the Netherlands': {
    country: 'NL', sender: 'NL', abroad: 'NETHERLANDS',
    parts: makeParts({ company: 'Rijksmuseum', name: 'J. de Vries', lines: ['Museumstraat 1'], city: 'Amsterdam', postcode: '1071 XX' }),
    lines: ['Rijksmuseum', 'J. de Vries', 'Museumstraat 1', '1071 XX Amsterdam'],
  },
  // Poste Italiane: CAP, town and province abbreviation, in capitals.
  Italy: {
    country: 'IT', sender: 'IT', abroad: 'ITALY',
    parts: makeParts({ name: 'Mario Rossi', lines: ['Piazza del Colosseo 1'], city: 'Roma', state: 'RM', postcode: '00184' }),
    lines: ['Mario Rossi', 'Piazza del Colosseo 1', '00184 ROMA RM'],
  },
  // Correos: postcode and town; the province only where it differs from the town.
  Spain: {
    country: 'ES', sender: 'ES', abroad: 'SPAIN',
    parts: makeParts({ name: 'Ana García', company: 'Museo del Prado', lines: ['Calle de Ruiz de Alarcón 23'], city: 'Madrid', state: 'Madrid', postcode: '28014' }),
    lines: ['Ana García', 'Museo del Prado', 'Calle de Ruiz de Alarcón 23', '28014 MADRID'],
  },
  // PostNord: postcode in groups of three and two before the town ("SE-" only from abroad, see below).
  Sweden: {
    country: 'SE', sender: 'SE', abroad: 'SWEDEN',
    parts: makeParts({ name: 'Erik Svensson', lines: ['Drottninggatan 1'], city: 'Stockholm', postcode: '111 51' }),
    lines: ['Erik Svensson', 'Drottninggatan 1', '111 51 Stockholm'],
  },
  // Japan Post, in Japanese: large to small, 〒 and the postcode first, the name (with 様) last.
  'Japan, in Japanese': {
    country: 'JP', sender: 'JP', abroad: 'JAPAN',
    parts: makeParts({ postcode: '100-8994', state: '東京都', lines: ['千代田区丸の内2-7-2'], company: 'JPタワー', name: '山田太郎 様' }),
    lines: ['〒100-8994', '東京都', '千代田区丸の内2-7-2', 'JPタワー', '山田太郎 様'],
  },
  // Japan Post, in Latin script: small to large, the prefecture in capitals after the address, the postcode last.
  'Japan, in Latin script': {
    country: 'JP', sender: 'JP', abroad: 'JAPAN',
    parts: makeParts({ name: 'Taro Yamada', company: 'JP Tower', lines: ['2-7-2 Marunouchi, Chiyoda-ku'], state: 'Tokyo', postcode: '100-8994' }),
    lines: ['Taro Yamada', 'JP Tower', '2-7-2 Marunouchi, Chiyoda-ku, TOKYO', '100-8994'],
  },
  // China Post: postcode, province and district, street, organisation, the name last.
  China: {
    country: 'CN', sender: 'CN', abroad: 'CHINA',
    parts: makeParts({ postcode: '100009', state: '北京市', city: '东城区', lines: ['景山前街4号'], company: '故宫博物院', name: '王伟' }),
    lines: ['100009', '北京市东城区', '景山前街4号', '故宫博物院', '王伟'],
  },
  // Korea Post: province and district, street, organisation, name, and the five-digit postcode last.
  'South Korea': {
    country: 'KR', sender: 'KR', abroad: 'SOUTH KOREA',
    parts: makeParts({ state: '서울특별시', city: '중구', lines: ['세종대로 110'], company: '서울특별시청', name: '김민준', postcode: '04524' }),
    lines: ['서울특별시 중구', '세종대로 110', '서울특별시청', '김민준', '04524'],
  },
  // Australia Post: locality, state abbreviation and postcode on the last line, in capitals.
  Australia: {
    country: 'AU', sender: 'AU', abroad: 'AUSTRALIA',
    parts: makeParts({ company: 'Australia Post', lines: ['111 Bourke St'], city: 'Melbourne', state: 'VIC', postcode: '3000' }),
    lines: ['Australia Post', '111 Bourke St', 'MELBOURNE VIC 3000'],
  },
  // Correios: neighbourhood, CITY-UF, and the CEP on a line of its own.
  Brazil: {
    country: 'BR', sender: 'BR', abroad: 'BRAZIL',
    parts: makeParts({ company: 'Correios', lines: ['SBN Quadra 1, Bloco A'], dependentLocality: 'Asa Norte', city: 'Brasília', state: 'DF', postcode: '70002-900' }),
    lines: ['Correios', 'SBN Quadra 1, Bloco A', 'Asa Norte', 'BRASÍLIA-DF', '70002-900'],
  },
  // India Post: the PIN code after the city, the state on the line below.
  India: {
    country: 'IN', sender: 'IN', abroad: 'INDIA',
    parts: makeParts({ name: 'Priya Sharma', company: 'Dak Bhawan', lines: ['Sansad Marg'], city: 'New Delhi', state: 'Delhi', postcode: '110001' }),
    lines: ['Priya Sharma', 'Dak Bhawan', 'Sansad Marg', 'New Delhi 110001', 'Delhi'],
  },
};

describe('formatAddress', () => {
  it.each(Object.entries(CASES))('lays out an address in %s as its post writes it, without a country line at home', (_name, { country, sender, parts, lines }) => {
    expect(formatAddress(formats, country, parts, sender)).toEqual(lines);
  });

  it.each(Object.entries(CASES))('ends an address in %s from abroad with the country in English capitals', (_name, { country, parts, lines, abroad }) => {
    const sender = country === 'DE' ? 'US' : 'DE';
    const expected = country === 'SE' ? lines.map((line) => line.replace('111 51', 'SE-111 51')) : lines;
    expect(formatAddress(formats, country, parts, sender)).toEqual([...expected, abroad]);
  });

  it('names the country when the sender country is not known', () => {
    expect(formatAddress(formats, 'DE', CASES.Germany!.parts, null).at(-1)).toBe('GERMANY');
  });

  it('reads country codes in any case', () => {
    expect(formatAddress(formats, 'de', CASES.Germany!.parts, 'DE')).toEqual(CASES.Germany!.lines);
  });

  it('writes the Swedish postcode prefix from abroad only, once, even when it was typed', () => {
    const parts = makeParts({ lines: ['Drottninggatan 1'], city: 'Stockholm', postcode: 'SE-111 51' });
    expect(formatAddress(formats, 'SE', parts, 'NO')).toEqual(['Drottninggatan 1', 'SE-111 51 Stockholm', 'SWEDEN']);
    expect(formatAddress(formats, 'SE', parts, 'SE')).toEqual(['Drottninggatan 1', '111 51 Stockholm']);
  });

  it("keeps a store's city where Japan's format has no place for it: before the block in Japanese, after the street in Latin", () => {
    const parts = makeParts({ name: '山田太郎 様', lines: ['丸の内2-7-2'], city: '千代田区', state: '東京都', postcode: '100-8994' });
    expect(formatAddress(formats, 'JP', parts, 'JP')).toEqual(['〒100-8994', '東京都', '千代田区丸の内2-7-2', '山田太郎 様']);
    const latin = makeParts({ name: 'Taro Yamada', lines: ['2-7-2 Marunouchi'], city: 'Chiyoda-ku', state: 'Tokyo', postcode: '100-8994' });
    expect(formatAddress(formats, 'JP', latin, 'JP')).toEqual(['Taro Yamada', '2-7-2 Marunouchi, Chiyoda-ku, TOKYO', '100-8994']);
    expect(formatAddress(formats, 'JP', { ...parts, lines: ['千代田区丸の内2-7-2'] }, 'JP')[2]).toBe('千代田区丸の内2-7-2');
  });

  it('leaves out the text glued to an empty postcode', () => {
    expect(formatAddress(formats, 'SE', makeParts({ city: 'Stockholm' }), 'NO')).toEqual(['Stockholm', 'SWEDEN']);
    expect(formatAddress(formats, 'JP', makeParts({ state: '東京都', name: '山田太郎' }), 'JP')).toEqual(['東京都', '山田太郎']);
  });

  it.each([
    ['US', 'Massachusetts', 'BOSTON, MA 02134'],
    ['US', 'massachusetts', 'BOSTON, MA 02134'],
    ['US', 'ma', 'BOSTON, MA 02134'],
    ['CA', 'Ontario', 'BOSTON ON 02134'],
    ['AU', 'Victoria', 'BOSTON VIC 02134'],
    ['MX', 'Jalisco', '02134 BOSTON, JAL'],
  ])('prints the state of %s as its postal key when typed as %s', (country, state, locality) => {
    const lines = formatAddress(formats, country, makeParts({ city: 'Boston', state, postcode: '02134' }), country);
    expect(lines).toEqual([locality]);
  });

  it('prints an Italian province typed by name as its abbreviation', () => {
    expect(formatAddress(formats, 'IT', makeParts({ city: 'Roma', state: 'Roma', postcode: '00184' }), 'IT')).toEqual(['00184 ROMA RM']);
  });

  it('prints a state the data does not know as typed', () => {
    expect(formatAddress(formats, 'US', makeParts({ city: 'Boston', state: 'Mass.', postcode: '02134' }), 'US')).toEqual(['BOSTON, MASS. 02134']);
  });

  it('prints a Japanese prefecture by its Latin name in the Latin format, and by its own in Japanese', () => {
    expect(formatAddress(formats, 'JP', makeParts({ lines: ['1-1 Marunouchi'], state: '東京都', postcode: '100-0005' }), 'JP')).toEqual([
      '〒100-0005',
      '東京都',
      '1-1 Marunouchi',
    ]);
    expect(formatAddress(formats, 'JP', makeParts({ lines: ['1-1 Marunouchi'], state: 'tokyo', postcode: '100-0005' }), 'JP')).toEqual([
      '1-1 Marunouchi, TOKYO',
      '100-0005',
    ]);
  });

  it('capitalises only the fields the country itself asks for', () => {
    const parts = makeParts({ name: 'ana', lines: ['via roma 1'], city: 'milano', state: 'mi', postcode: '20121' });
    expect(formatAddress(formats, 'IT', parts, 'IT')).toEqual(['ana', 'via roma 1', '20121 MILANO MI']);
    expect(formatAddress(formats, 'DE', makeParts({ city: 'münchen', postcode: '80331' }), 'DE')).toEqual(['80331 münchen']);
  });

  it('capitalises in a fixed locale, whatever the visitor’s', () => {
    // A Turkish browser: "i" would become "İ" in its default locale.
    const upper = String.prototype.toLocaleUpperCase;
    const turkish = vi.spyOn(String.prototype, 'toLocaleUpperCase').mockImplementation(function (this: string, locale?: Intl.LocalesArgument) {
      return upper.call(this, locale ?? 'tr');
    });
    try {
      expect(formatAddress(formats, 'US', makeParts({ city: 'Springfield', state: 'IL', postcode: '62701' }), 'US')).toEqual(['SPRINGFIELD, IL 62701']);
    } finally {
      turkish.mockRestore();
    }
  });

  it('skips blank parts, their lines and the separators beside them', () => {
    const parts = makeParts({ name: '  Sam  Receiver ', lines: ['12 Elm St', '  ', ''], city: 'Boston', postcode: '02134' });
    expect(formatAddress(formats, 'US', parts, 'US')).toEqual(['Sam Receiver', '12 Elm St', 'BOSTON 02134']);
    expect(formatAddress(formats, 'US', makeParts({ state: 'MA', postcode: '02134' }), 'US')).toEqual(['MA 02134']);
    // Turkey "%Z %C/%S", Colombia "%C, %S, %Z": no slash or double comma where the state is missing.
    expect(formatAddress(formats, 'TR', makeParts({ city: 'Istanbul', postcode: '34000' }), 'TR')).toEqual(['34000 Istanbul']);
    expect(formatAddress(formats, 'CO', makeParts({ city: 'Bogotá', postcode: '110111' }), 'CO').at(-1)).not.toMatch(/,\s*,|,$/);
  });

  it('writes a Latin address in Latin order whatever script the name is in, and keeps words apart', () => {
    const hongKong = makeParts({ name: '陳大文', lines: ['Flat A, 10/F, 1 Queens Rd'], city: 'Central', state: 'Hong Kong Island' });
    expect(formatAddress(formats, 'HK', hongKong, 'HK')[0]).toBe('陳大文');
    const tokyo = makeParts({ company: 'ソニー', lines: ['1-7-1 Konan'], city: 'Minato-ku', state: 'Tokyo', postcode: '108-0075' });
    expect(formatAddress(formats, 'JP', tokyo, 'JP').join('\n')).toContain('1-7-1 Konan, Minato-ku');
  });

  it('treats mail from the United States to its territories as domestic: no country line', () => {
    const sanJuan = makeParts({ lines: ['1 Calle Fortaleza'], city: 'San Juan', postcode: '00901' });
    expect(formatAddress(formats, 'PR', sanJuan, 'US').at(-1)).not.toBe('PUERTO RICO');
    expect(formatAddress(formats, 'PR', sanJuan, 'DE').at(-1)).toBe('PUERTO RICO');
  });

  it('uses Google’s default order for a country whose data has none', () => {
    const format = formats.of('AQ')!;
    expect(format.fmt).toBe('%N%n%O%n%A%n%C');
    expect(formatAddress(formats, 'AQ', makeParts({ name: 'Base', lines: ['Station'], city: 'Somewhere' }), 'DE')).toEqual([
      'Base',
      'Station',
      'Somewhere',
      format.name,
    ]);
  });

  it('prints an unknown country code in the default order, with no country line', () => {
    expect(formatAddress(formats, 'QQ', makeParts({ name: 'A', city: 'B' }), 'DE')).toEqual(['A', 'B']);
  });
});

describe('nameComesFirst', () => {
  it('is false for Japanese, Chinese and Korean in their own scripts, which end with the name', () => {
    expect(nameComesFirst(formats, 'JP', CASES['Japan, in Japanese']!.parts)).toBe(false);
    expect(nameComesFirst(formats, 'CN', CASES.China!.parts)).toBe(false);
    expect(nameComesFirst(formats, 'KR', CASES['South Korea']!.parts)).toBe(false);
  });

  it('is true for the same countries in Latin script, and elsewhere', () => {
    expect(nameComesFirst(formats, 'JP', CASES['Japan, in Latin script']!.parts)).toBe(true);
    expect(nameComesFirst(formats, 'US', CASES['the United States']!.parts)).toBe(true);
    expect(nameComesFirst(formats, 'NL', CASES['the Netherlands']!.parts)).toBe(true);
  });
});
