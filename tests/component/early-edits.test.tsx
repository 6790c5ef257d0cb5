import { act } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { LABEL_FORM_ID, useEarlyEdits } from '../../src/features/label-form/use-early-edits';
import { createPrintSettings, PrintSettingsCard, type PrintSettings } from '../../src/features/print-settings';
import { theme } from '../../src/theme/theme';
import { memoryStorage } from '../support/memory-storage';

/** The generator's print settings as the page holds them: its early edits taken, its Label & Printer card shown. */
function SettingsForm({ settings }: { settings: PrintSettings }) {
  useEarlyEdits({ setValue: () => undefined, settings });
  return (
    <form id={LABEL_FORM_ID}>
      <PrintSettingsCard settings={settings} />
    </form>
  );
}

/** A visitor who chooses 300 dpi the moment the page is live, in the very commit that makes it so. */
function ChoosesAtOnce() {
  useLayoutEffect(() => {
    const dpi = document.querySelector<HTMLSelectElement>('select[name="printerDpi"]')!;
    dpi.value = '300';
    dpi.dispatchEvent(new Event('change', { bubbles: true }));
  }, []);
  return null;
}

function Page({ settings, visitor }: { settings: PrintSettings; visitor: boolean }) {
  return (
    <ThemeProvider theme={theme}>
      <SettingsForm settings={settings} />
      {visitor && <ChoosesAtOnce />}
    </ThemeProvider>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The page prerendered, the label size changed before its code ran, then hydrated with `visitor` at hand. */
function hydrateWithEarlySize(size: string, visitor: boolean) {
  const storage = memoryStorage();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page settings={createPrintSettings(memoryStorage())} visitor={false} />);
  document.body.append(container);
  container.querySelector<HTMLSelectElement>('select[name="labelSize"]')!.value = size;
  const settings = createPrintSettings(storage);
  const mismatches: unknown[] = [];
  act(() => {
    root = hydrateRoot(container, <Page settings={settings} visitor={visitor} />, { onRecoverableError: (error) => void mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  return { settings, storage };
}

describe('choices made on a prerendered page', () => {
  it('a size chosen before the code ran is taken once live, at its printers’ usual resolution', () => {
    const { settings } = hydrateWithEarlySize('100x150', false);
    expect(settings.get()).toMatchObject({ stockId: '100x150', dpi: 203 });
    expect(document.querySelector<HTMLSelectElement>('select[name="labelSize"]')!.value).toBe('100x150');
  });

  it('a resolution chosen the moment the page is live is kept over the early size’s usual one', () => {
    const { settings, storage } = hydrateWithEarlySize('100x150', true);
    expect(settings.get()).toMatchObject({ stockId: '100x150', dpi: 300 });
    expect(document.querySelector<HTMLSelectElement>('select[name="printerDpi"]')!.value).toBe('300');
    expect(JSON.parse(storage.getItem('shiplabel:print-settings')!)).toMatchObject({ size: '100x150', dpi: 300 });
  });
});
