import { describe, expect, it } from 'vitest';
import { labelsCsv } from '../../../src/label-reading/labels-csv';
import { sortedOrder } from '../../../src/label-reading/label-order';
import { pickListOf } from '../../../src/label-reading/pick-list';
import { repeatsOf } from '../../../src/label-reading/repeats';
import { scanCheck, scanTally, scanWords } from '../../../src/label-reading/scan-check';
import { english } from '../../support/english';
import { code, makeFacts, rect } from '../../support/make-reading';

const tracking = (carrier: string, number: string) => ({ carrier, number, postcode: null, distinctive: true });

const ups = makeFacts({ tracking: tracking('UPS', '1Z999AA10123456784'), order: '5012', postcode: '30308', items: [{ sku: 'MUG-BLUE', description: 'Blue mug', quantity: 2 }] });
const usps = makeFacts({ tracking: tracking('USPS', '9405511899223197428490'), order: '5013', postcode: '80301', items: [{ sku: 'LAMP-01', description: 'Desk lamp', quantity: 1 }, { sku: 'MUG-BLUE', description: '', quantity: 1 }] });
const unread = makeFacts({ text: 'none', barcode: 'H01HYA0012345678' });
const fedex = makeFacts({ tracking: tracking('FedEx', '794612345678'), order: '5014', postcode: '10001', items: [{ sku: 'BOWL-2', description: 'Serving bowl', quantity: 4 }] });

describe('sortedOrder', () => {
  const day = [usps, unread, fedex, ups];
  it('keeps the order labels were added in', () => expect(sortedOrder(day, 'added')).toEqual([0, 1, 2, 3]));
  it('sorts by carrier, the unrecognised last', () => expect(sortedOrder(day, 'carrier')).toEqual([2, 3, 0, 1]));
  it('sorts by the first SKU', () => expect(sortedOrder(day, 'sku')).toEqual([2, 0, 3, 1]));
  it('sorts by postcode as numbers', () => expect(sortedOrder(day, 'postcode')).toEqual([2, 3, 0, 1]));
});

describe('pickListOf', () => {
  it('totals each SKU across labels with its orders, and counts labels by carrier', () => {
    const list = pickListOf([ups, usps, unread, fedex]);
    expect(list.lines).toEqual([
      { sku: 'BOWL-2', description: 'Serving bowl', quantity: 4, orders: ['5014'] },
      { sku: 'LAMP-01', description: 'Desk lamp', quantity: 1, orders: ['5013'] },
      { sku: 'MUG-BLUE', description: 'Blue mug', quantity: 3, orders: ['5012', '5013'] },
    ]);
    expect(list.carriers).toEqual([
      { carrier: 'FedEx', labels: 1 },
      { carrier: 'Not recognised', labels: 1 },
      { carrier: 'UPS', labels: 1 },
      { carrier: 'USPS', labels: 1 },
    ]);
    expect(list).toMatchObject({ labels: 4, withoutItems: 1 });
  });
});

describe('repeatsOf', () => {
  it('points each label of a parcel read twice at the other', () => {
    expect(repeatsOf([ups, usps, ups, unread, null])).toEqual([[2], [], [0], [], []]);
  });
});

describe('labelsCsv', () => {
  it('writes a row for each item, a label without items on one row', () => {
    const csv = labelsCsv([
      { file: 'day.pdf', page: 1, facts: usps, scans: true },
      { file: 'scan, “May”.png', page: 1, facts: unread, scans: false },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'file,page,carrier,tracking number,order,SKU,quantity,postcode,scans',
      'day.pdf,1,USPS,9405511899223197428490,5013,LAMP-01,1,80301,yes',
      'day.pdf,1,USPS,9405511899223197428490,5013,MUG-BLUE,1,80301,yes',
      '"scan, “May”.png",1,Not recognised,H01HYA0012345678,,,,,no',
      '',
    ]);
  });

  it('never lets a spreadsheet run a cell as a formula', () => {
    const csv = labelsCsv([{ file: '=HYPERLINK("x").pdf', page: 2, facts: makeFacts(), scans: false }]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"").pdf",2,Not recognised,,,,,,no`);
  });
});

describe('scanCheck', () => {
  const source = { codes: [code('Code128', '1Z999AA10123456784', rect(0, 0, 80, 20)), code('PDF417', 'data', rect(0, 30, 40, 10))], damaged: 0 };
  it('scans when every code of the source decodes from the print', () => {
    expect(scanCheck(source, ['data', '1Z999AA10123456784'])).toEqual({ kind: 'scans' });
  });
  it('fails when one does not, or decodes as something else', () => {
    expect(scanCheck(source, ['1Z999AA10123456784'])).toEqual({ kind: 'fails', missing: 1 });
    expect(scanCheck(source, ['1Z999AA10123456785', 'data'])).toEqual({ kind: 'fails', missing: 1 });
  });
  it('has nothing to check when the source had no code at all', () => {
    expect(scanCheck({ codes: [], damaged: 0 }, [])).toEqual({ kind: 'nothing-to-check' });
  });
  it('lays a code damaged in the source at the source’s door, even when the others scan', () => {
    expect(scanCheck({ codes: [], damaged: 1 }, [])).toEqual({ kind: 'source-damaged' });
    expect(scanCheck({ ...source, damaged: 1 }, ['data', '1Z999AA10123456784'])).toEqual({ kind: 'source-damaged' });
    expect(english(scanWords({ kind: 'source-damaged' }, { stock: '4 × 6 in', dpi: 203, actualSize: true }))).toMatch(/source’s, not the print’s/);
  });
  it('tells the visitor what to do when a fitted label does not scan', () => {
    expect(english(scanWords({ kind: 'fails', missing: 1 }, { stock: '28 × 89 mm', dpi: 300, actualSize: false }))).toBe('Does not scan once fitted to 28 × 89 mm: choose Actual size or a larger label.');
    expect(english(scanWords({ kind: 'fails', missing: 1 }, { stock: '4 × 6 in', dpi: 203, actualSize: true }))).toBe('Does not scan once printed on 4 × 6 in at 203 dpi: choose a larger label or a 300 dpi printer.');
  });
  it('says whether a label that scans was fitted', () => {
    expect(english(scanWords({ kind: 'scans' }, { stock: '4 × 6 in', dpi: 203, actualSize: true }))).toBe('Scans once printed on 4 × 6 in.');
    expect(english(scanWords({ kind: 'scans' }, { stock: '28 × 89 mm', dpi: 300, actualSize: false }))).toBe('Scans once fitted to 28 × 89 mm.');
  });
  it('counts the labels that scan for the download', () => {
    expect(scanTally([{ kind: 'scans' }, { kind: 'fails', missing: 1 }, { kind: 'scans' }], english)).toBe('2 of 3 scan once printed; 1 does not: see the cards.');
    expect(scanTally([{ kind: 'scans' }, { kind: 'source-damaged' }], english)).toBe('1 of 2 scan once printed; 1 has a barcode damaged in the source file.');
  });
});
