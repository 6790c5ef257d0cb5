import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Control, UseFormGetValues, UseFormRegister, UseFormSetValues, UseFormSubscribe } from 'react-hook-form';
import styled from 'styled-components';
import type { LabelData } from '../../label/label-data';
import { LABEL_FORM_ID } from './use-early-edits';
import { deferredPart } from '../../ui/deferred-part';
import { useWhenPageIdle } from '../../ui/when-idle';
import { ColumnPanel } from '../../ui/column-panel';
import { PrintSettingsCard } from '../print-settings';
import type { PrintSettings } from '../print-settings';
import { FormCard } from './form-card';
import { packageFieldSpecs, partyFieldSpecs } from './label-field-specs';

// Each party's country, the swap between them, the tracking number's check, the saved senders and the address book:
// code of their own, fetched together when the page is idle (the prerendered swap button reads as not ready until then,
// as it did until hydration).
const formExtras = () => import('./form-extras');
const countryField = deferredPart(() => formExtras().then((module) => module.CountryField));
const swapButton = deferredPart(() => formExtras().then((module) => module.SwapPartiesButton));
const trackingAdvice = deferredPart(() => formExtras().then((module) => module.TrackingAdvice));
const savedSenders = deferredPart(() => formExtras().then((module) => module.SavedSenders));
const savedRecipients = deferredPart(() => formExtras().then((module) => module.SavedRecipients));
const senderLogo = deferredPart(() => formExtras().then((module) => module.SenderLogoField));

const loadFormExtras = () => {
  for (const part of [countryField, swapButton, trackingAdvice, savedSenders, savedRecipients, senderLogo]) part.load();
};

/**
 * Keeps the form's recipient in the address book once its label is printed, if the visitor turned "Remember
 * recipients I print" on: the address book's code is fetched only then, if it has not been already.
 */
export const rememberPrintedRecipient = (values: LabelData, country: string | null): void =>
  void formExtras().then((module) => module.rememberPrintedRecipient(values, country));

type LabelFormProps = {
  register: UseFormRegister<LabelData>;
  subscribe: UseFormSubscribe<LabelData>;
  control: Control<LabelData>;
  getValues: UseFormGetValues<LabelData>;
  setValues: UseFormSetValues<LabelData>;
  settings: PrintSettings;
  actions: ReactNode;
};

/** "Shipping Information": label stock, sender, recipient and package cards, with the print action in its header. */
export function LabelForm({ register, subscribe, control, getValues, setValues, settings, actions }: LabelFormProps) {
  const { t } = useLingui();
  useWhenPageIdle(loadFormExtras);
  return (
    <ColumnPanel titleId="shipping-information-title" title={t`Shipping Information`} actions={actions}>
      {/* Nothing is submitted: the label is made from what is typed, as it is typed. */}
      <Form id={LABEL_FORM_ID} onSubmit={(event) => event.preventDefault()} noValidate>
        <PrintSettingsCard settings={settings} />
        <FormCard
          title={t`From (Sender)`}
          fields={partyFieldSpecs('from')}
          register={register}
          control={control}
          lead={<savedSenders.Part getValues={getValues} setValues={setValues} settings={settings} />}
          after={{ fromAddress: <countryField.Part party="from" settings={settings} subscribe={subscribe} getValues={getValues} />, fromPhone: <senderLogo.Part /> }}
        />
        <swapButton.Part getValues={getValues} setValues={setValues} settings={settings} />
        <FormCard
          title={t`To (Recipient)`}
          fields={partyFieldSpecs('to')}
          register={register}
          control={control}
          lead={<savedRecipients.Part getValues={getValues} setValues={setValues} settings={settings} />}
          after={{ toAddress: <countryField.Part party="to" settings={settings} subscribe={subscribe} getValues={getValues} /> }}
        />
        <FormCard
          title={t`Package Details`}
          fields={packageFieldSpecs}
          register={register}
          control={control}
          after={{ trackingNumber: <trackingAdvice.Part subscribe={subscribe} getValues={getValues} /> }}
        />
      </Form>
    </ColumnPanel>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;
