import type { LabelData } from '../../../label/label-data';
import { SAMPLE_LABEL } from '../../../label/sample-label';

/** Why a batch's sender needs a second look: the page's example sender, or none at all. */
export type SenderConcern = 'sample' | 'empty';

type Sender = Pick<LabelData, 'fromName' | 'fromCompany' | 'fromAddress'>;

/** Whether a sender is the page's example one, or has neither a name nor an address; null when it is a real one. */
export const senderConcernOf = (sender: Sender): SenderConcern | null => {
  if (sender.fromName === SAMPLE_LABEL.fromName && sender.fromCompany === SAMPLE_LABEL.fromCompany && sender.fromAddress === SAMPLE_LABEL.fromAddress) return 'sample';
  return sender.fromName.trim() === '' && sender.fromAddress.trim() === '' ? 'empty' : null;
};

/**
 * What to ask before a batch is made. The form's sender goes on every label when the file has no sender columns;
 * when it has some, only on the labels whose row has no sender, so the question is asked when one of them carries it.
 */
export function batchSenderConcern(form: Sender, labels: readonly Sender[], fileHasSender: boolean): SenderConcern | null {
  const concern = senderConcernOf(form);
  if (concern === null || !fileHasSender) return concern;
  return labels.some((label) => senderConcernOf(label) === concern) ? concern : null;
}
