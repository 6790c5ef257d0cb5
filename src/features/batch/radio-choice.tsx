import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { RadioGroup } from '../contents';

type RadioChoiceProps<T extends string> = {
  legend: string;
  /** Each option's value and its name, a message the group words in the visitor's language. */
  options: readonly (readonly [value: T, name: MessageDescriptor])[];
  value: T;
  onChange: (value: T) => void;
};

/** A few options under a legend, one chosen: the group is named by its legend, each radio by its option. */
export function RadioChoice<T extends string>({ legend, options, value, onChange }: RadioChoiceProps<T>) {
  const name = useId();
  const { i18n } = useLingui();
  return (
    <RadioGroup>
      <legend>{legend}</legend>
      {options.map(([option, optionName]) => (
        <label key={option}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {i18n._(optionName)}
        </label>
      ))}
    </RadioGroup>
  );
}
