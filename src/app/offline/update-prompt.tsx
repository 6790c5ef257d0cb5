import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/button';
import type { ServiceWorkerUpdates } from './service-worker-updates';

type UpdatePromptProps = { updates: ServiceWorkerUpdates };

/**
 * "A new version is ready — Reload", in a corner, when a new deployment has installed. It takes no focus
 * and reloads only when asked, so nobody loses what they are typing. The live region is there from the
 * start, so screen readers announce the message when it appears.
 */
export function UpdatePrompt({ updates }: UpdatePromptProps) {
  const waiting = useSyncExternalStore(updates.subscribe, updates.isWaiting, updates.isWaiting);
  const { t } = useLingui();
  return (
    <Region role="status" aria-label={t`Site update`}>
      {waiting && (
        <Toast>
          <span>{t`A new version is ready —`}</span>
          <Button type="button" $variant="onDark" onClick={() => void updates.reload()}>
            {t({ message: 'Reload', context: 'a new version of the site' })}
          </Button>
        </Toast>
      )}
    </Region>
  );
}

const Region = styled.div`
  position: fixed;
  inset-inline-end: 16px;
  bottom: 16px;
  inset-inline-start: 16px;
  z-index: 60;
  display: flex;
  justify-content: flex-end;
  pointer-events: none;
`;

const Toast = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 12px 12px 12px 18px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.navy};
  color: ${({ theme }) => theme.color.onNavy};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  pointer-events: auto;
`;
