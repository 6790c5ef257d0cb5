import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

// Pure: what the contact form holds, how it is checked, and the e-mail it composes.

export type ContactMessage = {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
};

export const emptyContactMessage: ContactMessage = { firstName: '', lastName: '', email: '', subject: '', message: '' };

/** Long enough for any real message, short enough for every mail program's mailto: limit. */
export const contactLimits = { name: 100, email: 254, subject: 200, message: 1800 } as const;

/** What the form says of a field it cannot send: the page puts each into the visitor's language. */
export const contactErrors = {
  firstName: msg`Enter your first name.`,
  lastName: msg`Enter your last name.`,
  email: msg`Enter your e-mail address.`,
  emailShape: msg({
    message: 'Enter an e-mail address in the form name@example.com.',
    comment: 'name@example.com is an example address; you may use a typical name of your language before the @',
  }),
  subject: msg`Enter a subject.`,
  message: msg`Enter a message.`,
  tooLong: (limit: number): MessageDescriptor =>
    msg`Keep this under ${plural(limit, { one: '# character', other: '# characters' })}.`,
} as const;

/**
 * A mailto: URL addressed to `to`, with the message's subject and a body naming the sender. The body's "Name:" and
 * "Email:" are for the support team that reads it, so they stay in English.
 */
export function contactMailtoUrl(to: string, message: ContactMessage): string {
  const name = `${message.firstName.trim()} ${message.lastName.trim()}`;
  const body = [`Name: ${name}`, `Email: ${message.email.trim()}`, '', message.message.trim()].join('\r\n');
  const query = `subject=${encodeURIComponent(message.subject.trim())}&body=${encodeURIComponent(body)}`;
  return `mailto:${encodeURIComponent(to).replace('%40', '@')}?${query}`;
}
