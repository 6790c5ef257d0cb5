import type { LabelField } from '../../label/label-data';

/** How one label field appears in the form. */
export type LabelFieldSpec = {
  name: LabelField;
  label: string;
  placeholder: string;
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
    { name: `${party}Name`, label: 'Full Name', placeholder: 'Jane Smith', autoComplete: `${section} name` },
    { name: `${party}Company`, label: 'Company', placeholder: 'Company (optional)', autoComplete: `${section} organization` },
    {
      name: `${party}Address`,
      label: 'Street Address',
      placeholder: '123 Main Street\nSpringfield, IL 62701\nUnited States',
      rows: 4,
      autoComplete: `${section} street-address`,
    },
    { name: `${party}Phone`, label: 'Phone Number', placeholder: '(555) 123-4567', type: 'tel', autoComplete: `${section} tel` },
  ];
}

export const packageFieldSpecs: LabelFieldSpec[] = [
  { name: 'weight', label: 'Weight', placeholder: '2.5 KG' },
  { name: 'dimensions', label: 'Dimensions', placeholder: '12cm x 12cm x 12cm' },
  { name: 'parcels', label: 'Parcels', placeholder: '1', inputMode: 'numeric' },
  { name: 'trackingNumber', label: 'Tracking Number', placeholder: '1Z999AA10123456784' },
  { name: 'reference', label: 'Reference', placeholder: 'Order #1001' },
  { name: 'customMessage', label: 'Custom Message', placeholder: 'Fragile – handle with care', rows: 3 },
];

/** Every field's spec, by name: the form's cards between them hold each field once. */
const SPECS_BY_NAME = Object.fromEntries(
  [...partyFieldSpecs('from'), ...partyFieldSpecs('to'), ...packageFieldSpecs].map((spec) => [spec.name, spec]),
) as Record<LabelField, LabelFieldSpec>;

export const labelFieldSpec = (name: LabelField): LabelFieldSpec => SPECS_BY_NAME[name];
