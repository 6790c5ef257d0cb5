import type { LabelData } from '../../label/label-data';
import { SAMPLE_LABEL } from '../../label/sample-label';

/** Why a batch's sender needs a second look: the page's example sender, some of its details still, or none at all. */
export type SenderConcern = 'sample' | 'partly-sample' | 'empty';

type Sender = Pick<LabelData, 'fromName' | 'fromCompany' | 'fromAddress' | 'fromPhone'>;

/** The sender's fields, as the form holds them. */
export const SENDER_FIELDS = ['fromName', 'fromCompany', 'fromAddress', 'fromPhone'] as const;

/**
 * Whether a sender still carries any of the page's example values (a real name above the example's street would
 * print it on every parcel too), or has neither a name nor an address; null when it is the visitor's own.
 */
export const senderConcernOf = (sender: Sender): SenderConcern | null => {
  if (sender.fromName.trim() === '' && sender.fromAddress.trim() === '') return 'empty';
  const isSample = (field: (typeof SENDER_FIELDS)[number]) => sender[field].trim() !== '' && sender[field].trim() === SAMPLE_LABEL[field].trim();
  if (isSample('fromName') && isSample('fromCompany')) return 'sample';
  if (SENDER_FIELDS.some(isSample)) return 'partly-sample';
  return null;
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
