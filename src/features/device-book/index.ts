// The visitor's book on this device (IndexedDB): saved senders, kept only once the visitor saves one.
export { BookRefusal, createDeviceBook, type DeviceBook, type ForgetReport, type SendersRead } from './device-book';
export { BookUnavailableError } from './open-book';
