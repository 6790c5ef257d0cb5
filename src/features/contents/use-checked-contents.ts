import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormGetValues, UseFormSubscribe } from 'react-hook-form';
import type { LabelData } from '../../label/label-data';
import { createContentsCheck, type ContentsCheck } from './contents-check';
import { contentsStore, type ContentsState } from './contents-store';
import type { ContentsValues } from './contents-values';

type CheckedContentsOptions = {
  subscribe: UseFormSubscribe<ContentsValues>;
  getValues: UseFormGetValues<ContentsValues>;
  readLabel: () => LabelData;
  onChange: ((state: ContentsState | null) => void) | undefined;
};

/**
 * Checks the contents at every change and writes the result to the store the PDF reads, outside React: a keystroke
 * re-renders only the fields whose message changes. `refresh` checks again when the label's weight has changed
 * since (the advice compares the items with it). Unmounted, the section no longer adds to the PDF.
 */
export function useCheckedContents({ subscribe, getValues, readLabel, onChange }: CheckedContentsOptions): { check: ContentsCheck; refresh: () => void } {
  const { i18n } = useLingui();
  const [check] = useState(() => createContentsCheck(i18n));
  const latest = useRef({ readLabel, onChange, weight: '' });
  useEffect(() => {
    latest.current.readLabel = readLabel;
    latest.current.onChange = onChange;
  }, [readLabel, onChange]);

  const publish = useCallback(
    (values: ContentsValues, typed?: string) => {
      const weight = latest.current.readLabel().weight;
      latest.current.weight = weight;
      const state = check.read(values, weight, typed);
      contentsStore.set(state);
      latest.current.onChange?.(state);
    },
    [check],
  );

  useEffect(() => {
    // A copy: react-hook-form changes its own values in place, and the store's state is kept by the PDF actions.
    publish(structuredClone(getValues()));
    const unsubscribe = subscribe({ formState: { values: true }, callback: ({ name, values }) => publish(values, name) });
    return () => {
      unsubscribe();
      contentsStore.set(null);
    };
  }, [publish, subscribe, getValues]);

  const refresh = useCallback(() => {
    if (latest.current.readLabel().weight !== latest.current.weight) publish(structuredClone(getValues()));
  }, [publish, getValues]);

  return { check, refresh };
}
