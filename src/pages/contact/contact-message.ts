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

export const contactErrors = {
  firstName: 'Enter your first name.',
  lastName: 'Enter your last name.',
  email: 'Enter your e-mail address.',
  emailShape: 'Enter an e-mail address in the form name@example.com.',
  subject: 'Enter a subject.',
  message: 'Enter a message.',
  tooLong: (limit: number) => `Keep this under ${limit.toLocaleString('en-US')} characters.`,
} as const;

/** A mailto: URL addressed to `to`, with the message's subject and a body naming the sender. */
export function contactMailtoUrl(to: string, message: ContactMessage): string {
  const name = `${message.firstName.trim()} ${message.lastName.trim()}`;
  const body = [`Name: ${name}`, `Email: ${message.email.trim()}`, '', message.message.trim()].join('\r\n');
  const query = `subject=${encodeURIComponent(message.subject.trim())}&body=${encodeURIComponent(body)}`;
  return `mailto:${encodeURIComponent(to).replace('%40', '@')}?${query}`;
}
