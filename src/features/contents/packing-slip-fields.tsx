import type { UseFormRegister } from 'react-hook-form';
import type { PackingSlipPaper } from '../../contents/parcel-contents';
import { CheckField } from './check-field';
import { ContentsSelectField, ContentsTextAreaField, ContentsTextField } from './contents-field';
import type { ContentsValues } from './contents-values';
import { Indented } from './indented';

const PAPERS: readonly { paper: PackingSlipPaper; name: string }[] = [
  { paper: 'a4', name: 'A4' },
  { paper: 'letter', name: 'Letter' },
  { paper: '4x6', name: '4 × 6 in label' },
];

type PackingSlipFieldsProps = { register: UseFormRegister<ContentsValues> };

/** The packing slip's own fields, shown while "Packing slip" is ticked. */
export function PackingSlipFields({ register }: PackingSlipFieldsProps) {
  return (
    <Indented>
      <ContentsTextField label="Order number (optional)" autoComplete="off" registration={register('documents.orderNumber')} />
      <CheckField label="Show prices" hint="Untick for a gift, so the recipient does not see what it cost." {...register('documents.showPrices')} />
      <ContentsTextAreaField label="Note (optional)" rows={2} registration={register('documents.packingNote')} />
      <ContentsSelectField label="Packing slip paper" registration={register('documents.packingSlipPaper')}>
        {PAPERS.map(({ paper, name }) => (
          <option key={paper} value={paper}>
            {name}
          </option>
        ))}
      </ContentsSelectField>
    </Indented>
  );
}
