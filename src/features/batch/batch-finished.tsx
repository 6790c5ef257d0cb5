import type { PageI18n } from '../../i18n/page-i18n';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/button';
import { batchPdfFileName, savePdf } from '../pdf-delivery';
import { batchZplFileName } from '../zpl-delivery';
import type { BatchJobState } from './batch-job';
import { batchDocumentFileName, countedSentence, PDF_KIND_NAMES } from './document-counts';

type Finished = Extract<BatchJobState, { phase: 'ready' }>;

const labelsCount = (total: number, i18n: PageI18n): string => i18n._(msg`${plural(total, { one: '# label', other: '# labels' })}`);

/** "Your PDF with 20 labels is ready.", naming the documents too when there are any. */
export function finishedText(state: Finished, i18n: PageI18n): string {
  if ('zpl' in state) {
    const made = labelsCount(state.total, i18n);
    const ready = i18n._(msg`Your ZPL file with ${made} is ready.`);
    return state.documentsLeft ? `${ready} ${i18n._(msg`It holds the labels only: choose PDF to make their documents.`)}` : ready;
  }
  if ('pdfs' in state) {
    const made = countedSentence(state.counts, i18n);
    return i18n._(msg`Your PDFs with ${made} are ready.`);
  }
  const made = state.counts ? countedSentence(state.counts, i18n) : labelsCount(state.total, i18n);
  return i18n._(msg`Your PDF with ${made} is ready.`);
}

type BatchFinishedProps = { state: Finished; onPrint: (pdf: Blob) => void };

/** Download and Print of the one PDF, or a Download for each separate PDF, named by what it holds. */
export function BatchFinished({ state, onPrint }: BatchFinishedProps) {
  const downloadsId = useId();
  const { i18n } = useLingui();
  if ('zpl' in state) {
    return (
      <Actions>
        <Button type="button" onClick={() => savePdf(state.zpl, batchZplFileName())}>
          <Trans>Download ZPL</Trans>
        </Button>
        <RawNote>
          <Trans>Send it to the printer as it is (raw): a print dialog is for PDFs.</Trans>
        </RawNote>
      </Actions>
    );
  }
  if ('pdfs' in state) {
    return (
      <Actions role="group" aria-labelledby={downloadsId}>
        <span id={downloadsId}>
          <Trans>Download:</Trans>
        </span>
        {state.pdfs.map(({ kind, pdf }) => (
          <Button key={kind} type="button" $variant={kind === 'labels' ? 'primary' : 'secondary'} onClick={() => savePdf(pdf, batchDocumentFileName(kind, state.madeAt))}>
            {i18n._(PDF_KIND_NAMES[kind])}
          </Button>
        ))}
      </Actions>
    );
  }
  return (
    <Actions>
      <Button type="button" onClick={() => savePdf(state.pdf, batchPdfFileName())}>
        <Trans>Download PDF</Trans>
      </Button>
      <Button type="button" $variant="secondary" onClick={() => onPrint(state.pdf)}>
        <Trans context="button">Print</Trans>
      </Button>
    </Actions>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  span { font-weight: 600; }
`;

const RawNote = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
