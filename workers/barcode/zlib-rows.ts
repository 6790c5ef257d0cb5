// Pure: a zlib stream (RFC 1950/1951) for image rows, made synchronously. A barcode's rows are all alike, so
// each row that repeats the one above is written as back-references to it, and any other row as literals, in
// one block of fixed Huffman codes. CompressionStream would do it asynchronously at about 1 ms an image.

const LENGTH_BASES = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DISTANCE_BASES = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
const DISTANCE_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
const MAX_MATCH = 258;
const MAX_DISTANCE = 32768;

/** A Huffman code's `count` bits reversed: DEFLATE stores codes most significant bit first, other bits least first. */
const reversed = (value: number, count: number): number => {
  let out = 0;
  for (let bit = 0; bit < count; bit += 1) out |= ((value >> bit) & 1) << (count - 1 - bit);
  return out;
};

/** Bits packed least significant first, as DEFLATE stores them. */
function bitWriter(capacity: number) {
  let bytes = new Uint8Array(capacity);
  let length = 0;
  let bitBuffer = 0;
  let bitCount = 0;
  const pushByte = (byte: number) => {
    if (length === bytes.length) {
      const grown = new Uint8Array(bytes.length * 2);
      grown.set(bytes);
      bytes = grown;
    }
    bytes[length++] = byte;
  };
  const bits = (value: number, count: number) => {
    bitBuffer |= value << bitCount;
    bitCount += count;
    while (bitCount >= 8) {
      pushByte(bitBuffer & 0xff);
      bitBuffer >>>= 8;
      bitCount -= 8;
    }
  };
  return { bits, pushByte, finish: () => (bitCount > 0 && pushByte(bitBuffer & 0xff), bytes.subarray(0, length)) };
}

type Writer = ReturnType<typeof bitWriter>;

/** Each literal/length symbol's fixed Huffman code, reversed once (a bit at a time took most of an image's time). */
const SYMBOL_CODES = Array.from({ length: 288 }, (_, value) =>
  value < 144 ? reversed(0x30 + value, 8) : value < 256 ? reversed(0x190 + value - 144, 9) : value < 280 ? reversed(value - 256, 7) : reversed(0xc0 + value - 280, 8),
);
const SYMBOL_BITS = Array.from({ length: 288 }, (_, value) => (value < 144 ? 8 : value < 256 ? 9 : value < 280 ? 7 : 8));
const DISTANCE_CODES = Array.from({ length: 30 }, (_, code) => reversed(code, 5));

/** A literal/length symbol in the fixed Huffman code. */
const symbol = (out: Writer, value: number) => out.bits(SYMBOL_CODES[value] ?? 0, SYMBOL_BITS[value] ?? 0);

const lastIndexAtMost = (bases: readonly number[], value: number) => bases.findLastIndex((base) => base <= value);

const match = (out: Writer, length: number, distance: number) => {
  const lengthCode = lastIndexAtMost(LENGTH_BASES, length);
  symbol(out, 257 + lengthCode);
  out.bits(length - (LENGTH_BASES[lengthCode] ?? 0), LENGTH_EXTRA[lengthCode] ?? 0);
  const distanceCode = lastIndexAtMost(DISTANCE_BASES, distance);
  out.bits(DISTANCE_CODES[distanceCode] ?? 0, 5);
  out.bits(distance - (DISTANCE_BASES[distanceCode] ?? 0), DISTANCE_EXTRA[distanceCode] ?? 0);
};

const adler32 = (data: Uint8Array): number => {
  let a = 1;
  let b = 0;
  for (let start = 0; start < data.length; start += 5552) {
    const end = Math.min(data.length, start + 5552);
    for (let at = start; at < end; at += 1) {
      a += data[at] ?? 0;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
};

const sameAsRowAbove = (data: Uint8Array, start: number, rowLength: number) => {
  if (start < rowLength) return false;
  for (let index = 0; index < rowLength; index += 1) if (data[start + index] !== data[start - rowLength + index]) return false;
  return true;
};

/** `data`, made of rows of `rowLength` bytes, as a zlib stream. */
export function zlibRows(data: Uint8Array, rowLength: number): Uint8Array {
  const out = bitWriter(rowLength * 2 + 64);
  out.pushByte(0x78); // deflate, 32 KB window
  out.pushByte(0x01); // no dictionary, fastest; 0x7801 is a multiple of 31
  out.bits(1, 1); // the final block
  out.bits(1, 2); // fixed Huffman codes
  for (let start = 0; start < data.length; start += rowLength) {
    const length = Math.min(rowLength, data.length - start);
    if (rowLength <= MAX_DISTANCE && length === rowLength && sameAsRowAbove(data, start, rowLength)) {
      let left = rowLength;
      while (left >= 3) {
        // Leave at least 3 bytes for the last match, the shortest DEFLATE has.
        const take = left - MAX_MATCH >= 3 || left <= MAX_MATCH ? Math.min(left, MAX_MATCH) : left - 3;
        match(out, take, rowLength);
        left -= take;
      }
      for (let index = rowLength - left; index < rowLength; index += 1) symbol(out, data[start + index] ?? 0);
    } else {
      for (let index = 0; index < length; index += 1) symbol(out, data[start + index] ?? 0);
    }
  }
  symbol(out, 256); // end of block
  const body = out.finish();
  const checksum = adler32(data);
  const stream = new Uint8Array(body.length + 4);
  stream.set(body);
  new DataView(stream.buffer).setUint32(body.length, checksum);
  return stream;
}
