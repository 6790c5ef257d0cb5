import { paths } from './paths';

// "Share → ShipLabel" and files opened with an installed ShipLabel: where the manifest's share target posts, where the
// service worker keeps the files it takes, and how it tells the cropper. The service worker's handler spells these out
// (it is copied into sw.js as it stands); a test holds the two to each other.

/** Where the share target posts its files: the cropper's page, which the service worker answers itself. */
export const SHARE_TARGET_ACTION = `${paths.labelCropper}?share-target`;

/** The form field the shared files come in. */
export const SHARED_FILES_FIELD = 'labels';

/** The cache the service worker keeps shared files in, each under SHARED_FILE_PATH + its index, until the cropper takes them. */
export const SHARED_FILES_CACHE = 'shiplabel-shared-files';
export const SHARED_FILE_PATH = '/shared-files/';

/** The cropper's address after a share says how many files came: `?shared=2`. */
export const SHARED_COUNT_PARAM = 'shared';

/** The header a kept file's name travels in, URI-encoded. */
export const SHARED_NAME_HEADER = 'X-File-Name';
