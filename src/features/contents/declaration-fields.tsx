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
  const { register } = form;
  const text = { autoComplete: 'off' } as const;
  return (
    <FieldsetCard>
      <legend>Declaration</legend>
      <CategoryFields form={form} />
      <Fields>
        <ContentsTextField label="Your customs reference (optional)" placeholder="EORI, VAT, IOSS or tax number" {...text} registration={register('senderReference')} />
        <ContentsTextField label="Importer’s customs reference (optional)" {...text} registration={register('importerReference')} />
        <ContentsTextField label="Invoice number (optional)" {...text} registration={register('invoiceNumber')} />
        <ContentsTextField label="Licence numbers (optional)" {...text} registration={register('licenceNumbers')} />
        <ContentsTextField label="Certificate numbers (optional)" {...text} registration={register('certificateNumbers')} />
        <ContentsTextField label="Postal charges (optional)" inputMode="decimal" {...text} registration={register('postalCharges')} />
        <ContentsTextField label="Date" type="date" registration={register('date')} />
      </Fields>
      <ContentsTextAreaField label="Comments (optional)" rows={2} registration={register('comments')} />
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
