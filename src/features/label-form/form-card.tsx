import { Fragment, type ReactNode } from 'react';
import type { Control, UseFormRegister } from 'react-hook-form';
import type { LabelData, LabelField } from '../../label/label-data';
import { FieldsetCard } from '../../ui/fieldset-card';
import type { LabelFieldSpec } from './label-field-specs';
import { LabelFormField } from './label-form-field';

type FormCardProps = {
  title: string;
  fields: readonly LabelFieldSpec[];
  register: UseFormRegister<LabelData>;
  control: Control<LabelData>;
  /** What comes first inside the card, before its fields: the saved senders or recipients above the party's. */
  lead?: ReactNode;
  /** What follows a field inside the card: a party's country after its address, advice after the tracking number. */
  after?: Partial<Record<LabelField, ReactNode>>;
};

/** One titled group of label fields; native inputs stay uncontrolled, so typing re-renders nothing here. */
export function FormCard({ title, fields, register, control, lead, after }: FormCardProps) {
  return (
    <FieldsetCard>
      <legend>{title}</legend>
      {lead}
      {fields.map((spec) => (
        <Fragment key={spec.name}>
          <LabelFormField spec={spec} register={register} control={control} />
          {after?.[spec.name]}
        </Fragment>
      ))}
    </FieldsetCard>
  );
}
