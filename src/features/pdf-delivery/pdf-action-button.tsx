import { useLingui } from '@lingui/react/macro';
import { memo, useId, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/button';
import { useHydrated } from '../../ui/use-hydrated';
import type { PdfActions, PdfJob } from './pdf-actions';

type PdfActionButtonProps = { job: PdfJob; actions: PdfActions; hint?: string };

/** A Download or Print button, with a hint that describes it and the news of its last run announced beside it. */
export function PdfActionButton({ job, actions, hint }: PdfActionButtonProps) {
  const { i18n } = useLingui();
  const state = useSyncExternalStore(actions.subscribe, actions.getState, actions.getState);
  const live = useHydrated();
  const message = state.message?.job === job ? state.message : null;
  const hintId = useId();
  return (
    <Group>
      <ActionButton job={job} busy={state.busy === job} blocked={!live || state.busy !== null} onClick={actions[job]} describedBy={hint ? hintId : undefined} />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <Status role="status" $tone={message?.tone ?? 'info'}>
        {message === null ? null : i18n._(message.text)}
      </Status>
    </Group>
  );
}

type ActionButtonProps = { job: PdfJob; busy: boolean; blocked: boolean; onClick: () => Promise<void>; describedBy: string | undefined };

// Memoised: a click that only changes the status text does not re-render the button.
const ActionButton = memo(function ActionButton({ job, busy, blocked, onClick, describedBy }: ActionButtonProps) {
  const { t } = useLingui();
  const text = {
    download: busy ? t`Preparing PDF…` : t`Download PDF`,
    print: busy ? t`Preparing print…` : t({ message: 'Print', context: 'button' }),
  };
  return (
    <Button
      type="button"
      $variant={job === 'download' ? 'primary' : 'secondary'}
      aria-disabled={blocked}
      aria-describedby={describedBy}
      onClick={() => void onClick()}
      data-busy={busy || undefined}
    >
      {job === 'download' ? <DownloadIcon /> : <PrintIcon />}
      {text[job]}
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
  flex-direction: column;
  align-items: flex-end;
  gap: 6px;
  margin-inline-start: auto;
  button[aria-disabled='true'] { cursor: progress; opacity: 0.75; }
`;

const Hint = styled.p`
  max-width: 17em;
  text-align: end;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Status = styled.p<{ $tone: 'info' | 'error' }>`
  text-align: end;
  font-size: 0.875rem;
  color: ${({ $tone, theme }) => ($tone === 'error' ? theme.color.danger : theme.color.success)};
`;
