import { base64Of } from '../../src/label/base64';

/** A data: URI is the one <Image src> form both the Node and the browser builds of react-pdf accept. */
export const pngDataUri = (png: Uint8Array): string => `data:image/png;base64,${base64Of(png)}`;
