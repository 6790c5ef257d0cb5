import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { LabelData } from '../../label/label-data';
import { FieldsetCard } from '../../ui/fieldset-card';
import { CategoryFields } from './category-fields';
import { ContentsTextAreaField, ContentsTextField } from './contents-field';
import type { ContentsForm } from './contents-form';
import { SignatureChoice } from './signature-choice';

type DeclarationFieldsProps = { form: ContentsForm; readLabel: () => LabelData };

/** What the customs form declares beside the items: the category, references and numbers, charges, date and signature. */
export function DeclarationFields({ form, readLabel }: DeclarationFieldsProps) {
  const { t } = useLingui();
  const { register } = form;
  const text = { autoComplete: 'off' } as const;
  return (
    <FieldsetCard>
      <legend>{t({ message: 'Declaration', context: 'customs form' })}</legend>
      <CategoryFields form={form} />
      <Fields>
        <ContentsTextField
          label={t`Your customs reference (optional)`}
          placeholder={t({ message: 'EORI, VAT, IOSS or tax number', comment: 'Placeholder: the kinds of customs reference a sender may have (EORI, VAT and IOSS are EU names; keep them)' })}
          {...text}
          registration={register('senderReference')}
        />
        <ContentsTextField label={t`Importer’s customs reference (optional)`} {...text} registration={register('importerReference')} />
        <ContentsTextField label={t`Invoice number (optional)`} {...text} registration={register('invoiceNumber')} />
        <ContentsTextField label={t`Licence numbers (optional)`} {...text} registration={register('licenceNumbers')} />
        <ContentsTextField label={t`Certificate numbers (optional)`} {...text} registration={register('certificateNumbers')} />
        <ContentsTextField label={t`Postal charges (optional)`} inputMode="decimal" {...text} registration={register('postalCharges')} />
        <ContentsTextField label={t({ message: 'Date', context: 'customs declaration' })} type="date" registration={register('date')} />
      </Fields>
      <ContentsTextAreaField label={t`Comments (optional)`} rows={2} registration={register('comments')} />
      <SignatureChoice register={register} readLabel={readLabel} />
    </FieldsetCard>
  );
}

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(240px, 100%), 1fr));
  gap: 12px 16px;
  align-items: start;
`;
