// A parcel's contents and customs papers: the section whose editor loads when opened, and the store the PDF reads.
export { contentsPart } from './contents-part';
export { contentsStore } from './contents-store';
export { localDate } from './contents-values';
export { RadioGroup } from './radio-group';
