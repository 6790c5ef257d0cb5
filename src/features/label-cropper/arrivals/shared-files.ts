import { SHARED_FILES_CACHE, SHARED_NAME_HEADER } from '../../../config/share-target';

/** The files the service worker kept from a share, taken out of its cache (so they are taken once), in the order shared. */
export async function takeSharedFiles(): Promise<File[]> {
  if (typeof caches === 'undefined') return [];
  const cache = await caches.open(SHARED_FILES_CACHE);
  const keys = await cache.keys();
  const index = (request: Request): number => Number(new URL(request.url).pathname.split('/').pop());
  const files: File[] = [];
  for (const key of [...keys].sort((a, b) => index(a) - index(b))) {
    const response = await cache.match(key);
    if (response) {
      const name = decodeURIComponent(response.headers.get(SHARED_NAME_HEADER) ?? '') || `shared-${index(key) + 1}`;
      files.push(new File([await response.blob()], name, { type: response.headers.get('Content-Type') ?? '' }));
    }
    await cache.delete(key);
  }
  return files;
}
