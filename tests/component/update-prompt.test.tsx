import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ServiceWorkerUpdates } from '../../src/app/offline/service-worker-updates';
import { UpdatePrompt } from '../../src/app/offline/update-prompt';
import { renderInSite } from '../support/render-app';

function fakeUpdates() {
  let waiting = false;
  const listeners = new Set<() => void>();
  const updates: ServiceWorkerUpdates = {
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    isWaiting: () => waiting,
    reload: vi.fn(async () => undefined),
  };
  const arrive = () => act(() => ((waiting = true), listeners.forEach((listener) => listener())));
  return { updates, arrive };
}

describe('UpdatePrompt', () => {
  it('keeps an empty status region until a new version is ready, then offers "A new version is ready — Reload"', async () => {
    const { updates, arrive } = fakeUpdates();
    renderInSite(<UpdatePrompt updates={updates} />);
    const region = screen.getByRole('status', { name: 'Site update' });
    expect(region).toBeEmptyDOMElement();
    arrive();
    expect(region).toHaveTextContent(/^A new version is ready —\s*Reload$/);
    expect(updates.reload).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(updates.reload).toHaveBeenCalledOnce();
  });
});
