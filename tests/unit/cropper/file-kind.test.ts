import { toBuffer } from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { imageSizeOf, sniffFileKind } from '../../../src/cropper/file-kind';

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));
const bytes = (...parts: (number | readonly number[])[]): Uint8Array => Uint8Array.from(parts.flat());
const u16be = (n: number): number[] => [n >> 8, n & 0xff];
const u32be = (n: number): number[] => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const u16le = (n: number): number[] => [n & 0xff, n >> 8];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (width: number, height: number): Uint8Array => bytes(PNG_SIGNATURE, u32be(13), ascii('IHDR'), u32be(width), u32be(height), [8, 0, 0, 0, 0]);
const gif = (width: number, height: number, version = 'GIF89a'): Uint8Array => bytes(ascii(version), u16le(width), u16le(height), [0xf7, 0, 0]);

/** A JPEG segment: its marker and its length-prefixed body. */
const segment = (marker: number, body: readonly number[]): number[] => [0xff, marker, ...u16be(body.length + 2), ...body];
const startOfFrame = (marker: number, width: number, height: number): number[] => segment(marker, [8, ...u16be(height), ...u16be(width), 3]);
const JFIF = segment(0xe0, [...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const jpeg = (...segments: (readonly number[])[]): Uint8Array => bytes([0xff, 0xd8], ...segments);

describe('sniffFileKind', () => {
  it('knows a PNG, a JPEG and a GIF by their first bytes', () => {
    expect(sniffFileKind(png(812, 1218))).toBe('png');
    expect(sniffFileKind(jpeg(JFIF, startOfFrame(0xc0, 800, 1200)))).toBe('jpeg');
    expect(sniffFileKind(gif(812, 1218))).toBe('gif');
    expect(sniffFileKind(gif(812, 1218, 'GIF87a'))).toBe('gif');
  });

  it('knows a PDF by its header, also after other bytes within the first 1024', () => {
    expect(sniffFileKind(bytes(ascii('%PDF-1.7\n')))).toBe('pdf');
    expect(sniffFileKind(bytes(new Array<number>(1000).fill(0x20), ascii('%PDF-1.4')))).toBe('pdf');
  });

  it('does not take a PDF header past the first 1024 bytes: such a file is text', () => {
    expect(sniffFileKind(bytes(new Array<number>(1020).fill(0x20), ascii('%PDF-1.4')))).toBe('zpl');
  });

  it('reads text as ZPL (whether it holds labels is read when it is opened), and binary files as nothing it knows', () => {
    expect(sniffFileKind(bytes(ascii('^XA^FO50,50^A0N,40,40^FDHello^FS^XZ')))).toBe('zpl');
    expect(sniffFileKind(bytes(ascii('Tracking: 9400 1118 9922 3197 4284 90')))).toBe('zpl');
    expect(sniffFileKind(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBeNull();
    expect(sniffFileKind(bytes(ascii('PK'), [3, 4]))).toBeNull();
    expect(sniffFileKind(bytes(ascii('RIFF'), [0, 0, 0, 0], ascii('WEBPVP8 ')))).toBeNull();
    expect(sniffFileKind(bytes(ascii('^XA'), [0, 0, 0, 1, 2, 3], ascii('^XZ')))).toBeNull();
    expect(sniffFileKind(new Uint8Array(0))).toBeNull();
  });

  it('does not take a file cut short inside its signature for that kind', () => {
    expect(sniffFileKind(png(1, 1).subarray(0, 5))).toBeNull();
    expect(sniffFileKind(bytes(ascii('GIF8')))).not.toBe('gif');
    expect(sniffFileKind(bytes(ascii('%PD')))).not.toBe('pdf');
  });
});

describe('imageSizeOf', () => {
  it('reads a PNG’s size from its IHDR chunk, also in a real PNG', async () => {
    expect(imageSizeOf(png(812, 1218), 'png')).toEqual({ width: 812, height: 1218 });
    const barcode = await toBuffer({ bcid: 'code128', text: 'ShipLabel', scale: 2, height: 10 });
    const size = imageSizeOf(new Uint8Array(barcode), 'png');
    expect(size).not.toBeNull();
    expect(size!.width).toBeGreaterThan(100);
  });

  it('reads a GIF’s size from its logical screen', () => {
    expect(imageSizeOf(gif(1200, 1800), 'gif')).toEqual({ width: 1200, height: 1800 });
  });

  it('reads a JPEG’s size from its start of frame, baseline or progressive, past its metadata', () => {
    const exif = segment(0xe1, [...ascii('Exif'), 0, 0, ...new Array<number>(60_000).fill(0)]);
    const table = segment(0xdb, new Array<number>(65).fill(1));
    expect(imageSizeOf(jpeg(JFIF, exif, table, startOfFrame(0xc0, 1200, 1800)), 'jpeg')).toEqual({ width: 1200, height: 1800 });
    expect(imageSizeOf(jpeg(JFIF, startOfFrame(0xc2, 30_000, 30_000)), 'jpeg')).toEqual({ width: 30_000, height: 30_000 });
  });

  it('passes over fill bytes and the Huffman table, whose marker is among the frames’', () => {
    const huffman = segment(0xc4, new Array<number>(20).fill(0));
    expect(imageSizeOf(jpeg(JFIF, [0xff, 0xff], huffman, startOfFrame(0xc1, 640, 480)), 'jpeg')).toEqual({ width: 640, height: 480 });
  });

  it('gives no size for a head cut short before the size, or a JPEG whose scan comes before any frame', () => {
    expect(imageSizeOf(png(812, 1218).subarray(0, 20), 'png')).toBeNull();
    expect(imageSizeOf(gif(812, 1218).subarray(0, 8), 'gif')).toBeNull();
    expect(imageSizeOf(jpeg(JFIF, segment(0xe1, new Array<number>(100).fill(0))).subarray(0, 60), 'jpeg')).toBeNull();
    expect(imageSizeOf(jpeg(JFIF, segment(0xda, [1, 2, 3])), 'jpeg')).toBeNull();
  });

  it('gives no size for an image of no pixels, nor for a PDF', () => {
    expect(imageSizeOf(png(0, 100), 'png')).toBeNull();
    expect(imageSizeOf(bytes(ascii('%PDF-1.7')), 'pdf')).toBeNull();
  });

  it('reads a head that is a view into a larger buffer', () => {
    const file = bytes([1, 2, 3], [...gif(300, 200)]);
    expect(imageSizeOf(file.subarray(3), 'gif')).toEqual({ width: 300, height: 200 });
  });
});
