import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/button';
import { useHydrated } from '../../ui/use-hydrated';
import { BookUnavailableError } from './book-errors';
import { createDeviceBook, type ForgetReport } from './device-book';

const UNAVAILABLE = 'This browser keeps nothing for ShipLabel on this device: there is nothing to forget.';
const FAILED = 'The saved senders could not be removed. Please try again, or clear this site’s data in your browser’s settings.';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the report says was removed, in a sentence. */
export const forgetReportText = ({ senders }: ForgetReport): string =>
  senders === 0 ? 'Nothing was saved on this device: there was nothing to forget.' : `Removed ${plural(senders, 'saved sender', 'saved senders')} from this device.`;

/** Deletes the whole book and says what it held, or why it could not. */
async function forgetBook(): Promise<string> {
  try {
    return forgetReportText(await createDeviceBook().forgetEverything());
  } catch (error) {
    return error instanceof BookUnavailableError ? UNAVAILABLE : FAILED;
  }
}

/** "Forget everything on this device": deletes the whole book (every saved sender) and says what it held. */
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
