// The batch's columns as the page names them (the mapping's selects): translated, where a column's own `name` stays the
// English header the template writes and a file's header is matched against. A module of its own, so the worker and the
// template never load the words.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BatchColumnId } from './batch-columns';
import { FIELD_NAMES } from './field-names';

/** Each column's name on screen: in English, its `name` in BATCH_COLUMNS. */
export const COLUMN_TITLES: Readonly<Record<BatchColumnId, MessageDescriptor>> = {
  // A column of a label field is named as the field is.
  ...FIELD_NAMES,
  toFirstName: msg`Recipient first name`,
  toLastName: msg`Recipient last name`,
  toAddress1: msg`Recipient address line 1`,
  toAddress2: msg`Recipient address line 2`,
  toAddress3: msg`Recipient address line 3`,
  toCity: msg`Recipient city`,
  toState: msg`Recipient state/province`,
  toPostcode: msg`Recipient postcode`,
  toCountry: msg`Recipient country`,
  fromFirstName: msg`Sender first name`,
  fromLastName: msg`Sender last name`,
  fromAddress1: msg`Sender address line 1`,
  fromAddress2: msg`Sender address line 2`,
  fromAddress3: msg`Sender address line 3`,
  fromCity: msg`Sender city`,
  fromState: msg`Sender state/province`,
  fromPostcode: msg`Sender postcode`,
  fromCountry: msg`Sender country`,
  orderNumber: msg`Order number`,
  itemName: msg`Item description`,
  itemQuantity: msg`Item quantity`,
  itemPrice: msg`Item unit price`,
  itemTotal: msg`Item value`,
  itemSku: msg`Item SKU`,
  itemWeight: msg`Item weight`,
  itemHsCode: msg`Item HS code`,
  itemOrigin: msg`Item country of origin`,
  currency: msg({ message: 'Currency', context: 'item field' }),
};
