// The cropper's barcode decoder: a worker the cropper's worker starts, so that codes are decoded on another core while
// the next page is drawn. It runs zxing-wasm only (barcode-reader.ts); it may import nothing of the page.
import { expose } from 'comlink';
import { codesIn } from './barcode-reader';

const api = { codesIn };

export type DecodeWorkerApi = typeof api;

expose(api);
