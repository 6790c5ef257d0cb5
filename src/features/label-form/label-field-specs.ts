import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LabelField } from '../../label/label-data';

/** How one label field appears in the form: its label and placeholder in words for the visitor (`i18n._`). */
export type LabelFieldSpec = {
  name: LabelField;
  label: MessageDescriptor;
  placeholder: MessageDescriptor;
  rows?: number;
  autoComplete?: string;
  type?: 'text' | 'tel';
  inputMode?: 'numeric';
};

type Party = 'from' | 'to';

const partyName = { from: 'sender', to: 'recipient' } as const;

/** Full Name, Company, Street Address (4 rows), Phone Number for one party, with its own autofill section. */
export function partyFieldSpecs(party: Party): LabelFieldSpec[] {
  const section = `section-${partyName[party]}`;
  return [
    {
      name: `${party}Name`,
      label: msg`Full Name`,
      placeholder: msg({ message: 'Jane Smith', comment: 'Example full name shown as a placeholder; use a typical name in your language' }),
      autoComplete: `${section} name`,
    },
    {
      name: `${party}Company`,
      label: msg({ message: 'Company', context: 'label field' }),
      placeholder: msg({ message: 'Company (optional)', comment: 'Placeholder of the Company field of a sender or recipient' }),
      autoComplete: `${section} organization`,
    },
    {
      name: `${party}Address`,
      label: msg`Street Address`,
      placeholder: msg({
        message: '123 Main Street\nSpringfield, IL 62701\nUnited States',
        comment:
          'Example address shown as a placeholder, on three lines (street; city, state and postcode; country): use a typical address of a country where your language is spoken, laid out as its post writes it',
      }),
      rows: 4,
      autoComplete: `${section} street-address`,
    },
    {
      name: `${party}Phone`,
      label: msg`Phone Number`,
      placeholder: msg({ message: '(555) 123-4567', comment: 'Example phone number shown as a placeholder; use the usual format of a country where your language is spoken' }),
      type: 'tel',
      autoComplete: `${section} tel`,
    },
  ];
}

export const packageFieldSpecs: LabelFieldSpec[] = [
  {
    name: 'weight',
    label: msg({ message: 'Weight', context: 'label field' }),
    placeholder: msg({ message: '2.5 KG', comment: 'Example parcel weight shown as a placeholder: a number and its unit, as people in your language write them' }),
  },
  {
    name: 'dimensions',
    label: msg({ message: 'Dimensions', context: 'label field' }),
    placeholder: msg({ message: '12cm x 12cm x 12cm', comment: 'Example parcel dimensions shown as a placeholder (length x width x height), as people in your language write them' }),
  },
  {
    name: 'parcels',
    label: msg({ message: 'Parcels', context: 'label field' }),
    placeholder: msg({ message: '1', comment: 'Placeholder of the Parcels field (how many parcels the shipment has): the number 1' }),
    inputMode: 'numeric',
  },
  {
    name: 'trackingNumber',
    label: msg`Tracking Number`,
    placeholder: msg({ message: '1Z999AA10123456784', comment: 'Example tracking number (a UPS one) shown as a placeholder; keep it, or use a carrier number familiar in your language' }),
  },
  {
    name: 'reference',
    label: msg({ message: 'Reference', context: 'label field' }),
    placeholder: msg({ message: 'Order #1001', comment: 'Example reference (an order number) shown as a placeholder' }),
  },
  {
    name: 'customMessage',
    label: msg`Custom Message`,
    placeholder: msg({ message: 'Fragile – handle with care', comment: 'Example of a message printed on the label, shown as a placeholder' }),
    rows: 3,
  },
];

/** Every field's spec, by name: the form's cards between them hold each field once. */
const SPECS_BY_NAME = Object.fromEntries(
  [...partyFieldSpecs('from'), ...partyFieldSpecs('to'), ...packageFieldSpecs].map((spec) => [spec.name, spec]),
) as Record<LabelField, LabelFieldSpec>;

export const labelFieldSpec = (name: LabelField): LabelFieldSpec => SPECS_BY_NAME[name];
