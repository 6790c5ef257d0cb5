// ZPL for thermal printers: the generator's Download ZPL and Copy ZPL, and the batch's file name.
export { zplPart } from './zpl-part';
export { batchZplFileName } from './zpl-file-names';
