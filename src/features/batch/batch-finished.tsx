import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/button';
import { batchPdfFileName, savePdf } from '../pdf-delivery';
import { batchZplFileName } from '../zpl-delivery';
import type { BatchJobState } from './batch-job';
import { batchDocumentFileName, countedSentence, PDF_KIND_NAMES } from './document-counts';

type Finished = Extract<BatchJobState, { phase: 'ready' }>;

const labelsCount = (total: number) => `${total.toLocaleString('en-US')} ${total === 1 ? 'label' : 'labels'}`;

/** "Your PDF with 20 labels is ready.", naming the documents too when there are any. */
export function finishedText(state: Finished): string {
  if ('zpl' in state) return `Your ZPL file with ${labelsCount(state.total)} is ready.${state.documentsLeft ? ' It holds the labels only: choose PDF to make their documents.' : ''}`;
  if ('pdfs' in state) return `Your PDFs with ${countedSentence(state.counts)} are ready.`;
  return `Your PDF with ${state.counts ? countedSentence(state.counts) : labelsCount(state.total)} is ready.`;
}

type BatchFinishedProps = { state: Finished; onPrint: (pdf: Blob) => void };

/** Download and Print of the one PDF, or a Download for each separate PDF, named by what it holds. */
export function BatchFinished({ state, onPrint }: BatchFinishedProps) {
  const downloadsId = useId();
  if ('zpl' in state) {
    return (
      <Actions>
        <Button type="button" onClick={() => savePdf(state.zpl, batchZplFileName())}>
          Download ZPL
        </Button>
        <RawNote>Send it to the printer as it is (raw): a print dialog is for PDFs.</RawNote>
      </Actions>
    );
  }
  if ('pdfs' in state) {
    return (
      <Actions role="group" aria-labelledby={downloadsId}>
        <span id={downloadsId}>Download:</span>
        {state.pdfs.map(({ kind, pdf }) => (
          <Button key={kind} type="button" $variant={kind === 'labels' ? 'primary' : 'secondary'} onClick={() => savePdf(pdf, batchDocumentFileName(kind, state.madeAt))}>
            {PDF_KIND_NAMES[kind]}
          </Button>
        ))}
      </Actions>
    );
  }
  return (
    <Actions>
      <Button type="button" onClick={() => savePdf(state.pdf, batchPdfFileName())}>
        Download PDF
      </Button>
      <Button type="button" $variant="secondary" onClick={() => onPrint(state.pdf)}>
        Print
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
