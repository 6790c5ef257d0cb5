export { BatchSection } from './batch-section';
export { type FormAccess } from './form-access';
