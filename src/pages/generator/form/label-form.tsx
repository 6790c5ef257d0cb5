import type { ReactNode } from 'react';
import type { Control, UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import type { LabelData } from '../../../label/label-data';
import { GeneratorPanel } from '../generator-panel';
import { FormCard } from './form-card';
import { packageFieldSpecs, partyFieldSpecs } from './label-field-specs';

type LabelFormProps = { register: UseFormRegister<LabelData>; control: Control<LabelData>; actions: ReactNode };

/** "Shipping Information": sender, recipient and package cards, with the print action in its header. */
export function LabelForm({ register, control, actions }: LabelFormProps) {
  return (
    <GeneratorPanel titleId="shipping-information-title" title="Shipping Information" actions={actions}>
      {/* Nothing is submitted: the label is made from what is typed, as it is typed. */}
      <Form onSubmit={(event) => event.preventDefault()} noValidate>
        <FormCard title="From (Sender)" fields={partyFieldSpecs('from')} register={register} control={control} />
        <FormCard title="To (Recipient)" fields={partyFieldSpecs('to')} register={register} control={control} />
        <FormCard title="Package Details" fields={packageFieldSpecs} register={register} control={control} />
      </Form>
    </GeneratorPanel>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;
