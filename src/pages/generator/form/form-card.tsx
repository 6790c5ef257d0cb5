import type { Control, UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import type { LabelData } from '../../../label/label-data';
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
    <Card>
      <legend>{title}</legend>
      {fields.map((spec) => (
        <LabelFormField key={spec.name} spec={spec} register={register} control={control} />
      ))}
    </Card>
  );
}

const Card = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 14px;
  min-width: 0;
  margin: 0;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  legend {
    padding: 0 6px;
    margin-left: -6px;
    font-size: 1.125rem;
    font-weight: 700;
  }
`;
