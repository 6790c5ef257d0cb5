import type { PartyRecord } from '../../address-book/party-record';
import { sortedSenders } from '../../address-book/saved-sender';
import { SelectField } from '../../ui/form-field';
import { useSavedSenders } from './use-saved-senders';

type SavedSenderChoiceProps = { onChoose: (party: PartyRecord) => void };

const noFirstRead = () => undefined;

/** "Use a saved sender": the senders saved on this device, for a panel away from the sender's fields (the batch's). */
export function SavedSenderChoice({ onChoose }: SavedSenderChoiceProps) {
  const book = useSavedSenders(noFirstRead);
  if (book.senders.length === 0) return null;
  return (
    <SelectField
      label="Use a saved sender"
      value=""
      onChange={(event) => {
        const sender = book.byId(event.target.value);
        if (sender) onChoose(sender.party);
      }}
    >
      <option value="">Choose a saved sender</option>
      {sortedSenders(book.senders).map((sender) => (
        <option key={sender.id} value={sender.id}>
          {sender.id === book.defaultId ? `${sender.shortName} (default)` : sender.shortName}
        </option>
      ))}
    </SelectField>
  );
}
