import { useLingui } from '@lingui/react/macro';
import type { PartyRecord } from '../../address-book/party-record';
import { SelectField } from '../../ui/form-field';
import { logoStore } from '../sender-logo';
import { SenderOptions } from './sender-options';
import { useSavedSenders } from './use-saved-senders';

type SavedSenderChoiceProps = { onChoose: (party: PartyRecord) => void };

const noFirstRead = () => undefined;

/** "Use a saved sender": the senders saved on this device, for a panel away from the sender's fields (the batch's). */
export function SavedSenderChoice({ onChoose }: SavedSenderChoiceProps) {
  const book = useSavedSenders(noFirstRead);
  const { t } = useLingui();
  if (book.senders.length === 0) return null;
  return (
    <SelectField
      label={t`Use a saved sender`}
      value=""
      onChange={(event) => {
        const sender = book.byId(event.target.value);
        if (!sender) return;
        // Its logo comes with it, as when it is chosen above the sender's fields.
        logoStore.set(sender.logo ?? null);
        onChoose(sender.party);
      }}
    >
      <option value="">{t`Choose a saved sender`}</option>
      <SenderOptions senders={book.senders} defaultId={book.defaultId} />
    </SelectField>
  );
}
