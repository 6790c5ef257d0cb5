import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { UseFormGetValues, UseFormSubscribe } from 'react-hook-form';
import styled from 'styled-components';
import type { LabelData } from '../../label/label-data';
import { trackingAdvice } from '../../label/tracking-check';
import { TYPING_PAUSE_MS } from './use-values-at-pause';

type TrackingAdviceProps = { subscribe: UseFormSubscribe<LabelData>; getValues: UseFormGetValues<LabelData> };

/**
 * A note under the tracking number when it looks like a carrier's number but its check digit is wrong. Advice only:
 * any Code 128 value still prints. Follows that one field, so other typing re-renders nothing here.
 */
export function TrackingAdvice({ subscribe, getValues }: TrackingAdviceProps) {
  const { i18n } = useLingui();
  const [advice, setAdvice] = useState<MessageDescriptor | null>(null);
  useEffect(() => {
    const check = () => setAdvice(trackingAdvice(getValues('trackingNumber')));
    check();
    // Checked when typing pauses, not at each key: a half-typed number is no typo, and a keystroke costs nothing here.
    let pause = 0;
    const unsubscribe = subscribe({
      name: 'trackingNumber',
      formState: { values: true },
      callback: () => {
        window.clearTimeout(pause);
        pause = window.setTimeout(check, TYPING_PAUSE_MS);
      },
    });
    return () => {
      unsubscribe();
      window.clearTimeout(pause);
    };
  }, [subscribe, getValues]);
  return <Advice role="status">{advice === null ? null : i18n._(advice)}</Advice>;
}

const Advice = styled.p`
  margin-top: -8px;
  font-size: 0.875rem;
  color: #92400e;
  /* Empty, it takes no room but stays in the page, so what appears in it is announced. */
  &:empty { position: absolute; margin: 0; }
`;
