import type { ReactNode } from 'react';
import type { Control, UseFormGetValues, UseFormRegister, UseFormSetValues } from 'react-hook-form';
import styled from 'styled-components';
import type { LabelData } from '../../../label/label-data';
import { LABEL_FORM_ID } from '../early-edits';
import { GeneratorPanel } from '../generator-panel';
import { PrintSettingsCard } from '../settings/print-settings-card';
import type { PrintSettings } from '../settings/print-settings';
import { FormCard } from './form-card';
import { packageFieldSpecs, partyFieldSpecs } from './label-field-specs';
import { SwapPartiesButton } from './swap-parties-button';

type LabelFormProps = {
  register: UseFormRegister<LabelData>;
  control: Control<LabelData>;
  getValues: UseFormGetValues<LabelData>;
  setValues: UseFormSetValues<LabelData>;
  settings: PrintSettings;
  actions: ReactNode;
};

/** "Shipping Information": label stock, sender, recipient and package cards, with the print action in its header. */
export function LabelForm({ register, control, getValues, setValues, settings, actions }: LabelFormProps) {
  return (
    <GeneratorPanel titleId="shipping-information-title" title="Shipping Information" actions={actions}>
      {/* Nothing is submitted: the label is made from what is typed, as it is typed. */}
      <Form id={LABEL_FORM_ID} onSubmit={(event) => event.preventDefault()} noValidate>
        <PrintSettingsCard settings={settings} />
        <FormCard title="From (Sender)" fields={partyFieldSpecs('from')} register={register} control={control} />
        <SwapPartiesButton getValues={getValues} setValues={setValues} />
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
