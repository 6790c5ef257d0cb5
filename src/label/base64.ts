/** Bytes as Base64, in slices so String.fromCharCode never gets more arguments than the engine allows: a PNG's data URI, Z64's data. */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}
