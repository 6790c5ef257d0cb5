import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/button';
import { useHydrated } from '../../ui/use-hydrated';
import { BookUnavailableError } from './book-errors';
import { createDeviceBook, type ForgetReport } from './device-book';

const UNAVAILABLE = 'This browser keeps nothing for ShipLabel on this device: there is nothing to forget.';
const FAILED = 'What is saved on this device could not be removed. Please try again, or clear this site’s data in your browser’s settings.';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the report says was removed, in a sentence. */
export function forgetReportText({ senders, logos, addresses }: ForgetReport): string {
  const removed = [
    senders > 0 && plural(senders, 'saved sender', 'saved senders'),
    logos > 0 && plural(logos, 'logo', 'logos'),
    addresses > 0 && plural(addresses, 'address', 'addresses'),
  ].filter((part): part is string => typeof part === 'string');
  const listed = removed.length > 1 ? `${removed.slice(0, -1).join(', ')} and ${removed.at(-1)}` : (removed[0] ?? '');
  return removed.length === 0 ? 'Nothing was saved on this device: there was nothing to forget.' : `Removed ${listed} from this device.`;
}

/** Deletes the whole book and says what it held, or why it could not. */
async function forgetBook(): Promise<string> {
  try {
    return forgetReportText(await createDeviceBook().forgetEverything());
  } catch (error) {
    return error instanceof BookUnavailableError ? UNAVAILABLE : FAILED;
  }
}

/** "Forget everything on this device": deletes the whole book (senders and addresses) and says what it held. */
export function ForgetEverything() {
  const live = useHydrated();
  const [message, setMessage] = useState('');
  const forget = () => forgetBook().then(setMessage);
  return (
    <div>
      <Button type="button" $variant="secondary" aria-disabled={!live} onClick={() => live && void forget()}>
        Forget everything on this device
      </Button>
      <Message role="status">{message}</Message>
    </div>
  );
}

const Message = styled.p`
  margin-top: 8px;
  &:empty { display: none; }
`;
