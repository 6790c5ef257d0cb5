import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { UseFormRegister } from 'react-hook-form';
import type { PackingSlipPaper } from '../../contents/parcel-contents';
import { CheckField } from './check-field';
import { ContentsSelectField, ContentsTextAreaField, ContentsTextField } from './contents-field';
import type { ContentsValues } from './contents-values';
import { Indented } from './indented';

// A4 is the paper's name everywhere; Letter and a label are words.
const PAPERS: readonly { paper: PackingSlipPaper; name: MessageDescriptor | null }[] = [
  { paper: 'a4', name: null },
  { paper: 'letter', name: msg({ message: 'Letter', context: 'paper size', comment: 'US Letter paper (8.5 × 11 in)' }) },
  { paper: '4x6', name: msg({ message: '4 × 6 in label', comment: 'A shipping label 4 by 6 inches, used as the packing slip’s paper' }) },
];

type PackingSlipFieldsProps = { register: UseFormRegister<ContentsValues> };

/** The packing slip's own fields, shown while "Packing slip" is ticked. */
export function PackingSlipFields({ register }: PackingSlipFieldsProps) {
  const { t, i18n } = useLingui();
  return (
    <Indented>
      <ContentsTextField label={t`Order number (optional)`} autoComplete="off" registration={register('documents.orderNumber')} />
      <CheckField label={t`Show prices`} hint={t`Untick for a gift, so the recipient does not see what it cost.`} {...register('documents.showPrices')} />
      <ContentsTextAreaField label={t`Note (optional)`} rows={2} registration={register('documents.packingNote')} />
      <ContentsSelectField label={t`Packing slip paper`} registration={register('documents.packingSlipPaper')}>
        {PAPERS.map(({ paper, name }) => (
          <option key={paper} value={paper}>
            {name === null ? 'A4' : i18n._(name)}
          </option>
        ))}
      </ContentsSelectField>
    </Indented>
  );
}
