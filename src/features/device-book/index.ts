// The visitor's book on this device (IndexedDB): saved senders and the address book, kept only once the visitor saves something.
export { BookRefusal, BookUnavailableError } from './book-errors';
export { createDeviceBook, type DeviceBook, type ForgetReport, type SendersRead } from './device-book';
export { forgetEverythingPart } from './forget-everything-part';
export { bookProblem, isBrowserRefusal, pageBook } from './page-book';
