import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { UseFormGetValues, UseFormSetValues } from 'react-hook-form';
import styled from 'styled-components';
import type { LabelData } from '../../label/label-data';
import { Button } from '../../ui/button';
import { useHydrated } from '../../ui/use-hydrated';
import { VisuallyHidden } from '../../ui/visually-hidden';
import type { PrintSettings } from '../print-settings';

const PARTY_FIELDS = ['Name', 'Company', 'Address', 'Phone'] as const;

/** The label with sender and recipient exchanged, field by field: a return label in one click. */
export const swappedParties = (label: LabelData): Partial<LabelData> =>
  Object.fromEntries(PARTY_FIELDS.flatMap((field) => [[`to${field}`, label[`from${field}`]], [`from${field}`, label[`to${field}`]]]));

type SwapPartiesButtonProps = { getValues: UseFormGetValues<LabelData>; setValues: UseFormSetValues<LabelData>; settings: PrintSettings };

/** Swaps the From and To cards (their countries too), checks the fields again, and says so to screen readers. */
export function SwapPartiesButton({ getValues, setValues, settings }: SwapPartiesButtonProps) {
  const { t } = useLingui();
  const [swaps, setSwaps] = useState(0);
  const live = useHydrated();
  const swap = () => {
    setValues(swappedParties(getValues()), { shouldDirty: true });
    const { from, to } = settings.getCountries();
    settings.chooseCountry('from', to);
    settings.chooseCountry('to', from);
    setSwaps((count) => count + 1);
  };
  return (
    <Row>
      <Button type="button" $variant="secondary" aria-disabled={!live} onClick={swap}>
        <SwapIcon />
        <Trans>Swap sender and recipient</Trans>
      </Button>
      {/* A new text each time, so a second swap is announced too. */}
      <VisuallyHidden role="status">{swaps === 0 ? '' : swaps % 2 === 0 ? t`Sender and recipient swapped back.` : t`Sender and recipient swapped.`}</VisuallyHidden>
    </Row>
  );
}

function SwapIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M7 4v16M3 8l4-4 4 4M17 20V4M13 16l4 4 4-4" />
    </svg>
  );
}

const Row = styled.div`
  display: flex;
  justify-content: center;
`;
