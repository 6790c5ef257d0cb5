// Senders saved on this device under a short name, one the default: the "Sender" choice above the sender's fields.
export { SavedSenders } from './saved-senders';
export { SavedSenderChoice } from './saved-sender-choice';
