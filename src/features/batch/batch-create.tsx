import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { stockOf } from '../../stock/stock-of';
import { stockTitle } from '../../stock/stock-words';
import { Button } from '../../ui/button';
import { printInTab, openPrintTab, pdfMessages, stockProblem } from '../pdf-delivery';
import type { LabelWorkerBridge } from '../label-worker';
import type { PrintSettings } from '../print-settings';
import { BatchCarries, type BatchCarriesProps } from './batch-carries';
import { BatchFinished, finishedText } from './batch-finished';
import { batchMessages, createBatchJob } from './batch-job';
import { batchParcels } from './batch-parcels';
import { BatchProgress } from './batch-progress';
import { createText, documentCounts, type DocumentCounts } from './document-counts';
import { eachParcel } from '../../label/parcel-count';
import { logoStore } from '../sender-logo';
import type { DocumentsOutput } from './documents-choice';
import { focusField } from './form-access';
import type { ReviewRow } from './review-rows';
import { batchSenderConcern, SENDER_FIELDS, type SenderConcern } from './sender-concern';
import { useFormFields } from './use-form-fields';
import { SenderQuestion, type SenderAnswer } from './sender-question';
import { usePrintOptions } from '../print-settings';
import { speaksZpl } from '../../zpl/zpl-stock';
import { RadioChoice } from './radio-choice';

type LabelsAs = 'pdf' | 'zpl';
const LABELS_AS_OPTIONS: readonly (readonly [LabelsAs, MessageDescriptor])[] = [
  ['pdf', msg({ message: 'PDF', comment: 'A file format: keep it as it is unless your language writes it otherwise' })],
  ['zpl', msg`ZPL (for Zebra and other thermal printers)`],
];

type BatchCreateProps = BatchCarriesProps & {
  /** What the included rows make: their labels, and their documents. */
  counts: DocumentCounts;
  labelsNow: () => ReviewRow[];
  output: DocumentsOutput;
  settings: PrintSettings;
  bridge: BatchBridge;
};

/** The batch worker's part that makes a batch's PDFs and gives way to typing. */
export type BatchBridge = Pick<LabelWorkerBridge, 'batchPdf' | 'batchDocuments' | 'batchZpl' | 'holdBatch'>;

/**
 * What the labels will carry, "Create N labels" (with the documents they come with; asking first when the sender is
 * the example one or none), its progress and Cancel, then Download and Print of the finished PDF, or its PDFs.
 */
export function BatchCreate({ counts, labelsNow, output, settings, bridge, form, fileHasSender, ...carries }: BatchCreateProps) {
  const included = counts.labels;
  const [job] = useState(() => createBatchJob(bridge));
  const state = useSyncExternalStore(job.subscribe, job.getState, job.getState);
  const options = usePrintOptions(settings);
  const { t, i18n } = useLingui();
  const [message, setMessage] = useState<MessageDescriptor | null>(null);
  // ZPL is offered where the stock is a roll a ZPL printer takes; elsewhere the labels are a PDF whatever was chosen.
  const [chosenAs, setLabelsAs] = useState<LabelsAs>('pdf');
  const labelsAs: LabelsAs = speaksZpl(options) ? chosenAs : 'pdf';
  // Each time the sender question is asked it is a new one: the answer of one closing is not the next one's.
  const [question, setQuestion] = useState<{ concern: SenderConcern; ask: number } | null>(null);
  const asks = useRef(0);
  const running = state.phase === 'running';
  const stockName = i18n._(stockNameOf(options));
  const startSlot = i18n.number(options.startSlot);
  const createButton = useRef<HTMLButtonElement>(null);
  // A PDF made before the rows, their documents or the label size changed is not what the table shows now.
  useEffect(() => job.reset(), [job, labelsNow, options, output, labelsAs]);
  // A finished PDF carries the sender it was made with: one changed since is not offered (a batch being made goes on).
  const sender = useFormFields(form, SENDER_FIELDS);
  useEffect(() => {
    if (job.getState().phase === 'ready') job.reset();
  }, [job, sender]);
  // A new import or leaving the page ends a batch still being made.
  useEffect(() => () => job.cancel(), [job]);
  useGiveWayToTyping(running, bridge);
  // When Cancel goes away with the run that just ended, focus moves to Create, not to the page's start.
  useEffect(() => {
    if (!running && document.activeElement === document.body) createButton.current?.focus();
  }, [running]);

  // What to ask before making these rows: the example sender or none, where the labels take the form's.
  const concernOf = (rows: readonly ReviewRow[]) => batchSenderConcern(form.read(), rows.map((row) => row.label), fileHasSender);

  function create(): void {
    if (state.phase === 'running' || included === 0) return;
    const badStock = stockProblem(settings.get());
    if (badStock) return setMessage(badStock);
    setMessage(null);
    const rows = labelsNow();
    const concern = concernOf(rows);
    if (concern !== null) return setQuestion({ concern, ask: (asks.current += 1) });
    make(rows);
  }

  function make(rows: readonly ReviewRow[]): void {
    const chosen = settings.get();
    const rowsOf = (index: number) => rows[index]?.rows ?? [];
    // The form's logo goes with the form's sender: a file with senders of its own prints none.
    const logo = fileHasSender ? null : logoStore.get();
    const documentsAsked = rows.some((row) => row.paperwork !== null);
    if (labelsAs === 'zpl') {
      const parcels = rows.flatMap((row, index) => eachParcel(row.label).map((label) => ({ label, index })));
      return void job.createZpl(chosen, parcels.map((parcel) => parcel.label), (at) => rowsOf(parcels[at]?.index ?? 0), logo, documentsAsked);
    }
    // Labels alone take the labels' own worker call, as before documents existed.
    if (!documentsAsked) {
      // One label per parcel, each knowing its row, so a failing one is named by its spreadsheet rows.
      const parcels = rows.flatMap((row, index) => eachParcel(row.label).map((label) => ({ label, index })));
      return void job.create(chosen, parcels.map((parcel) => parcel.label), (at) => rowsOf(parcels[at]?.index ?? 0), logo);
    }
    void job.createWithDocuments(chosen, batchParcels(rows, stockOf(chosen), new Date()), output, documentCounts(rows), rowsOf, logo);
  }

  function answer(ask: number, reply: SenderAnswer): void {
    // A dialog's close event comes a task after it closed, and focus is back on Create by then: Escape and Enter at
    // once ask again before the first question's answer arrives, which must not close the second.
    if (ask !== asks.current) return;
    setQuestion(null);
    if (reply === 'enter-sender') return focusField(form, 'fromName');
    createButton.current?.focus();
    if (reply !== 'create-without') return;
    // Only ever without a sender: never with the example one, or part of it.
    const rows = labelsNow();
    const concern = concernOf(rows);
    if (concern === null || concern === 'empty') make(rows);
  }

  function cancel(): void {
    job.cancel();
    createButton.current?.focus();
  }

  function print(pdf: Blob): void {
    const tab = openPrintTab();
    if (!tab) return setMessage(pdfMessages.popupBlocked);
    printInTab(tab, pdf);
    setMessage(msg`Your labels opened in a new tab for printing.`);
  }

  return (
    <Bar>
      <BatchCarries form={form} fileHasSender={fileHasSender} {...carries} />
      <p>
        {options.startSlot > 1 ? (
          <Trans>
            On <strong>{stockName}</strong>, starting at label {startSlot}, as chosen in the print settings above.
          </Trans>
        ) : (
          <Trans>
            On <strong>{stockName}</strong>, as chosen in the print settings above.
          </Trans>
        )}
      </p>
      {speaksZpl(options) && <RadioChoice legend={t`Labels as`} options={LABELS_AS_OPTIONS} value={labelsAs} onChange={setLabelsAs} />}
      <Actions>
        <Button ref={createButton} type="button" aria-disabled={running || included === 0} onClick={create}>
          {createText(counts, i18n)}
        </Button>
        {running && (
          <Button type="button" $variant="secondary" onClick={cancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </Actions>
      {state.phase === 'running' && <BatchProgress done={state.done} total={state.total} documents={state.documents === true} />}
      <div role="status">
        {state.phase === 'ready' && <Done>{finishedText(state, i18n)}</Done>}
        {state.phase === 'cancelled' && <p>{i18n._(state.changed ? batchMessages.changed : batchMessages.cancelled)}</p>}
        {message && <p>{i18n._(message)}</p>}
      </div>
      {question && <SenderQuestion key={question.ask} concern={question.concern} onAnswer={(reply) => answer(question.ask, reply)} />}
      {state.phase === 'failed' && <Failed role="alert">{i18n._(state.message)}</Failed>}
      {state.phase === 'ready' && <BatchFinished state={state} onPrint={print} />}
    </Bar>
  );
}

/** The stock's name, or word that the custom size needs fixing first. */
const stockNameOf = (options: Parameters<typeof stockOf>[0]): MessageDescriptor => {
  const stock = stockOf(options);
  return stock === null ? msg`a custom size that needs fixing` : stockTitle(stock);
};

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  button[aria-disabled='true'] { opacity: 0.6; cursor: not-allowed; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const Done = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.color.success};
`;

const Failed = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.color.danger};
`;

// How long the batch is held after a keystroke, and how often a keystroke renews the hold.
const HOLD_MS = 400;
const RENEW_MS = 150;

/** While a batch runs, each keystroke anywhere on the page holds it between parts, so typing keeps its CPU. */
function useGiveWayToTyping(running: boolean, bridge: BatchBridge): void {
  useEffect(() => {
    if (!running) return;
    let renewedAt = -Infinity;
    const typed = (event: Event) => {
      if (event.timeStamp - renewedAt < RENEW_MS) return;
      renewedAt = event.timeStamp;
      void bridge.holdBatch(HOLD_MS);
    };
    document.addEventListener('keydown', typed, { capture: true, passive: true });
    return () => document.removeEventListener('keydown', typed, { capture: true });
  }, [running, bridge]);
}
