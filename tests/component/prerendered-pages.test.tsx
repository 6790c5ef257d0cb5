import { act, waitFor, within } from '@testing-library/react';
import { execFileSync } from 'node:child_process';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/app';
import { NOT_FOUND_PATH, paths } from '../../src/config/paths';
import type { PrerenderedPage } from '../../src/app/prerender-page';
import { SAMPLE_LABEL } from '../../src/label/sample-label';
import { SETTINGS_STORAGE_KEY } from '../../src/features/print-settings/print-settings';

// The preview asks the worker for its barcode once hydrated; this worker never answers.
vi.mock('../../src/features/label-worker/label-worker', () => {
  const never = () => new Promise(() => undefined);
  return {
    labelWorkerBridge: { barcodeImage: never, labelsPdf: never, labelLayout: never, preparePdf: never },
    batchWorkerBridge: { readTable: never, prepareImport: never, prepareBatch: never, batchPdf: never, holdBatch: never },
  };
});

const pagePaths = [...Object.values(paths), NOT_FOUND_PATH];
let built: Record<string, PrerenderedPage> = {};

// Every page as the build writes it, rendered in a process of its own: React's server renderer marks the
// context objects it used, which a browser never shares with it and this test process would.
beforeAll(() => {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'tests/support/prerender-pages.mts', ...pagePaths], { encoding: 'utf8' });
  built = JSON.parse(output) as Record<string, PrerenderedPage>;
}, 60_000);

let root: Root | null = null;
afterEach(async () => {
  // The page's lazy parts still on their way arrive first, while React is watched: one that arrived after the file's
  // environment was gone once made React finish its work without a window ("window is not defined").
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/**
 * Hydrates the HTML the build writes for `path`, as main.tsx does, and returns what React reported;
 * `beforeCode` acts on the page as a visitor could while its code is still loading.
 */
async function hydrateBuiltPage(path: string, beforeCode: () => void = () => undefined) {
  const { bodyHtml, styleTags } = built[path]!;
  window.history.replaceState(null, '', path === NOT_FOUND_PATH ? '/no-such-page' : path);
  document.head.insertAdjacentHTML('beforeend', styleTags);
  document.body.innerHTML = `<div id="root">${bodyHtml}</div>`;
  const container = document.getElementById('root')!;
  beforeCode();
  const reported: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => void reported.push(args.join(' ')));
  const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </StrictMode>,
        { onRecoverableError: (error) => void reported.push(error) },
      );
    });
    // The page's lazy chunk arrives, and React hydrates what it had left as the server wrote it: React marks
    // each element it has taken over with its fiber.
    const heading = container.querySelector('main h1')!;
    await waitFor(() => expect(Object.keys(heading).some((key) => key.startsWith('__reactFiber'))).toBe(true), { timeout: 10_000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  } finally {
    consoleError.mockRestore();
    consoleWarn.mockRestore();
  }
  return { reported, container };
}

describe('the prerendered pages', () => {
  for (const path of pagePaths) {
    it(`${path}: the app takes over the HTML the build wrote without a mismatch, and the page stays`, async () => {
      const { reported, container } = await hydrateBuiltPage(path);
      expect(reported).toEqual([]);
      expect(container.querySelector('h1')?.textContent).not.toBe('');
      expect(container.querySelector('main')?.textContent).not.toBe('');
    });
  }

  it('/generator keeps what was typed and chosen before its code arrived, and the preview shows it', async () => {
    const control = <T extends Element>(name: string) => document.querySelector<T & Element>(`[name="${name}"]`)!;
    const { reported, container } = await hydrateBuiltPage(paths.generator, () => {
      control<HTMLInputElement>('toName').value = 'Early Edna Marsh';
      control<HTMLSelectElement>('labelSize').value = '4x6';
    });
    expect(reported).toEqual([]);
    await waitFor(() => expect(within(container).getByRole('region', { name: /preview/i })).toHaveTextContent('Early Edna Marsh'));
    expect(control<HTMLInputElement>('toName').value).toBe('Early Edna Marsh');
    expect(control<HTMLSelectElement>('labelSize').value).toBe('4x6');
    // A new size takes its printers' usual resolution, as when chosen with the code running.
    expect(control<HTMLSelectElement>('printerDpi').value).toBe('203');
    expect(control<HTMLInputElement>('fromName').value).toBe(SAMPLE_LABEL.fromName);
  });

  it('/label-cropper is written with the 4 × 6 in label chosen, and a first-time visitor keeps it once live', async () => {
    const written = document.createElement('template');
    written.innerHTML = built[paths.labelCropper]!.bodyHtml;
    expect(written.content.querySelector<HTMLOptionElement>('select[name="labelSize"] option[selected]')?.value).toBe('4x6');
    const { reported } = await hydrateBuiltPage(paths.labelCropper);
    expect(reported).toEqual([]);
    expect(document.querySelector<HTMLSelectElement>('select[name="labelSize"]')!.value).toBe('4x6');
  });

  it('/label-cropper shows a stock the visitor chose before, on either page, once live and without a mismatch', async () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ size: 'a4', dpi: 300 }));
    try {
      const { reported } = await hydrateBuiltPage(paths.labelCropper);
      expect(reported).toEqual([]);
      await waitFor(() => expect(document.querySelector<HTMLSelectElement>('select[name="labelSize"]')!.value).toBe('a4'));
    } finally {
      localStorage.clear();
    }
  });

  it('hold no script, so the CSP holds and each page reads before any code runs', () => {
    for (const path of pagePaths) expect(built[path]!.bodyHtml).not.toMatch(/<script|<template/);
  });
});
