// Labels from a spreadsheet: import, column mapping, review, documents, Create with progress and Cancel.
export { BatchSection } from './batch-section';
export { type FormAccess } from './form-access';
