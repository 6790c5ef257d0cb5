import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FieldsetCard } from '../../ui/fieldset-card';
import { CheckField } from './check-field';
import { ContentsSelectField, FieldHint } from './contents-field';
import type { ContentsForm } from './contents-form';
import { FormChoice } from './form-choice';
import { InvoiceFields } from './invoice-fields';
import { PackingSlipFields } from './packing-slip-fields';
import { WhenValue } from './when-value';

const COPIES = [1, 2, 3, 4] as const;

type DocumentsFieldsProps = { form: ContentsForm };

/** Which documents print with the label: the customs form, a commercial invoice, a packing slip, and copies of them. */
export function DocumentsFields({ form }: DocumentsFieldsProps) {
  const { t, i18n } = useLingui();
  const { register } = form;
  const copiesHint = useId();
  return (
    <FieldsetCard>
      <legend>
        <Trans>Documents to print</Trans>
      </legend>
      <CheckField label={t`Customs form`} {...register('documents.customsForm')} />
      <WhenValue form={form} name="documents.customsForm" is={true}>
        <FormChoice form={form} />
      </WhenValue>
      <CheckField
        label={t`Commercial invoice`}
        hint={t`For goods sold: many countries’ customs want one beside the CN 23.`}
        {...register('documents.commercialInvoice')}
      />
      <WhenValue form={form} name="documents.commercialInvoice" is={true}>
        <InvoiceFields register={register} />
      </WhenValue>
      <div>
        <ContentsSelectField
          label={t({ message: 'Copies', context: 'documents to print' })}
          aria-describedby={copiesHint}
          registration={register('documents.copies', { valueAsNumber: true })}
        >
          {COPIES.map((copies) => (
            <option key={copies} value={copies}>
              {i18n.number(copies)}
            </option>
          ))}
        </ContentsSelectField>
        <FieldHint id={copiesHint}>
          <Trans>Of a CN 23 and of a commercial invoice, to sign each; a CN 22 prints once.</Trans>
        </FieldHint>
      </div>
      <CheckField
        label={t`Packing slip`}
        hint={t`A list of what is in the box, for the recipient; it goes inside the parcel.`}
        {...register('documents.packingSlip')}
      />
      <WhenValue form={form} name="documents.packingSlip" is={true}>
        <PackingSlipFields register={register} />
      </WhenValue>
    </FieldsetCard>
  );
}
