import { useCallback, useSyncExternalStore } from 'react';
import type { FieldPath, FieldPathValue, UseFormReturn } from 'react-hook-form';
import type { ContentsValues } from './contents-values';

// The editor's form as its parts use it. No useWatch, useController or useFieldArray: react-hook-form is one module
// that the label form loads first, and every hook the editor used would be carried in that first load.

export type ContentsForm = Pick<UseFormReturn<ContentsValues>, 'register' | 'subscribe' | 'getValues' | 'setValue' | 'setFocus'>;

/** A field's value, re-rendering its reader when (and only when) that value changes. */
export function useFieldValue<Name extends FieldPath<ContentsValues>>(form: ContentsForm, name: Name): FieldPathValue<ContentsValues, Name> {
  const follow = useCallback((changed: () => void) => form.subscribe({ name, formState: { values: true }, callback: changed }), [form, name]);
  return useSyncExternalStore(follow, () => form.getValues(name));
}

/** How many items the list holds: a row added or removed re-renders the list, typing in a row does not. */
export function useItemCount(form: ContentsForm): number {
  const follow = useCallback((changed: () => void) => form.subscribe({ name: 'items', formState: { values: true }, callback: changed }), [form]);
  return useSyncExternalStore(follow, () => form.getValues('items').length);
}
