import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LabelField } from '../label/label-data';

/** Each label field as the form names it, for problems and the row editor. */
export const FIELD_NAMES: Readonly<Record<LabelField, MessageDescriptor>> = {
  toName: msg`Recipient name`,
  toCompany: msg`Recipient company`,
  toAddress: msg`Recipient address`,
  toPhone: msg`Recipient phone`,
  fromName: msg`Sender name`,
  fromCompany: msg`Sender company`,
  fromAddress: msg`Sender address`,
  fromPhone: msg`Sender phone`,
  weight: msg({ message: 'Weight', context: 'label field' }),
  dimensions: msg({ message: 'Dimensions', context: 'label field' }),
  parcels: msg({ message: 'Parcels', context: 'label field' }),
  trackingNumber: msg`Tracking number`,
  reference: msg({ message: 'Reference', context: 'label field' }),
  customMessage: msg({ message: 'Message', context: 'label field' }),
};
