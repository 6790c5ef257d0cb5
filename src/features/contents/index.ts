export { contentsPart } from './contents-part';
export { contentsStore } from './contents-store';
export { localDate } from './contents-values';
export { RadioGroup } from './radio-group';
