import { deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { graphicProblem, hexGraphicBytes } from '../../../src/zpl/graphic-check';
import { unknownCommands } from '../../../src/zpl/zpl-commands';
import { labelCount, labelMm, readLabel, splitLabels } from '../../../src/zpl/zpl-file';
import { crc16 } from '../../../src/zpl/z64';
import { dataMatrixLabel, maxiCodeLabel, pdf417Label } from '../../support/carrier-zpl';

const inflate = async (bytes: Uint8Array) => new Uint8Array(inflateSync(bytes));
const z64Of = (bytes: Uint8Array): string => {
  const text = deflateSync(bytes).toString('base64');
  return `:Z64:${text}:${crc16(text).toString(16).toUpperCase().padStart(4, '0')}`;
};

describe('a ZPL file’s labels', () => {
  it('splits a file into its labels, each with the downloads before it that it may recall', () => {
    const file = `~DGR:LOGO.GRF,2,1,FF\n^XA^FO10,10^XGR:LOGO.GRF^FS^XZ\n^XA^FO20,20^GB5,5,5^FS^XZ`;
    const labels = splitLabels(file);
    expect(labels).toHaveLength(2);
    expect(labels[0]).toContain('~DGR:LOGO.GRF');
    expect(labels[0]).toContain('^XGR:LOGO.GRF');
    expect(labels[1]).toMatch(/\^XA\^FO20,20/);
    expect(labelCount(file)).toBe(2);
  });

  it('finds no label in text without ^XA … ^XZ', () => {
    expect(splitLabels('Tracking: 1Z999AA10123456784')).toEqual([]);
    expect(splitLabels('^XA^FO10,10^GB5,5,5^FS')).toEqual([]);
  });

  it('reads a label’s size from its ^PW and ^LL, and takes 4 × 6 in where it does not say', async () => {
    const label = await readLabel(maxiCodeLabel().zpl, inflate);
    expect(labelMm(label, 8)).toEqual({ width: 101.5, height: 152.25 });
    expect(labelMm(await readLabel('^XA^FO1,1^GB5,5,5^FS^XZ', inflate), 12)).toEqual({ width: 101.6, height: 152.4 });
  });

  it('knows every command of the carriers’ labels the tests write, and names those it does not draw', async () => {
    for (const carrier of [maxiCodeLabel(), pdf417Label(), dataMatrixLabel()]) expect((await readLabel(carrier.zpl, inflate)).skipped).toEqual([]);
    expect(unknownCommands('^XA^MMT^PQ1^FX a ^QQ comment^FO1,1^QQ3^XY1^FS^QQ4^XZ')).toEqual(['^QQ', '^XY']);
  });
});

describe('graphic fields', () => {
  it('counts the bytes of ASCII hex with ZPL’s run-length letters, row ends and repeated rows', () => {
    expect(hexGraphicBytes('FFFF0000', 4)).toBe(4);
    // "J" is 4 of the next digit; "," ends the row with white; ":" repeats it.
    expect(hexGraphicBytes('JF,:', 4)).toBe(8);
    expect(hexGraphicBytes('gF', 10)).toBe(10);
  });

  it('passes a graphic that holds what it says, in hex or Z64', async () => {
    expect(await graphicProblem('^GFA,8,8,4,FFFFFFFF00000000', inflate)).toBeNull();
    expect(await graphicProblem(`^GFA,200,200,10,${z64Of(new Uint8Array(200).fill(0xf0))}`, inflate)).toBeNull();
  });

  it('says when a graphic’s byte count is wrong, and when its Z64 data fails its check', async () => {
    expect(await graphicProblem('^GFA,400,400,10,FFFFFFFFFFFFFFFFFFFF', inflate)).toEqual({ kind: 'count', says: 400, holds: 10 });
    expect(await graphicProblem(`^GFA,100,100,10,${z64Of(new Uint8Array(200))}`, inflate)).toEqual({ kind: 'count', says: 100, holds: 200 });
    const damaged = z64Of(new Uint8Array(200)).replace(/:[0-9A-F]{4}$/, ':0000');
    expect(await graphicProblem(`^GFA,200,200,10,${damaged}`, inflate)).toEqual({ kind: 'damaged' });
  });

  it('reads a label’s graphics’ problems with the label', async () => {
    const label = await readLabel('^XA^FO10,10^GFA,400,400,10,FFFFFFFFFFFFFFFFFFFF^FS^XZ', inflate);
    expect(label.graphics).toEqual([{ kind: 'count', says: 400, holds: 10 }]);
  });
});
