// The address book above the recipient's fields: saved recipients found as the visitor types, and those printed.
export { SavedRecipients } from './saved-recipients';
export { rememberPrintedRecipient } from './printed-recipients';
