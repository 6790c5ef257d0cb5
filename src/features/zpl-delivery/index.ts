// ZPL for thermal printers: the generator's Download ZPL and Copy ZPL, and the batch's file name.
export { ZplPart } from './zpl-part';
export { batchZplFileName } from './zpl-file-names';
