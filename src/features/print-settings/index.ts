// The print settings: the Label size card, its store (remembered on the device) and its early choices.
export { applySettingsEdits } from './early-settings';
export { NO_COUNTRIES, createPrintSettings, type AddressCountries, type PrintSettings } from './print-settings';
export { PrintSettingsCard } from './print-settings-card';
export { usePrintOptions } from './use-print-options';
export { figureIn } from './figures';
