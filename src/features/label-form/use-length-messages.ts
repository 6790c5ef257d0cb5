import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { UseFormClearErrors, UseFormGetFieldState, UseFormGetValues, UseFormSetError, UseFormSubscribe } from 'react-hook-form';
import { LABEL_FIELDS, isLabelField, type LabelData, type LabelField } from '../../label/label-data';
import { lengthMessage } from './length-rules';

type LengthMessageTargets = {
  subscribe: UseFormSubscribe<LabelData>;
  getValues: UseFormGetValues<LabelData>;
  getFieldState: UseFormGetFieldState<LabelData>;
  setError: UseFormSetError<LabelData>;
  clearErrors: UseFormClearErrors<LabelData>;
};

/**
 * Says under a field that it is too long as soon as it is, and takes the message away as soon as it fits. This
 * is not a react-hook-form rule on purpose: with a rule, every keystroke runs the form's asynchronous validation
 * and broadcasts its state twice more (a third of react-hook-form's time per keystroke in a CDP profile). Here a
 * keystroke compares one length, and the form's errors change only while a field is over its limit.
 */
export function useLengthMessages({ subscribe, getValues, getFieldState, setError, clearErrors }: LengthMessageTargets): void {
  const { i18n } = useLingui();
  useEffect(() => {
    // The message shown is the form's own error for the field: nothing to keep in step beside it.
    const check = (name: LabelField, text: string) => {
      const message = lengthMessage(name, text, i18n);
      if (message === (getFieldState(name).error?.message ?? null)) return;
      if (message === null) clearErrors(name);
      else setError(name, { type: 'tooLong', message });
    };
    const checkAll = (values: LabelData) => {
      for (const name of LABEL_FIELDS) check(name, values[name]);
    };
    // A keystroke names its field; setting several values at once (swapping the parties) names none.
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ name, values }) => (name !== undefined && isLabelField(name) ? check(name, values[name]) : checkAll(values)),
    });
    // Values set before this subscription (what was typed into the prerendered page before its code ran).
    checkAll(getValues());
    return unsubscribe;
  }, [subscribe, getValues, getFieldState, setError, clearErrors, i18n]);
}
