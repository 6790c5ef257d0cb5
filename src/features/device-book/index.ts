// The visitor's book on this device (IndexedDB): saved senders, kept only once the visitor saves one.
export { BookRefusal, BookUnavailableError } from './book-errors';
export { createDeviceBook, type DeviceBook, type ForgetReport, type SendersRead } from './device-book';
export { forgetEverythingPart } from './forget-everything-part';
