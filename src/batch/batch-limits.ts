// How much one import takes. The words for a file that is more than that, or cannot be read, are in import-messages.ts.

/** Where the build puts the template CSV, and the name it downloads under. */
export const TEMPLATE_FILE_NAME = 'shiplabel-template.csv';

export const MAX_BATCH_LABELS = 10_000;
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
