import type { LabelData } from '../../label/label-data';
import { SAMPLE_LABEL } from '../../label/sample-label';

const SENDER_FIELDS = ['fromName', 'fromCompany', 'fromAddress', 'fromPhone'] as const;

/** Whether the form's sender is still the example's, untouched: the only sender a default sender may replace. */
export const senderIsExample = (values: LabelData): boolean => SENDER_FIELDS.every((field) => values[field] === SAMPLE_LABEL[field]);
