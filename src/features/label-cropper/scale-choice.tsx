import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import type { FitMode } from '../../cropper/label-fit';
import { choiceLabels } from '../../ui/choice-label';

type ScaleChoiceProps = { mode: FitMode; onChange: (mode: FitMode) => void };

const CHOICES: readonly (readonly [FitMode, MessageDescriptor, MessageDescriptor])[] = [
  [
    'actual',
    msg({ message: 'Actual size', context: 'size on the label' }),
    msg({
      message: 'A label that already is your stock’s size (a 4 × 6 on a Letter page) prints 1:1; any other is fitted.',
      comment: '4 × 6 is the 4 × 6 inch thermal label; Letter is the US paper size',
    }),
  ],
  ['fit', msg({ message: 'Fit', context: 'size on the label' }), msg`Every label is scaled to the printable area of your stock, keeping its shape.`],
];

/** "Actual size" or "Fit": how each label is sized on the stock; the fieldset around it names the choice. */
export function ScaleChoice({ mode, onChange }: ScaleChoiceProps) {
  const { i18n } = useLingui();
  const name = useId();
  return (
    <Choices>
      {CHOICES.map(([value, label, hint]) => (
        <label key={value}>
          <input type="radio" name={name} value={value} checked={mode === value} onChange={() => onChange(value)} aria-describedby={`${name}-${value}`} />
          <span>
            <strong>{i18n._(label)}</strong>
            <small id={`${name}-${value}`}>{i18n._(hint)}</small>
          </span>
        </label>
      ))}
    </Choices>
  );
}

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  ${choiceLabels}
`;
