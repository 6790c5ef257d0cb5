import type { UseFormSetFocus, UseFormSetValues, UseFormSubscribe } from 'react-hook-form';
import type { LabelData, LabelField } from '../../label/label-data';

/**
 * What the batch may do with the label form above it: read it, follow it, take the visitor to one of its fields, and
 * fill fields (a saved sender chosen in the batch's panel).
 */
export type FormAccess = {
  read: () => LabelData;
  subscribe: UseFormSubscribe<LabelData>;
  /** react-hook-form's: focuses a field (on a timer). */
  setFocus: UseFormSetFocus<LabelData>;
  setValues: UseFormSetValues<LabelData>;
};

/** Takes the visitor to a field of the form, as "Change" does: focused, and centred when focus had to scroll to it. */
export function focusField(form: FormAccess, field: LabelField): void {
  const y = window.scrollY;
  form.setFocus(field);
  window.setTimeout(() => window.scrollY !== y && document.activeElement?.scrollIntoView({ block: 'center' }));
}
