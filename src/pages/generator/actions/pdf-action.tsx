import { memo, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import type { PdfActions, PdfJob } from './pdf-actions';

type PdfActionProps = { job: PdfJob; actions: PdfActions };

const text = {
  download: { idle: 'Download PDF', busy: 'Preparing PDF…' },
  print: { idle: 'Print', busy: 'Preparing print…' },
} as const;

/** A Download or Print button, with the news of its last run announced beside it. */
export function PdfAction({ job, actions }: PdfActionProps) {
  const state = useSyncExternalStore(actions.subscribe, actions.getState);
  const message = state.message?.job === job ? state.message : null;
  return (
    <Group>
      <ActionButton job={job} busy={state.busy === job} blocked={state.busy !== null} onClick={actions[job]} />
      <Status role="status" $tone={message?.tone ?? 'info'}>
        {message?.text}
      </Status>
    </Group>
  );
}

type ActionButtonProps = { job: PdfJob; busy: boolean; blocked: boolean; onClick: () => Promise<void> };

// Memoised: a click that only changes the status text does not re-render the button.
const ActionButton = memo(function ActionButton({ job, busy, blocked, onClick }: ActionButtonProps) {
  return (
    <Button
      type="button"
      $variant={job === 'download' ? 'primary' : 'secondary'}
      aria-disabled={blocked}
      onClick={() => void onClick()}
      data-busy={busy || undefined}
    >
      {job === 'download' ? <DownloadIcon /> : <PrintIcon />}
      {busy ? text[job].busy : text[job].idle}
    </Button>
  );
});

function DownloadIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </svg>
  );
}

function PrintIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z" />
    </svg>
  );
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px 12px;
  button[aria-disabled='true'] { cursor: progress; opacity: 0.75; }
`;

const Status = styled.p<{ $tone: 'info' | 'error' }>`
  flex-basis: 100%;
  text-align: right;
  font-size: 0.875rem;
  color: ${({ $tone, theme }) => ($tone === 'error' ? theme.color.danger : theme.color.success)};
`;
