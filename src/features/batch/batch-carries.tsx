import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import type { PartyRecord } from '../../address-book/party-record';
import { joinFilled } from '../../label/join-filled';
import { SavedSenderChoice } from '../saved-senders';
import { Button } from '../../ui/button';
import { focusField, type FormAccess } from './form-access';
import { senderConcernOf } from './sender-concern';
import { useFormFields } from './use-form-fields';

// Module-level, so the subscription is made once: the fields the panel shows, and nothing else of the form.
const SHOWN = ['fromName', 'fromCompany', 'fromAddress', 'fromPhone', 'weight', 'dimensions'] as const;

export type BatchCarriesProps = {
  form: FormAccess;
  /** Whether a row without weight or dimensions takes the form's; the review computes the rows with it. */
  packageFromForm: boolean;
  onPackageFromForm: (use: boolean) => void;
  /** The file maps a weight or dimensions column. */
  fileHasPackage: boolean;
  /** The file maps sender columns. */
  fileHasSender: boolean;
  /** The country the labels leave from, named for a sentence; null when neither chosen nor told by the address. */
  senderCountryName: string | null;
  /** Puts a saved sender in the form, for every label. */
  onChooseSender: (party: PartyRecord) => void;
};

/** The sender and the package details the batch's labels will carry, as the form holds them now, each with a way to change it. */
export function BatchCarries({ form, packageFromForm, onPackageFromForm, fileHasPackage, fileHasSender, senderCountryName, onChooseSender }: BatchCarriesProps) {
  const shown = useFormFields(form, SHOWN);
  const { t } = useLingui();
  const id = useId();
  const concern = senderConcernOf(shown);
  const sender = joinFilled([shown.fromName, shown.fromCompany, ...shown.fromAddress.split('\n'), shown.fromPhone], ', ');
  const formPackage = joinFilled([shown.weight, shown.dimensions], ' · ');
  const useFormPackage = packageFromForm && formPackage !== '';
  // The form's sender, as a row without one of its own takes it.
  const formSender =
    concern === 'empty' ? (
      <Warn>{t`none, the form's sender is empty`}</Warn>
    ) : (
      <>
        {sender}
        {concern === 'sample' && <Warn> {t`(the example sender)`}</Warn>}
        {concern === 'partly-sample' && <Warn> {t`(partly the example sender’s)`}</Warn>}
      </>
    );
  return (
    <Carries role="group" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>
        <Trans>What every label carries</Trans>
      </h4>
      <Facts>
        <Fact>
          <dt>
            <Trans context="label part">Sender</Trans>
          </dt>
          <dd>
            <span>{fileHasSender ? <Trans>From your file, where a row has one; otherwise: {formSender}</Trans> : formSender}</span>
            <Button type="button" $variant="secondary" aria-label={t`Change the sender`} onClick={() => focusField(form, 'fromName')}>
              <Trans context="button">Change</Trans>
            </Button>
          </dd>
        </Fact>
        <Fact>
          <dt>
            <Trans context="label part">Package</Trans>
          </dt>
          <dd>
            <span>
              {fileHasPackage
                ? useFormPackage
                  ? t`Weight and dimensions come from your file. Where a row has none: the form's, ${formPackage}.`
                  : t`Weight and dimensions come from your file. Where a row has none, its label leaves them out.`
                : useFormPackage
                  ? t`The form's: ${formPackage}`
                  : t`None: the labels leave weight and dimensions out.`}
            </span>
            <Button type="button" $variant="secondary" aria-label={t`Change the package details`} onClick={() => focusField(form, 'weight')}>
              <Trans context="button">Change</Trans>
            </Button>
          </dd>
        </Fact>
      </Facts>
      <SavedSenderChoice onChoose={onChooseSender} />
      <Country>
        {senderCountryName === null
          ? t`The sender’s country is not known, so every label names its destination country. Choose the sender’s Country in the form to leave it off labels that stay in that country.`
          : t`Sent from ${senderCountryName}: labels to other countries name their destination on the last line.`}
      </Country>
      {formPackage !== '' && (
        <Check>
          <input id={`${id}-package`} type="checkbox" checked={packageFromForm} aria-describedby={`${id}-details`} onChange={(event) => onPackageFromForm(event.currentTarget.checked)} />
          <label htmlFor={`${id}-package`}>
            <Trans>Use the form's package details on every label</Trans>
          </label>
          <Muted id={`${id}-details`}>({formPackage})</Muted>
        </Check>
      )}
    </Carries>
  );
}

const Country = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Carries = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  h4 { margin: 0; font-size: 1rem; }
`;

const Facts = styled.dl`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
`;

// The term, then what it is with its Change button at the end of the line.
const Fact = styled.div`
  display: grid;
  grid-template-columns: 5.5rem minmax(0, 1fr);
  gap: 4px 12px;
  align-items: center;
  dt { font-weight: 600; }
  dd { display: flex; align-items: center; justify-content: space-between; gap: 12px; margin: 0; }
  dd > span { min-width: 0; overflow-wrap: anywhere; }
  dd > button { flex: none; }
`;

const Warn = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.color.danger};
`;

const Check = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  input { width: 20px; height: 20px; margin: 0; }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;
