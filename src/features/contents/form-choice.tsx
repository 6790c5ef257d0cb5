import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { CN22_LIMIT_SDR } from '../../contents/sdr-rates';
import { useCheckView } from './check-context';
import { CheckField } from './check-field';
import { useFieldValue, type ContentsForm } from './contents-form';

type FormChoiceProps = { form: ContentsForm };

/**
 * Which customs form prints: CN 22 or CN 23 from the total value against 300 SDR, with the sentence that says why,
 * and a way to choose CN 23 whatever the value. Only the form's name is announced when it changes, not each figure.
 */
export function FormChoice({ form }: FormChoiceProps) {
  const { t } = useLingui();
  const name = useCheckView((view) => view.form?.name ?? null);
  const sentence = useCheckView((view) => view.form?.sentence ?? null);
  const value = useFieldValue(form, 'documents.formChoice');
  const limit = CN22_LIMIT_SDR;
  return (
    <Choice>
      <FormName role="status">{name === null ? t`Form: CN 22 or CN 23` : t`Form: ${name}`}</FormName>
      <p>{sentence ?? t`The form follows the items’ total value: CN 22 up to ${limit} SDR, CN 23 above it.`}</p>
      <CheckField
        label={t`Use CN 23 anyway`}
        hint={t`A CN 23 is allowed at any value and carries more detail (licences, certificates, an invoice), which some customs ask for.`}
        checked={value === 'cn23'}
        onChange={(event) => form.setValue('documents.formChoice', event.currentTarget.checked ? 'cn23' : 'by-value')}
      />
      <Muted>
        <Trans>
          Paper is not always enough: some posts take only customs forms they printed themselves (since 2020 USPS has required its own
          certified forms with electronic data, and the EU’s ICS2 needs the data sent ahead of the parcel), so ask your post before you
          print this one.
        </Trans>
      </Muted>
    </Choice>
  );
}

const Choice = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px 14px;
  border-inline-start: 4px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.primarySoft};
  border-radius: ${({ theme }) => theme.radius.small};
`;

const FormName = styled.p`
  font-size: 1.0625rem;
  font-weight: 700;
`;

const Muted = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
