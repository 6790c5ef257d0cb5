import type { Control, UseFormRegister } from 'react-hook-form';
import type { LabelData } from '../../../label/label-data';
import { FieldsetCard } from '../../../ui/fieldset-card';
import type { LabelFieldSpec } from './label-field-specs';
import { LabelFormField } from './label-form-field';

type FormCardProps = {
  title: string;
  fields: readonly LabelFieldSpec[];
  register: UseFormRegister<LabelData>;
  control: Control<LabelData>;
};

/** One titled group of label fields; native inputs stay uncontrolled, so typing re-renders nothing here. */
export function FormCard({ title, fields, register, control }: FormCardProps) {
  return (
    <FieldsetCard>
      <legend>{title}</legend>
      {fields.map((spec) => (
        <LabelFormField key={spec.name} spec={spec} register={register} control={control} />
      ))}
    </FieldsetCard>
  );
}
