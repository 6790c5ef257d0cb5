import type { MessageDescriptor } from '@lingui/core';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cropperMessages } from '../../src/cropper/cropper-messages';
import { useArrivingFiles } from '../../src/features/label-cropper/arrivals/use-arriving-files';

// Files arriving at the cropper from outside the page: a share the service worker kept (?shared=N), or files an
// installed ShipLabel was opened with (the launch queue).

type Launch = { files: { getFile: () => Promise<File> }[] };

afterEach(() => {
  window.history.replaceState(null, '', '/');
  delete (window as { launchQueue?: unknown }).launchQueue;
});

const arriving = () => {
  const addFiles = vi.fn<(files: readonly File[]) => void>();
  const notify = vi.fn<(notice: MessageDescriptor) => void>();
  renderHook(() => useArrivingFiles(addFiles, notify));
  return { addFiles, notify };
};

describe('useArrivingFiles', () => {
  it('hands the launch queue’s files to the cropper', async () => {
    const label = new File(['%PDF-1.7'], 'ups.pdf', { type: 'application/pdf' });
    (window as { launchQueue?: unknown }).launchQueue = { setConsumer: (consumer: (launch: Launch) => void) => consumer({ files: [{ getFile: () => Promise.resolve(label) }] }) };
    const { addFiles } = arriving();
    await waitFor(() => expect(addFiles).toHaveBeenCalledWith([label]));
  });

  it('says a share brought no file, and takes the count out of the address so a reload does not say it again', async () => {
    window.history.replaceState(null, '', '/label-cropper?shared=0');
    const { addFiles, notify } = arriving();
    await waitFor(() => expect(notify).toHaveBeenCalledWith(cropperMessages.nothingShared));
    expect(addFiles).not.toHaveBeenCalled();
    expect(window.location.pathname + window.location.search).toBe('/label-cropper');
  });

  it('says shared files that are no longer kept are gone', async () => {
    window.history.replaceState(null, '', '/label-cropper?shared=2');
    const { notify } = arriving();
    await waitFor(() => expect(notify).toHaveBeenCalledWith(cropperMessages.sharedFilesGone));
  });

  it('does nothing on a visit of its own', () => {
    window.history.replaceState(null, '', '/label-cropper');
    const { addFiles, notify } = arriving();
    expect(addFiles).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });
});
