import { useLingui } from '@lingui/react/macro';
import { useFormState, type Control, type UseFormRegister } from 'react-hook-form';
import type { LabelData } from '../../label/label-data';
import { TextAreaField, TextField } from '../../ui/form-field';
import type { LabelFieldSpec } from './label-field-specs';

type LabelFormFieldProps = { spec: LabelFieldSpec; register: UseFormRegister<LabelData>; control: Control<LabelData> };

/**
 * One label field. It follows its own error only (set by useLengthMessages), so typing re-renders it just when the
 * message changes.
 * Its default value is in the markup too, so the prerendered page shows the sample label before any script.
 */
export function LabelFormField({ spec, register, control }: LabelFormFieldProps) {
  const { i18n } = useLingui();
  const { errors, defaultValues } = useFormState({ control, name: spec.name });
  const { name, rows, autoComplete, type, inputMode } = spec;
  // Not react-hook-form's blur handler: it only marks the field "touched", which nothing reads, and moving from
  // field to field (a slow phone's focus change, the next key's wait) then costs the form nothing.
  const { ref, onChange } = register(name);
  const shared = {
    label: i18n._(spec.label),
    placeholder: i18n._(spec.placeholder),
    autoComplete,
    defaultValue: defaultValues?.[name],
    error: errors[name]?.message,
    name,
    ref,
    onChange,
  };
  return rows ? <TextAreaField rows={rows} {...shared} /> : <TextField type={type ?? 'text'} inputMode={inputMode} {...shared} />;
}
