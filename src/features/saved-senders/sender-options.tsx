import { useLingui } from '@lingui/react/macro';
import { sortedSenders, type SavedSender } from '../../address-book/saved-sender';

type SenderOptionsProps = { senders: readonly SavedSender[]; defaultId: string | null };

/** The saved senders as a select's options, by short name, the default one marked. */
export function SenderOptions({ senders, defaultId }: SenderOptionsProps) {
  const { t } = useLingui();
  return sortedSenders(senders).map(({ id, shortName }) => (
    <option key={id} value={id}>
      {id === defaultId ? t`${shortName} (default)` : shortName}
    </option>
  ));
}
