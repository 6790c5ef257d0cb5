/** A data: URI is the one <Image src> form both the Node and the browser builds of react-pdf accept. */
export const pngDataUri = (png: Uint8Array): string => {
  let binary = '';
  // Chunked so String.fromCharCode never gets more arguments than the engine allows.
  for (let start = 0; start < png.length; start += 0x8000) {
    binary += String.fromCharCode(...png.subarray(start, start + 0x8000));
  }
  return `data:image/png;base64,${btoa(binary)}`;
};
