import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { site } from '../../src/config/site';
import { renderSite } from '../support/render-app';
import { sitePages } from '../support/site-pages';

// jsdom has no Worker; this test is about the head, not the generator's worker.
vi.mock('../../src/features/label-worker/label-worker', () => ({
  labelWorkerBridge: { barcodeImage: vi.fn(() => new Promise(() => undefined)), labelsPdf: vi.fn(() => new Promise(() => undefined)) },
  batchWorkerBridge: { readTable: vi.fn(), prepareImport: vi.fn(), prepareBatch: vi.fn(), batchPdf: vi.fn(), holdBatch: vi.fn() },
}));

const route: { path: string; heading: string | RegExp; title: string }[] = [
  ...sitePages,
  { path: '/missing', heading: /Oops! Page not found/, title: 'Page Not Found - ShipLabel' },
];

const count = (selector: string) => document.head.querySelectorAll(selector).length;

describe('page metadata while navigating', () => {
  it('gives every route its own title and exactly one canonical link to its URL', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = renderSite('/');
    for (const { path, heading, title } of [...route, ...route.slice().reverse()]) {
      await act(() => router.navigate(path));
      // The first visit to a page transforms its lazy module in vitest, which is slow on a busy machine.
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument();
      // The head is written once the tag builder's code has arrived, a moment after the page.
      await waitFor(() => expect(document.title).toBe(title), { timeout: 5000 });
      expect(count('link[rel="canonical"]')).toBe(1);
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${site.origin}${path}`);
      for (const selector of ['meta[name="description"]', 'meta[property="og:title"]', 'meta[name="twitter:card"]']) {
        expect(count(selector)).toBe(1);
      }
      expect(count('script[type="application/ld+json"]')).toBe(path === '/' ? 1 : 0);
      expect(count('meta[name="robots"]')).toBe(path === '/missing' ? 1 : 0);
    }
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), '/missing');
    warn.mockRestore();
  }, 20_000);
});
