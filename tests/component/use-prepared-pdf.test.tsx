import { render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPrintSettings } from '../../src/features/print-settings';
import { logoStore } from '../../src/features/sender-logo/logo-store';
import type { LabelData } from '../../src/label/label-data';
import type { SenderLogo } from '../../src/label/sender-logo';
import { DEFAULT_PRINT_OPTIONS } from '../../src/stock/print-options';
import { makeLabel } from '../support/make-label';
import { memoryStorage } from '../support/memory-storage';

// The delivery's code stood in for: its prepared PDFs record what they are asked for; its logo is the page's own store.
const mocks = vi.hoisted(() => ({ prepare: vi.fn() }));
vi.mock('../../src/features/pdf-delivery/pdf-delivery-loader', () => ({
  loadPdfDelivery: async () => ({ preparedPdfs: { prepare: mocks.prepare }, followPdfExtras: (changed: () => void) => logoStore.subscribe(changed) }),
}));
const { usePreparedPdf } = await import('../../src/features/pdf-delivery/use-prepared-pdf');

const label = makeLabel({ toName: 'Logo Lena' });

function Form() {
  const form = useForm<LabelData>({ defaultValues: label });
  const [settings] = useState(() => createPrintSettings(memoryStorage(), DEFAULT_PRINT_OPTIONS));
  usePreparedPdf(form.subscribe, form.getValues, settings);
  return null;
}

const aLogo = (): SenderLogo => ({ png: new Uint8Array([137, 80, 78, 71]), widthPx: 40, heightPx: 20 });

describe('the PDF made ahead of a click', () => {
  beforeEach(() => {
    mocks.prepare.mockReset();
    logoStore.set(null);
  });

  it('is made again when the sender’s logo changes, with the label as it is, and no longer once the form is gone', async () => {
    const { unmount } = render(<Form />);
    await waitFor(() => expect(mocks.prepare).toHaveBeenCalledTimes(1)); // the page's first idle moment

    logoStore.set(aLogo());
    await waitFor(() => expect(mocks.prepare).toHaveBeenCalledTimes(2));
    expect(mocks.prepare.mock.calls[1]?.[0]).toMatchObject({ label: { toName: 'Logo Lena' } });

    logoStore.set(null); // Remove logo
    await waitFor(() => expect(mocks.prepare).toHaveBeenCalledTimes(3));

    unmount();
    logoStore.set(aLogo());
    await new Promise((resolve) => setTimeout(resolve, 0)); // a task later: every promise a call would start has settled
    expect(mocks.prepare).toHaveBeenCalledTimes(3);
  });
});
