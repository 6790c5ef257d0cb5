import type { MessageDescriptor } from '@lingui/core';
import type { PageI18n } from '../../i18n/page-i18n';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/button';
import { useHydrated } from '../../ui/use-hydrated';
import { BookUnavailableError } from './book-errors';
import { createDeviceBook, type ForgetReport } from './device-book';

const UNAVAILABLE = msg`This browser keeps nothing for ShipLabel on this device: there is nothing to forget.`;
const FAILED = msg`What is saved on this device could not be removed. Please try again, or clear this site’s data in your browser’s settings.`;

// English as the site writes it, "a, b and c" (en's own list has a comma before "and"); every other language its own.
const listFormat = (locale: string) => new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' });

/** What the report says was removed, in a sentence in the visitor's language. */
export function forgetReportText({ senders, logos, addresses }: ForgetReport, i18n: PageI18n): string {
  const removed = [
    senders > 0 && msg`${plural(senders, { one: '# saved sender', other: '# saved senders' })}`,
    logos > 0 && msg`${plural(logos, { one: '# logo', other: '# logos' })}`,
    addresses > 0 && msg`${plural(addresses, { one: '# address', other: '# addresses' })}`,
  ].filter((part): part is MessageDescriptor => part !== false);
  if (removed.length === 0) return i18n._(msg`Nothing was saved on this device: there was nothing to forget.`);
  const listed = listFormat(i18n.locale).format(removed.map((part) => i18n._(part)));
  return i18n._(msg`Removed ${listed} from this device.`);
}

/** Deletes the whole book and says what it held, or why it could not. */
async function forgetBook(i18n: PageI18n): Promise<string> {
  try {
    return forgetReportText(await createDeviceBook().forgetEverything(), i18n);
  } catch (error) {
    return i18n._(error instanceof BookUnavailableError ? UNAVAILABLE : FAILED);
  }
}

/** "Forget everything on this device": deletes the whole book (senders and addresses) and says what it held. */
export function ForgetEverything() {
  const live = useHydrated();
  const { i18n } = useLingui();
  const [message, setMessage] = useState('');
  const forget = () => forgetBook(i18n).then(setMessage);
  return (
    <div>
      <Button type="button" $variant="secondary" aria-disabled={!live} onClick={() => live && void forget()}>
        <Trans>Forget everything on this device</Trans>
      </Button>
      <Message role="status">{message}</Message>
    </div>
  );
}

const Message = styled.p`
  margin-top: 8px;
  &:empty { display: none; }
`;
