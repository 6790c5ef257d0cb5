// Pure. Deliberately loose: one @, no spaces, a dot in the domain. Mail servers decide the rest.
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value.trim());
}
