import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import type { PrintOptions } from '../../stock/print-options';
import { Button } from '../../ui/button';
import { useHydrated } from '../../ui/use-hydrated';
import { loadPdfDelivery } from '../pdf-delivery';

export const alignmentTestText = {
  idle: msg`Alignment test page`,
  busy: msg`Making the test page…`,
  failed: msg`The alignment test page could not be made. Please try again.`,
} as const satisfies Record<string, MessageDescriptor>;

/** `alignment-test-avery-5160.pdf` */
export const alignmentTestFileName = (stockId: string): string => `alignment-test-${stockId}.pdf`;

type AlignmentTestButtonProps = { options: PrintOptions };

/**
 * Downloads the sheet's alignment test page, made by the label worker with the printer shift applied, and says
 * so if it cannot be made. One at a time: a click while it is being made does nothing.
 */
export function AlignmentTestButton({ options }: AlignmentTestButtonProps) {
  const { i18n } = useLingui();
  const live = useHydrated();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);

  async function download(): Promise<void> {
    if (busy || !live) return;
    setBusy(true);
    setProblem(null);
    // The worker's bridge and the downloads' code come with the PDF delivery's chunk, fetched at idle or now.
    const delivery = await loadPdfDelivery().catch(() => null);
    const outcome = delivery === null ? ({ kind: 'failed' } as const) : await delivery.alignmentPdf(options);
    setBusy(false);
    if (outcome.kind === 'done' && delivery !== null) delivery.savePdf(outcome.value, alignmentTestFileName(options.stockId));
    else if (outcome.kind === 'done' || outcome.kind === 'failed') setProblem(alignmentTestText.failed);
  }

  return (
    <Group>
      <Button type="button" $variant="secondary" aria-disabled={!live || busy} data-busy={busy || undefined} onClick={() => void download()}>
        <RulerIcon />
        {i18n._(busy ? alignmentTestText.busy : alignmentTestText.idle)}
      </Button>
      <Problem role="alert">{problem === null ? null : i18n._(problem)}</Problem>
    </Group>
  );
}

function RulerIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M3 8h18v8H3zM7 8v3M11 8v4M15 8v3M19 8v4" />
    </svg>
  );
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 6px;
`;

const Problem = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.danger};
`;
