import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { FitMode } from '../../cropper/label-fit';
import type { PrintOptions } from '../../stock/print-options';
import { Button } from '../../ui/button';
import { speaksZpl } from '../../zpl/zpl-stock';
import { openPrintTab, printInTab, savePdf } from '../pdf-delivery';
import type { CropItem } from './crop-items';
import type { CropperWorkerBridge } from './cropper-worker';

type Job = 'download' | 'print' | 'zpl';

type CropperActionsProps = {
  bridge: CropperWorkerBridge;
  /** Opens the files again in a worker restarted since they were opened; false when one cannot be. */
  openForPdf: (fileIds: readonly string[]) => Promise<boolean>;
  labels: readonly CropItem[];
  options: PrintOptions;
  mode: FitMode;
  /** Why no PDF can be made yet (pages still being read, nothing to print, a custom size with a problem), or null. */
  blockedBy: string | null;
};

const croppedPdfName = (now: number = Date.now()): string => `cropped-labels-${now}.pdf`;
const croppedZplName = (now: number = Date.now()): string => `cropped-labels-${now}.zpl`;

/** Download and Print: the labels as one PDF, made in the worker with its progress shown, one label a page or slot. */
export function CropperActions({ bridge, openForPdf, labels, options, mode, blockedBy }: CropperActionsProps) {
  const [busy, setBusy] = useState<Job | null>(null);
  const [done, setDone] = useState(0);
  const [message, setMessage] = useState<{ text: string; tone: 'info' | 'error' } | null>(null);
  const running = useRef<AbortController | null>(null);

  async function run(job: Job): Promise<void> {
    if (busy !== null) return;
    if (blockedBy !== null) return setMessage({ text: blockedBy, tone: 'error' });
    // The print tab opens inside the click, before any waiting, so no pop-up blocker stops it.
    const tab = job === 'print' ? openPrintTab() : null;
    const controller = new AbortController();
    running.current = controller;
    setBusy(job);
    setDone(0);
    setMessage(null);
    const jobs = labels.map(({ fileId, page, crop, turns }) => ({ fileId, page, crop, turns }));
    const outcome = (await openForPdf(jobs.map((job) => job.fileId)))
      ? await (job === 'zpl' ? bridge.croppedZpl : bridge.croppedPdf)(options, mode, jobs, { onProgress: setDone, signal: controller.signal })
      : ({ kind: 'failed', message: 'a file could not be opened again. Remove it and drop it here again.' } as const);
    running.current = null;
    setBusy(null);
    if (outcome.kind === 'done') {
      if (tab) printInTab(tab, outcome.value);
      else savePdf(outcome.value, job === 'zpl' ? croppedZplName() : croppedPdfName());
      setMessage({ text: `${labels.length} ${labels.length === 1 ? 'label' : 'labels'} ready.`, tone: 'info' });
      return;
    }
    tab?.close();
    if (outcome.kind === 'failed') setMessage({ text: `The ${job === 'zpl' ? 'ZPL' : 'PDF'} could not be made: ${outcome.message}`, tone: 'error' });
    if (outcome.kind === 'cancelled') setMessage({ text: 'Cancelled.', tone: 'info' });
  }

  return (
    <Bar>
      <Button type="button" $variant="primary" aria-disabled={busy !== null || blockedBy !== null} onClick={() => void run('download')}>
        {busy === 'download' ? 'Preparing PDF…' : 'Download PDF'}
      </Button>
      <Button type="button" $variant="secondary" aria-disabled={busy !== null || blockedBy !== null} onClick={() => void run('print')}>
        {busy === 'print' ? 'Preparing print…' : 'Print'}
      </Button>
      {speaksZpl(options) && (
        <Button type="button" $variant="secondary" aria-disabled={busy !== null || blockedBy !== null} onClick={() => void run('zpl')}>
          {busy === 'zpl' ? 'Preparing ZPL…' : 'Download ZPL'}
        </Button>
      )}
      {busy !== null && (
        <Button type="button" $variant="secondary" onClick={() => running.current?.abort()}>
          Cancel
        </Button>
      )}
      <Status role="status" $tone={message?.tone ?? 'info'}>
        {busy !== null ? `Cropping label ${Math.min(done + 1, labels.length)} of ${labels.length}…` : (message?.text ?? blockedBy ?? '')}
      </Status>
      <Hint>Print at 100 % (“Actual size”), not “Fit to page”.{speaksZpl(options) && ' Send a ZPL file to the printer as it is (raw), not through a print dialog.'}</Hint>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 12px;
  button[aria-disabled='true'] { opacity: 0.75; cursor: not-allowed; }
`;

const Status = styled.p<{ $tone: 'info' | 'error' }>`
  flex-basis: 100%;
  min-height: 1.4em;
  font-size: 0.9375rem;
  color: ${({ $tone, theme }) => ($tone === 'error' ? theme.color.danger : theme.color.text)};
`;

const Hint = styled.p`
  flex-basis: 100%;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
