import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useId } from 'react';
import styled from 'styled-components';
import type { CustomsPolicy } from '../../batch/parcel-contents-of';
import { FieldsetCard } from '../../ui/fieldset-card';
import { SelectField } from '../../ui/form-field';
import type { DocumentsChoice, DocumentsOutput } from './documents-choice';
import type { DefaultsReading } from './read-defaults';
import { DocumentsDefaultsFields } from './documents-defaults-fields';
import { RadioChoice } from './radio-choice';

const CUSTOMS: readonly (readonly [CustomsPolicy, MessageDescriptor])[] = [
  ['where-needed', msg({ message: 'Where needed', context: 'customs forms' })],
  ['always', msg({ message: 'Always', context: 'customs forms' })],
  ['never', msg({ message: 'Never', context: 'customs forms' })],
];
const YES_NO: readonly (readonly ['yes' | 'no', MessageDescriptor])[] = [
  ['yes', msg({ message: 'Yes', context: 'make this document' })],
  ['no', msg({ message: 'No', context: 'make this document' })],
];
const OUTPUTS: readonly (readonly [DocumentsOutput, MessageDescriptor])[] = [
  ['combined', msg`One PDF, each order’s documents after its label`],
  ['separate', msg`Separate PDFs`],
];
const COPIES = [1, 2, 3, 4] as const;

type BatchDocumentsFieldsProps = {
  choice: DocumentsChoice;
  errors: DefaultsReading['errors'];
  onChange: (change: Partial<DocumentsChoice>) => void;
};

/** Which documents each order gets, in which PDFs, and what fills in for the columns the file lacks. */
export const BatchDocumentsFields = memo(function BatchDocumentsFields({ choice, errors, onChange }: BatchDocumentsFieldsProps) {
  const copiesHint = useId();
  const { t, i18n } = useLingui();
  const yesNo = (on: boolean) => (on ? 'yes' : 'no');
  return (
    <FieldsetCard>
      <legend>
        <Trans context="batch panel">Documents</Trans>
      </legend>
      <Choices>
        <RadioChoice legend={t`Customs forms`} options={CUSTOMS} value={choice.customs} onChange={(customs) => onChange({ customs })} />
        <RadioChoice legend={t`Commercial invoices`} options={YES_NO} value={yesNo(choice.invoices)} onChange={(on) => onChange({ invoices: on === 'yes' })} />
        <RadioChoice legend={t`Packing slips`} options={YES_NO} value={yesNo(choice.packingSlips)} onChange={(on) => onChange({ packingSlips: on === 'yes' })} />
        <RadioChoice legend={t`Documents in`} options={OUTPUTS} value={choice.output} onChange={(output) => onChange({ output })} />
      </Choices>
      <p>
        <Trans>
          Where needed: when the sender’s and the recipient’s countries differ, or a row does not say. A commercial invoice goes with each
          parcel abroad, a packing slip with every order; each order’s items come from your file.
        </Trans>
      </p>
      <Muted>
        <Trans>
          Paper is not always enough: some posts take only customs forms they printed themselves (since 2020 USPS has required its own
          certified forms with electronic data, and the EU’s ICS2 needs the data sent ahead of the parcel), so ask your post before you
          print these.
        </Trans>
      </Muted>
      <Copies>
        <SelectField label={t({ message: 'Copies', context: 'customs documents' })} aria-describedby={copiesHint} value={choice.copies} onChange={(event) => onChange({ copies: Number(event.target.value) })}>
          {COPIES.map((copies) => (
            <option key={copies} value={copies}>
              {i18n.number(copies)}
            </option>
          ))}
        </SelectField>
        <Muted id={copiesHint}>
          <Trans>Of a CN 23 and of a commercial invoice, to sign each; a CN 22 prints once.</Trans>
        </Muted>
      </Copies>
      <DocumentsDefaultsFields choice={choice} errors={errors} onChange={onChange} />
    </FieldsetCard>
  );
});

const Choices = styled.div`
  display: grid;
  gap: 12px 24px;
  grid-template-columns: repeat(auto-fill, minmax(min(200px, 100%), 1fr));
`;

const Copies = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  max-width: 420px;
`;

const Muted = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
