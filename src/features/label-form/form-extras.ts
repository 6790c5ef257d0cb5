// The form's extras, one chunk fetched when the page is idle: each party's country, the swap between them, the
// tracking number's check, the saved senders, the sender's logo and the address book.
export { CountryField } from './country-field';
export { SwapPartiesButton } from './swap-parties-button';
export { TrackingAdvice } from './tracking-advice';
export { SavedSenders } from '../saved-senders';
export { SenderLogoField } from '../sender-logo';
export { SavedRecipients, rememberPrintedRecipient } from '../saved-recipients';
