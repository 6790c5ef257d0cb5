// The label form: the sender, recipient and package cards, their checks as typed, and the values as they pause.
export { postedLabel } from './address-posting-loader';
export { LabelForm, rememberPrintedRecipient } from './label-form';
export { useEarlyEdits } from './use-early-edits';
export { useLengthMessages } from './use-length-messages';
export { useValuesAtPause } from './use-values-at-pause';
