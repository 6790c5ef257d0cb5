import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { failureCode, failureMessage } from '../../cropper/cropper-failures';
import type { FitMode } from '../../cropper/label-fit';
import type { LabelFacts } from '../../label-reading/label-facts';
import { labelsCsv } from '../../label-reading/labels-csv';
import { pickListOf } from '../../label-reading/pick-list';
import { scanTally, type ScanCheck } from '../../label-reading/scan-check';
import type { PrintOptions } from '../../stock/print-options';
import { Button } from '../../ui/button';
import { speaksZpl } from '../../zpl/zpl-stock';
import { openPrintTab, printInTab, savePdf } from '../pdf-delivery';
import type { CropItem } from './crop-items';
import type { CropperWorkerBridge, PdfPhase } from './cropper-worker';
import { checkCodesOf, checkKeyOf, checksOf, type PrintChecks } from './reading/print-checks';

type Job = 'download' | 'print' | 'zpl' | 'csv';

type CropperActionsProps = {
  bridge: CropperWorkerBridge;
  /** Opens the files again in a worker restarted since they were opened; false when one cannot be. */
  openForPdf: (fileIds: readonly string[]) => Promise<boolean>;
  /** The labels that print, in print order, and what each says (null while unread). */
  labels: readonly CropItem[];
  facts: readonly (LabelFacts | null)[];
  options: PrintOptions;
  mode: FitMode;
  pickListFirst: boolean;
  /** The print checks made so far, and where new ones go. */
  checks: PrintChecks;
  onChecked: (checks: Map<string, ScanCheck>) => void;
  /** Why no PDF can be made yet (pages still being read, nothing to print, a custom size with a problem), or null. */
  blockedBy: string | null;
};

const stamped = (name: string, extension: string, now: number = Date.now()): string => `${name}-${now}.${extension}`;

/** The progress line while a job runs: the label it is at, of how many, as it is written or checked. */
const progressWords = (phase: PdfPhase, at: number, total: number): MessageDescriptor =>
  phase === 'writing' ? msg`Cropping label ${plural(at, { other: '#' })} of ${plural(total, { other: '#' })}…` : msg`Checking that label ${plural(at, { other: '#' })} of ${plural(total, { other: '#' })}…`;

/** The labels made, before the print check's tally. */
const readyWords = (count: number): MessageDescriptor => msg`${plural(count, { one: '# label ready.', other: '# labels ready.' })}`;

/** Download, Print, Download ZPL and Export CSV: the labels made in the worker, checked to scan, with progress shown. */
export function CropperActions({ bridge, openForPdf, labels, facts, options, mode, pickListFirst, checks, onChecked, blockedBy }: CropperActionsProps) {
  const { t, i18n } = useLingui();
  const say = (message: MessageDescriptor) => i18n._(message);
  const [busy, setBusy] = useState<Job | null>(null);
  const [progress, setProgress] = useState<{ done: number; phase: PdfPhase }>({ done: 0, phase: 'writing' });
  const [message, setMessage] = useState<{ text: string; tone: 'info' | 'error' } | null>(null);
  const running = useRef<AbortController | null>(null);
  const checked = (): ScanCheck[] | null => {
    const found = labels.map((item) => checks.get(checkKeyOf(item, options, mode)));
    return found.every((check): check is ScanCheck => check !== undefined) ? found : null;
  };

  async function run(job: Job): Promise<void> {
    if (busy !== null) return;
    if (blockedBy !== null) return setMessage({ text: blockedBy, tone: 'error' });
    const known = job === 'csv' ? checked() : null;
    if (known) return exportCsv(known);
    // The print tab opens inside the click, before any waiting, so no pop-up blocker stops it.
    const tab = job === 'print' ? openPrintTab() : null;
    const controller = new AbortController();
    running.current = controller;
    setBusy(job);
    setProgress({ done: 0, phase: 'writing' });
    setMessage(null);
    const jobs = labels.map(({ fileId, page, crop, turns }) => ({ fileId, page, crop, turns }));
    const call = { onProgress: (done: number, phase: PdfPhase = 'writing') => setProgress({ done, phase }), signal: controller.signal };
    const readFacts = facts.flatMap((fact) => (fact ? [fact] : []));
    const extras = { pickList: pickListFirst && job !== 'csv' ? pickListOf(readFacts) : null, checkCodes: checkCodesOf(facts) };
    const reopened = await openForPdf(jobs.map((each) => each.fileId));
    const outcome = !reopened
      ? ({ kind: 'failed', message: failureCode('file-not-reopened') } as const)
      : job === 'zpl'
        ? await bridge.croppedZpl(options, mode, jobs, call)
        : await bridge.croppedPdf(options, mode, jobs, extras, call);
    running.current = null;
    setBusy(null);
    if (outcome.kind === 'done') {
      if (outcome.value instanceof Blob) {
        savePdf(outcome.value, stamped('cropped-labels', 'zpl'));
        return setMessage({ text: say(readyWords(labels.length)), tone: 'info' });
      }
      const made = checksOf(labels, facts, outcome.value.printed, options, mode);
      onChecked(made);
      const tally = scanTally([...made.values()], say);
      if (job === 'csv') return exportCsv([...made.values()]);
      if (tab) printInTab(tab, outcome.value.pdf);
      else savePdf(outcome.value.pdf, stamped('cropped-labels', 'pdf'));
      const ready = say(readyWords(labels.length));
      return setMessage({ text: t({ message: `${ready} ${tally}`, comment: 'How many labels are ready, then how many of them scan once printed' }), tone: 'info' });
    }
    tab?.close();
    const format = job === 'zpl' ? 'ZPL' : job === 'csv' ? 'CSV' : 'PDF';
    if (outcome.kind === 'failed') {
      // The worker's own failures are worded in the visitor's language; another's message (a library's) is shown as it is.
      const known = failureMessage(outcome.message);
      const reason = known ? say(known) : outcome.message;
      setMessage({ text: t({ message: `The ${format} could not be made: ${reason}`, comment: '{format} is PDF, ZPL or CSV; {reason} says why' }), tone: 'error' });
    }
    if (outcome.kind === 'cancelled') setMessage({ text: t`Cancelled.`, tone: 'info' });
  }

  function exportCsv(made: readonly ScanCheck[]): void {
    const rows = labels.flatMap((item, index) => {
      const fact = facts[index];
      return fact ? [{ file: item.fileName, page: item.page + 1, facts: fact, scans: made[index]?.kind === 'scans' }] : [];
    });
    savePdf(new Blob([labelsCsv(rows)], { type: 'text/csv' }), stamped('labels', 'csv'));
    const count = rows.length;
    setMessage({ text: t`CSV of ${plural(count, { one: '# label', other: '# labels' })} saved.`, tone: 'info' });
  }

  const disabled = busy !== null || blockedBy !== null;
  return (
    <Bar>
      <Button type="button" $variant="primary" aria-disabled={disabled} onClick={() => void run('download')}>
        {busy === 'download' ? <Trans>Preparing PDF…</Trans> : <Trans>Download PDF</Trans>}
      </Button>
      <Button type="button" $variant="secondary" aria-disabled={disabled} onClick={() => void run('print')}>
        {busy === 'print' ? <Trans>Preparing print…</Trans> : <Trans context="button">Print</Trans>}
      </Button>
      {speaksZpl(options) && (
        <Button type="button" $variant="secondary" aria-disabled={disabled} onClick={() => void run('zpl')}>
          {busy === 'zpl' ? <Trans>Preparing ZPL…</Trans> : <Trans>Download ZPL</Trans>}
        </Button>
      )}
      <Button type="button" $variant="secondary" aria-disabled={disabled} onClick={() => void run('csv')}>
        {busy === 'csv' ? <Trans>Checking labels…</Trans> : <Trans>Export CSV</Trans>}
      </Button>
      {busy !== null && (
        <Button type="button" $variant="secondary" onClick={() => running.current?.abort()}>
          <Trans context="button">Cancel</Trans>
        </Button>
      )}
      <Status role="status" $tone={message?.tone ?? 'info'}>
        {busy !== null ? say(progressWords(progress.phase, Math.min(progress.done + 1, labels.length), labels.length)) : (message?.text ?? blockedBy ?? '')}
      </Status>
      <Hint>
        <Trans comment="“Actual size” and “Fit to page” are the choices of the browser’s print dialog">Print at 100 % (“Actual size”), not “Fit to page”.</Trans>
        {speaksZpl(options) && (
          <>
            {' '}
            <Trans>Send a ZPL file to the printer as it is (raw), not through a print dialog.</Trans>
          </>
        )}
      </Hint>
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
