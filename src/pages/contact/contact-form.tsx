import type { MessageDescriptor } from '@lingui/core';
import type { PageI18n } from '../../i18n/page-i18n';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, type RegisterOptions } from 'react-hook-form';
import styled from 'styled-components';
import { site } from '../../config/site';
import { Button } from '../../ui/button';
import { TextAreaField, TextField } from '../../ui/form-field';
import { useHydrated } from '../../ui/use-hydrated';
import { isEmailAddress } from '../../validation/email-address';
import {
  contactErrors,
  contactLimits,
  contactMailtoUrl,
  emptyContactMessage,
  type ContactMessage,
} from './contact-message';
import { responseTimeHours } from './contact-details';
import { openMailProgram } from './open-mail-program';

const supportEmail = site.supportEmail;

function textRules(i18n: PageI18n, required: MessageDescriptor, limit: number): RegisterOptions<ContactMessage> {
  return {
    validate: (value: string) => value.trim() !== '' || i18n._(required),
    maxLength: { value: limit, message: i18n._(contactErrors.tooLong(limit)) },
  };
}

function emailRules(i18n: PageI18n): RegisterOptions<ContactMessage> {
  return {
    validate: (value: string) =>
      value.trim() === '' ? i18n._(contactErrors.email) : isEmailAddress(value) || i18n._(contactErrors.emailShape),
    maxLength: { value: contactLimits.email, message: i18n._(contactErrors.tooLong(contactLimits.email)) },
  };
}

/** Checks the message, then composes it in the visitor's own e-mail program: the site has no server. */
export function ContactForm() {
  const { i18n, t } = useLingui();
  const [opened, setOpened] = useState(false);
  // Until the code runs, the bare form would be sent by the browser, which the page's CSP refuses.
  const live = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactMessage>({ defaultValues: emptyContactMessage, shouldFocusError: true });

  const send = (message: ContactMessage) => {
    openMailProgram(contactMailtoUrl(site.supportEmail, message));
    setOpened(true);
  };

  return (
    <Form noValidate onSubmit={handleSubmit(send)} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title"><Trans>Send us a message</Trans></h2>
      <Pair>
        <TextField label={t`First Name`} autoComplete="given-name" error={errors.firstName?.message}
          {...register('firstName', textRules(i18n, contactErrors.firstName, contactLimits.name))} />
        <TextField label={t`Last Name`} autoComplete="family-name" error={errors.lastName?.message}
          {...register('lastName', textRules(i18n, contactErrors.lastName, contactLimits.name))} />
      </Pair>
      <TextField label={t({ message: 'Email', context: 'contact form field' })} type="email"
        autoComplete="email" error={errors.email?.message} {...register('email', emailRules(i18n))} />
      <TextField label={t({ message: 'Subject', context: 'contact form field' })} error={errors.subject?.message}
        {...register('subject', textRules(i18n, contactErrors.subject, contactLimits.subject))} />
      <TextAreaField label={t({ message: 'Message', context: 'contact form field' })} rows={6}
        error={errors.message?.message} {...register('message', textRules(i18n, contactErrors.message, contactLimits.message))} />
      <Button type="submit" $size="large" disabled={!live}><Trans>Send Message</Trans></Button>
      <div role="status">
        {opened && (
          <Confirmation>
            <Trans>
              Your e-mail program has been opened with your message. Send it from there and we will reply within{' '}
              <Plural value={responseTimeHours} one="# hour" other="# hours" />. If nothing opened, write to us at{' '}
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
            </Trans>
          </Confirmation>
        )}
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
  padding: clamp(20px, 4vw, 32px);
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 { font-size: 1.375rem; }
  > button { align-self: flex-start; }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 18px;
`;

const Confirmation = styled.p`
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.successSoft};
  color: ${({ theme }) => theme.color.success};
  border: 1px solid #86efac;
`;
