import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import type { LabelData } from '../../label/label-data';
import type { ContentsValues } from './contents-values';
import { RadioGroup } from './radio-group';

type SignatureChoiceProps = { register: UseFormRegister<ContentsValues>; readLabel: () => LabelData };

/**
 * How the forms are signed: with the sender's name as typed on the label, or on a blank line by hand. The name is
 * read again whenever the choice is reached, so a name changed on the label above is the one shown.
 */
export function SignatureChoice({ register, readLabel }: SignatureChoiceProps) {
  const { t } = useLingui();
  const readName = () => readLabel().fromName.trim();
  const [name, setName] = useState(readName);
  return (
    <RadioGroup onFocus={() => setName(readName())} onPointerEnter={() => setName(readName())}>
      <legend>{t({ message: 'Signature', context: 'customs declaration' })}</legend>
      <label>
        <input type="radio" value="typed-name" {...register('signWith')} />
        {name === '' ? t`Sign with my typed name (none is typed on the label yet)` : t`Sign with my typed name (${name})`}
      </label>
      <label>
        <input type="radio" value="by-hand" {...register('signWith')} />
        <Trans>Leave a line to sign by hand</Trans>
      </label>
    </RadioGroup>
  );
}
