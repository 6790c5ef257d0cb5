import type { MessageDescriptor } from '@lingui/core';
import { useEffect } from 'react';
import { SHARED_COUNT_PARAM } from '../../../config/share-target';
import { cropperMessages } from '../../../cropper/cropper-messages';
import { takeSharedFiles } from './shared-files';

/** The launch queue of an installed app opening files (Chromium's File Handling), where the browser has one. */
type LaunchQueue = { setConsumer: (consumer: (params: { files: readonly { getFile: () => Promise<File> }[] }) => void) => void };

/**
 * Files arriving from outside the page: shared to ShipLabel (the service worker kept them and sent the visitor here
 * with `?shared=N`), or opened with an installed ShipLabel (the launch queue). They are added like dropped files.
 */
export function useArrivingFiles(addFiles: (files: readonly File[]) => void, notify: (notice: MessageDescriptor) => void): void {
  useEffect(() => {
    const address = new URL(window.location.href);
    const shared = address.searchParams.get(SHARED_COUNT_PARAM);
    if (shared !== null) {
      // Taken once: a reload of the page does not bring the same files again.
      address.searchParams.delete(SHARED_COUNT_PARAM);
      window.history.replaceState(window.history.state, '', address.pathname + address.search + address.hash);
      void takeSharedFiles()
        .catch(() => [])
        .then((files) => {
          if (files.length > 0) addFiles(files);
          else notify(Number(shared) > 0 ? cropperMessages.sharedFilesGone : cropperMessages.nothingShared);
        });
    }
    const launchQueue = (window as { launchQueue?: LaunchQueue }).launchQueue;
    launchQueue?.setConsumer((params) => {
      void Promise.all(params.files.map((handle) => handle.getFile())).then((files) => files.length > 0 && addFiles(files));
    });
  }, [addFiles, notify]);
}
