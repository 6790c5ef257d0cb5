import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { LabelData, LabelField } from '../../label/label-data';
import type { FormAccess } from './form-access';

/**
 * A few of the form's fields, kept current as the visitor edits them. A keystroke elsewhere in the form is not
 * heard, and one here re-renders the caller only when a shown field changed; nothing else re-renders.
 */
export function useFormFields<Field extends LabelField>(form: FormAccess, fields: readonly Field[]): Pick<LabelData, Field> {
  const last = useRef<Pick<LabelData, Field> | null>(null);
  const read = useCallback(() => {
    const label = form.read();
    const shown = last.current;
    if (shown !== null && fields.every((field) => shown[field] === label[field])) return shown;
    last.current = Object.fromEntries(fields.map((field) => [field, label[field]])) as Pick<LabelData, Field>;
    return last.current;
  }, [form, fields]);
  const subscribe = useCallback((changed: () => void) => form.subscribe({ name: fields, formState: { values: true }, callback: changed }), [form, fields]);
  return useSyncExternalStore(subscribe, read, read);
}
