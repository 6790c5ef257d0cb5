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

function textRules(required: string, limit: number): RegisterOptions<ContactMessage> {
  return {
    validate: (value: string) => value.trim() !== '' || required,
    maxLength: { value: limit, message: contactErrors.tooLong(limit) },
  };
}

const emailRules: RegisterOptions<ContactMessage> = {
  validate: (value: string) =>
    value.trim() === '' ? contactErrors.email : isEmailAddress(value) || contactErrors.emailShape,
  maxLength: { value: contactLimits.email, message: contactErrors.tooLong(contactLimits.email) },
};

/** Checks the message, then composes it in the visitor's own e-mail program: the site has no server. */
export function ContactForm() {
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
      <h2 id="contact-form-title">Send us a message</h2>
      <Pair>
        <TextField label="First Name" autoComplete="given-name" error={errors.firstName?.message}
          {...register('firstName', textRules(contactErrors.firstName, contactLimits.name))} />
        <TextField label="Last Name" autoComplete="family-name" error={errors.lastName?.message}
          {...register('lastName', textRules(contactErrors.lastName, contactLimits.name))} />
      </Pair>
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message}
        {...register('email', emailRules)} />
      <TextField label="Subject" error={errors.subject?.message}
        {...register('subject', textRules(contactErrors.subject, contactLimits.subject))} />
      <TextAreaField label="Message" rows={6} error={errors.message?.message}
        {...register('message', textRules(contactErrors.message, contactLimits.message))} />
      <Button type="submit" $size="large" disabled={!live}>Send Message</Button>
      <div role="status">
        {opened && (
          <Confirmation>
            Your e-mail program has been opened with your message. Send it from there and we will reply within {responseTimeHours} hours.
            If nothing opened, write to us at <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
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
