import { describe, expect, it } from 'vitest';
import { contactErrors, contactMailtoUrl, emptyContactMessage } from '../../../src/pages/contact/contact-message';
import { isEmailAddress } from '../../../src/validation/email-address';
import { english } from '../../support/english';

describe('contact e-mail', () => {
  const message = {
    ...emptyContactMessage,
    firstName: ' Grace ',
    lastName: 'Hopper',
    email: 'grace@example.com',
    subject: 'Bug & fix? 100%',
    message: 'First line\nSecond line',
  };

  it('is addressed to support with the subject, and a body naming the sender', () => {
    const url = new URL(contactMailtoUrl('support@example.org', message));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('support@example.org');
    expect(url.searchParams.get('subject')).toBe('Bug & fix? 100%');
    expect(url.searchParams.get('body')).toBe('Name: Grace Hopper\r\nEmail: grace@example.com\r\n\r\nFirst line\nSecond line');
  });

  it('encodes spaces as %20, not +, which mail programs would show literally', () => {
    expect(contactMailtoUrl('support@example.org', message)).not.toContain('+');
  });
});

describe('contact form messages', () => {
  it('says how long a field may be, the limit written as a number', () => {
    expect(english(contactErrors.tooLong(1800))).toBe('Keep this under 1,800 characters.');
    expect(english(contactErrors.tooLong(100))).toBe('Keep this under 100 characters.');
  });
});

describe('e-mail address check', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.org', ' padded@example.com '])('accepts %s', (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });

  it.each(['', 'plain', 'a@b', 'a@.com', 'a@b.', 'two@@example.com', 'sp ace@example.com'])('rejects "%s"', (value) => {
    expect(isEmailAddress(value)).toBe(false);
  });
});
