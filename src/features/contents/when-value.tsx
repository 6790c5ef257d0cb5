import type { ReactNode } from 'react';
import type { FieldPath, FieldPathValue } from 'react-hook-form';
import { useFieldValue, type ContentsForm } from './contents-form';
import type { ContentsValues } from './contents-values';

type WhenValueProps<Name extends FieldPath<ContentsValues>> = {
  form: ContentsForm;
  name: Name;
  is: FieldPathValue<ContentsValues, Name>;
  children: ReactNode;
};

/**
 * Its children while a field holds a value: an invoice's fields while "Commercial invoice" is ticked. It follows that
 * field alone; hidden fields keep their values (react-hook-form keeps what is not shown), so ticking again restores them.
 */
export function WhenValue<Name extends FieldPath<ContentsValues>>({ form, name, is, children }: WhenValueProps<Name>) {
  return useFieldValue(form, name) === is ? children : null;
}
