import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import type { ShipmentCategory, SignWith } from '../../contents/parcel-contents';
import { SelectField, TextField } from '../../ui/form-field';
import type { DocumentsChoice } from './documents-choice';
import type { DefaultsField, DefaultsReading } from './read-defaults';

// In the order and words of the CN 22's and CN 23's boxes, as the single parcel's section lists them.
const CATEGORIES: readonly (readonly [ShipmentCategory, MessageDescriptor])[] = [
  ['gift', msg({ message: 'Gift', context: 'shipment category' })],
  ['documents', msg({ message: 'Documents', context: 'shipment category' })],
  ['commercial-sample', msg({ message: 'Commercial sample', context: 'shipment category' })],
  ['returned-goods', msg({ message: 'Returned goods', context: 'shipment category' })],
  ['sale-of-goods', msg({ message: 'Sale of goods', context: 'shipment category' })],
  ['other', msg({ message: 'Other', context: 'shipment category' })],
];

const SIGNATURES: readonly (readonly [SignWith, MessageDescriptor])[] = [
  ['typed-name', msg`Sign with the sender’s typed name`],
  ['by-hand', msg`Leave a line to sign by hand`],
];

const TEXT_FIELDS: readonly { field: DefaultsField; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  {
    field: 'origin',
    label: msg`Country of origin`,
    hint: msg({
      message: 'Where the goods were made, as a code or a name (DE, Germany); customs ask it of goods sold.',
      comment: 'DE is the two-letter country code of Germany: keep DE, and write Germany as your language names it',
    }),
  },
  { field: 'weightPerItem', label: msg`Weight of each item`, hint: msg`One piece’s net weight, such as 0.25 kg or 250 g; store exports often have none.` },
  {
    field: 'currency',
    label: msg({ message: 'Currency', context: 'item field' }),
    hint: msg`The items’ currency when your file names none, such as EUR or USD; left empty, the sender’s country’s (EUR when it is not known).`,
  },
];

type DocumentsDefaultsFieldsProps = {
  choice: DocumentsChoice;
  errors: DefaultsReading['errors'];
  onChange: (change: Partial<DocumentsChoice>) => void;
};

/** What every order's documents take where its rows say nothing: no store export has a category or a signature. */
export function DocumentsDefaultsFields({ choice, errors, onChange }: DocumentsDefaultsFieldsProps) {
  const id = useId();
  const { t, i18n } = useLingui();
  const errorText = (error: MessageDescriptor | undefined) => (error === undefined ? undefined : i18n._(error));
  return (
    <Defaults>
      <legend>
        <Trans>Where your file says nothing</Trans>
      </legend>
      <SelectField label={t({ message: 'Category', context: 'shipment category' })} value={choice.category} onChange={(event) => onChange({ category: event.target.value as ShipmentCategory })}>
        {CATEGORIES.map(([category, name]) => (
          <option key={category} value={category}>
            {i18n._(name)}
          </option>
        ))}
      </SelectField>
      {choice.category === 'other' && (
        <TextField
          label={t`What the shipment is`}
          value={choice.categoryExplanation}
          autoComplete="off"
          onChange={(event) => onChange({ categoryExplanation: event.target.value })}
        />
      )}
      {TEXT_FIELDS.map(({ field, label, hint }) => (
        <div key={field}>
          <TextField
            label={i18n._(label)}
            value={choice[field]}
            autoComplete="off"
            spellCheck={false}
            error={errorText(errors[field])}
            aria-describedby={`${id}-${field}`}
            onChange={(event) => onChange({ [field]: event.target.value })}
          />
          <Hint id={`${id}-${field}`}>{i18n._(hint)}</Hint>
        </div>
      ))}
      <SelectField label={t({ message: 'Signature', context: 'customs documents' })} value={choice.signWith} onChange={(event) => onChange({ signWith: event.target.value as SignWith })}>
        {SIGNATURES.map(([signWith, name]) => (
          <option key={signWith} value={signWith}>
            {i18n._(name)}
          </option>
        ))}
      </SelectField>
    </Defaults>
  );
}

const Defaults = styled.fieldset`
  display: grid;
  gap: 14px 20px;
  grid-template-columns: repeat(auto-fill, minmax(min(240px, 100%), 1fr));
  align-items: start;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend { padding: 0; margin-bottom: 8px; font-weight: 700; }
`;

const Hint = styled.p`
  margin-top: 4px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
