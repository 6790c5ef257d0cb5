// The sender's logo: chosen in the sender's card, kept with a saved sender, drawn by the preview and the PDF.
export { logoStore } from './logo-store';
export { useSenderLogo } from './use-sender-logo';
export { SenderLogoField } from './sender-logo-field';
