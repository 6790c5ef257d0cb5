import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import type { PrintOptions } from '../../stock/print-options';
import { Button } from '../../ui/button';
import { dotsPerMmOf } from '../../zpl/zpl-stock';
import { createZplActions, type ZplJob, type ZplRequest } from './zpl-actions';

type ZplButtonsProps = { readRequest: () => ZplRequest; options: PrintOptions };

const JOBS = ['download', 'copy'] as const satisfies readonly ZplJob[];
const text = {
  download: { idle: msg`Download ZPL`, busy: msg`Preparing ZPL…` },
  copy: { idle: msg`Copy ZPL`, busy: msg`Copying ZPL…` },
} as const;

/** Download ZPL and Copy ZPL, for a thermal printer that speaks ZPL, with the printer resolution the file is made for. */
export function ZplButtons({ readRequest, options }: ZplButtonsProps) {
  const [actions] = useState(() => createZplActions(readRequest));
  const state = useSyncExternalStore(actions.subscribe, actions.getState, actions.getState);
  const { t, i18n } = useLingui();
  const hintId = useId();
  const dpi = i18n.number(options.dpi);
  const dotsPerMm = i18n.number(dotsPerMmOf(options.dpi));
  return (
    <Group aria-label={t`For ZPL thermal printers`}>
      <Row>
        {JOBS.map((job) => (
          <Button key={job} type="button" $variant="secondary" aria-describedby={hintId} aria-disabled={state.busy !== null} data-busy={state.busy === job || undefined} onClick={() => void actions[job]()}>
            {i18n._(state.busy === job ? text[job].busy : text[job].idle)}
          </Button>
        ))}
      </Row>
      <Hint id={hintId}>
        <Trans>
          For Zebra and other ZPL thermal printers at {dpi} dpi ({dotsPerMm} dots/mm): send the file to the printer as it is, not through a print dialog.
        </Trans>
      </Hint>
      <Status role="status" $tone={state.message?.tone ?? 'info'}>
        {state.message?.text.map((sentence) => i18n._(sentence)).join(' ')}
      </Status>
    </Group>
  );
}

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-top: 16px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  button[aria-disabled='true'] { cursor: progress; opacity: 0.75; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Hint = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Status = styled.p<{ $tone: 'info' | 'error' }>`
  font-size: 0.875rem;
  color: ${({ $tone, theme }) => ($tone === 'error' ? theme.color.danger : theme.color.success)};
`;
