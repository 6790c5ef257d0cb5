import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../src/config/site';
import { ContactForm } from '../../src/pages/contact/contact-form';
import { openMailProgram } from '../../src/pages/contact/open-mail-program';
import { renderWithRouter } from '../support/render-app';

vi.mock('../../src/pages/contact/open-mail-program', () => ({ openMailProgram: vi.fn() }));

const field = (name: string) => screen.getByLabelText(name);
const send = () => screen.getByRole('button', { name: 'Send Message' });

async function fillValidMessage(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First Name'), 'Ada');
  await user.type(field('Last Name'), 'Lovelace');
  await user.type(field('Email'), 'ada@example.com');
  await user.type(field('Subject'), 'Label question');
  await user.type(field('Message'), 'Line one{Enter}Line two & more?');
}

describe('contact form', () => {
  beforeEach(() => vi.mocked(openMailProgram).mockClear());

  it('has labelled fields, and Email is an e-mail input', () => {
    renderWithRouter(<ContactForm />);
    for (const name of ['First Name', 'Last Name', 'Subject', 'Message']) expect(field(name)).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Message').tagName).toBe('TEXTAREA');
  });

  it('explains every missing field next to it and opens nothing', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ContactForm />);
    await user.click(send());

    const expected = {
      'First Name': 'Enter your first name.',
      'Last Name': 'Enter your last name.',
      Email: 'Enter your e-mail address.',
      Subject: 'Enter a subject.',
      Message: 'Enter a message.',
    };
    for (const [label, message] of Object.entries(expected)) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(message);
    }
    expect(field('First Name')).toHaveFocus();
    expect(openMailProgram).not.toHaveBeenCalled();
  });

  it('treats a message of spaces as missing', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ContactForm />);
    await fillValidMessage(user);
    await user.clear(field('Subject'));
    await user.type(field('Subject'), '   ');
    await user.click(send());
    expect(field('Subject')).toHaveAccessibleDescription('Enter a subject.');
    expect(openMailProgram).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail address', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ContactForm />);
    await fillValidMessage(user);
    await user.clear(field('Email'));
    await user.type(field('Email'), 'ada@example');
    await user.click(send());
    expect(field('Email')).toHaveAccessibleDescription('Enter an e-mail address in the form name@example.com.');
    expect(openMailProgram).not.toHaveBeenCalled();
  });

  it('opens an e-mail to support with the subject and message, and says so', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ContactForm />);
    await fillValidMessage(user);
    await user.click(send());

    expect(openMailProgram).toHaveBeenCalledTimes(1);
    const url = new URL(vi.mocked(openMailProgram).mock.calls[0]![0]);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(site.supportEmail);
    expect(url.searchParams.get('subject')).toBe('Label question');
    expect(url.searchParams.get('body')).toBe('Name: Ada Lovelace\r\nEmail: ada@example.com\r\n\r\nLine one\nLine two & more?');
    expect(screen.getByRole('status')).toHaveTextContent('Your e-mail program has been opened');
    expect(field('Message')).toHaveValue('Line one\nLine two & more?');
  });
});
