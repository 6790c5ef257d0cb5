import { useId, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import type { PrintOptions } from '../../stock/print-options';
import { Button } from '../../ui/button';
import { createZplActions, type ZplRequest } from './zpl-actions';

type ZplButtonsProps = { readRequest: () => ZplRequest; options: PrintOptions };

const dotsPerMm = (dpi: PrintOptions['dpi']): number => (dpi === 203 ? 8 : 12);

/** Download ZPL and Copy ZPL, for a thermal printer that speaks ZPL, with the printer resolution the file is made for. */
export function ZplButtons({ readRequest, options }: ZplButtonsProps) {
  const [actions] = useState(() => createZplActions(readRequest));
  const state = useSyncExternalStore(actions.subscribe, actions.getState, actions.getState);
  const hintId = useId();
  return (
    <Group aria-label="For ZPL thermal printers">
      <Row>
        <Button type="button" $variant="secondary" aria-describedby={hintId} aria-disabled={state.busy !== null} data-busy={state.busy === 'download' || undefined} onClick={() => void actions.download()}>
          {state.busy === 'download' ? 'Preparing ZPL…' : 'Download ZPL'}
        </Button>
        <Button type="button" $variant="secondary" aria-describedby={hintId} aria-disabled={state.busy !== null} data-busy={state.busy === 'copy' || undefined} onClick={() => void actions.copy()}>
          {state.busy === 'copy' ? 'Copying ZPL…' : 'Copy ZPL'}
        </Button>
      </Row>
      <Hint id={hintId}>
        For Zebra and other ZPL thermal printers at {options.dpi} dpi ({dotsPerMm(options.dpi)} dots/mm): send the file to the printer as it is, not through a print dialog.
      </Hint>
      <Status role="status" $tone={state.message?.tone ?? 'info'}>
        {state.message?.text}
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
