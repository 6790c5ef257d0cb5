import { base64Of } from '../label/base64';

// ZPL's Z64 encoding of graphic data: deflated (zlib), then Base64, then ":" and the CRC-16 of the Base64 text as four
// hex digits, which the printer checks before it prints (a mismatch aborts the graphic).

/** Compresses bytes the zlib way: CompressionStream('deflate') in browsers and Node. */
export type Deflate = (bytes: Uint8Array<ArrayBuffer>) => Promise<Uint8Array>;

/** CRC-16/XMODEM (polynomial 0x1021, starting at 0), the CRC Zebra's Z64 and B64 encodings carry. */
export function crc16(text: string): number {
  let crc = 0;
  for (let index = 0; index < text.length; index += 1) {
    crc ^= text.charCodeAt(index) << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** The bytes as Z64 data: ":Z64:" + Base64 of the deflated bytes + ":" + CRC. */
export async function z64(bytes: Uint8Array<ArrayBuffer>, deflate: Deflate): Promise<string> {
  const encoded = base64Of(await deflate(bytes));
  return `:Z64:${encoded}:${crc16(encoded).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Deflate by the platform's CompressionStream (zlib format), in the worker and in Node alike. */
export const streamDeflate: Deflate = async (bytes) => {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
};
