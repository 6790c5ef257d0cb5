import { sortedSenders, type SavedSender } from '../../address-book/saved-sender';

type SenderOptionsProps = { senders: readonly SavedSender[]; defaultId: string | null };

/** The saved senders as a select's options, by short name, the default one marked. */
export function SenderOptions({ senders, defaultId }: SenderOptionsProps) {
  return sortedSenders(senders).map((sender) => (
    <option key={sender.id} value={sender.id}>
      {sender.id === defaultId ? `${sender.shortName} (default)` : sender.shortName}
    </option>
  ));
}
