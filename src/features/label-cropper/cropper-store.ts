import type { MessageDescriptor } from '@lingui/core';
import { CROPPER_LIMITS } from '../../cropper/cropper-limits';
import { cropperMessages } from '../../cropper/cropper-messages';
import type { SourceKind } from '../../cropper/file-kind';
import { pagesLike } from '../../cropper/pages-like';
import type { CropRect, PageSizeMm, QuarterTurns } from '../../cropper/source-page';
import { cropForPagesLike, failedItem, foundItems, waitingItem, withReading, type CropItem } from './crop-items';
import { cropperWorkerMessages, type CropperWorkerBridge, type OpenedFile } from './cropper-worker';
import { fileProblemMessage } from './file-problem-message';
import type { DotsPerMm } from '../../zpl/zpl-stock';

/** A file the visitor brought: being read, open (its pages listed), or refused with a message naming it (the page words it). */
export type SourceEntry = {
  id: string;
  name: string;
  state: 'reading' | 'open' | 'problem';
  message: MessageDescriptor | null;
  kind: SourceKind | null;
  pages: readonly PageSizeMm[];
  /** Pixels a mm of an image or a ZPL label (8 or 12 for ZPL: its printer's dots), null for a PDF or until read. */
  pxPerMm?: number | null;
  /** What to know about an open file: that it is the same file as one added before. */
  note?: MessageDescriptor | null;
};

export type CropperState = {
  files: readonly SourceEntry[];
  items: readonly CropItem[];
  /** Messages about the drop as a whole (too many files). */
  notices: readonly MessageDescriptor[];
};

/** A file being read or open: its entry, the file itself, the worker generation it was opened in, its ZPL resolution, its bytes' digest. */
type Opened = { entry: SourceEntry; file: File; openedIn: number; zplDotsPerMm: DotsPerMm; digest?: string | undefined };

/** A file's bytes' SHA-256, to know the same file added twice; none where the browser cannot say. The bytes are copied at once. */
async function digestOf(bytes: Uint8Array<ArrayBuffer>): Promise<string | undefined> {
  if (typeof crypto === 'undefined' || crypto.subtle === undefined) return undefined;
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(hash, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The same message: the same words with the same values (descriptors made apart are alike, not identical). */
const sameMessage = (a: MessageDescriptor, b: MessageDescriptor): boolean => a.id === b.id && JSON.stringify(a.values) === JSON.stringify(b.values);

const EMPTY: CropperState = { files: [], items: [], notices: [] };

/** Object URLs for the pages' pictures; the tests give their own. */
export type PictureUrls = { create: (blob: Blob) => string; revoke: (url: string) => void };

const browserUrls: PictureUrls = { create: (blob) => URL.createObjectURL(blob), revoke: (url) => URL.revokeObjectURL(url) };

/**
 * The cropper's files, pages and crops, as a store the page reads with useSyncExternalStore. Files are read one at a
 * time and their pages looked at one at a time, in the order dropped, so the first page shows first; a worker that
 * hangs on one file is restarted and the others are opened again and go on. `locale` is the visitor's language, in
 * which a file's size is written.
 */
export function createCropperStore(bridge: CropperWorkerBridge, urls: PictureUrls = browserUrls, zplDotsPerMm: () => DotsPerMm = () => 8, locale = 'en') {
  let state = EMPTY;
  let nextId = 0;
  const listeners = new Set<() => void>();
  const opened = new Map<string, Opened>();
  const pageQueue: { fileId: string; page: number }[] = [];
  // Pages looked at, waiting to be read: every page is looked at first, so all the labels show before any is read.
  const readQueue: { fileId: string; page: number }[] = [];
  let reading: Promise<void> = Promise.resolve();
  let viewing = false;

  const set = (next: Partial<CropperState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };
  const setEntry = (id: string, change: Partial<SourceEntry>) => set({ files: state.files.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)) });
  const setItems = (change: (items: readonly CropItem[]) => CropItem[]) => set({ items: change(state.items) });
  const pagesInAll = () => state.files.reduce((sum, entry) => sum + entry.pages.length, 0);
  const listed = (id: string): boolean => state.files.some((entry) => entry.id === id);

  async function open(id: string, file: File): Promise<OpenedFile | { kind: 'failed'; message: MessageDescriptor }> {
    const generation = bridge.generation();
    const bytes = new Uint8Array(await file.arrayBuffer());
    // Its digest (the same file added twice is told) is taken before the bytes are handed to the worker.
    const first = opened.get(id);
    const digest = first && first.digest === undefined ? digestOf(bytes).catch(() => undefined) : null;
    const outcome = await bridge.openFile(id, bytes, first?.zplDotsPerMm ?? 8);
    if (first && digest) first.digest = await digest;
    if (outcome.kind === 'done' && outcome.value.kind === 'opened') {
      const known = opened.get(id);
      if (known) known.openedIn = generation;
    }
    if (outcome.kind === 'done') return outcome.value;
    // A worker that hung was restarted; one that died (out of memory, say) met a file it could not read.
    const hung = outcome.kind !== 'failed' || outcome.message === cropperWorkerMessages.hung;
    return { kind: 'failed', message: hung ? cropperMessages.timedOut(file.name) : cropperMessages.unreadable(file.name) };
  }

  async function read(entry: SourceEntry, file: File): Promise<void> {
    // A file removed while it waited its turn is not read at all.
    if (!listed(entry.id)) return;
    if (file.size > CROPPER_LIMITS.fileBytes) return setEntry(entry.id, { state: 'problem', message: cropperMessages.tooLarge(entry.name, file.size, locale) });
    opened.set(entry.id, { entry, file, openedIn: -1, zplDotsPerMm: zplDotsPerMm() });
    let result: Awaited<ReturnType<typeof open>>;
    try {
      result = await open(entry.id, file);
    } catch {
      result = { kind: 'problem', problem: { code: 'unreadable' } };
    }
    // Removed while it was being opened: none of its pages are added, and the worker lets it go.
    if (!listed(entry.id)) {
      if (result.kind === 'opened') void bridge.closeFile(entry.id);
      return;
    }
    if (result.kind !== 'opened') {
      opened.delete(entry.id);
      return setEntry(entry.id, { state: 'problem', message: result.kind === 'failed' ? result.message : fileProblemMessage(entry.name, result.problem, locale) });
    }
    if (pagesInAll() + result.pages.length > CROPPER_LIMITS.pagesInAll) {
      opened.delete(entry.id);
      void bridge.closeFile(entry.id);
      return setEntry(entry.id, { state: 'problem', message: cropperMessages.tooManyPagesInAll(CROPPER_LIMITS.pagesInAll) });
    }
    const source = { id: entry.id, name: entry.name, kind: result.sourceKind, pxPerMm: result.pxPerMm };
    const known = opened.get(entry.id);
    const first = known?.digest === undefined ? undefined : [...opened.values()].find((other) => other !== known && other.digest === known.digest && listed(other.entry.id));
    setEntry(entry.id, { state: 'open', kind: result.sourceKind, pages: result.pages, pxPerMm: result.pxPerMm, note: first ? cropperMessages.sameFileAgain(entry.name, first.entry.name) : null });
    setItems((items) => [...items, ...result.pages.map((size, page) => waitingItem(source, page, result.pages.length, size))]);
    pageQueue.push(...result.pages.map((_, page) => ({ fileId: entry.id, page })));
    void viewPages();
  }

  // A file being opened again: two pages read at once wait for the same opening.
  const reopening = new Map<string, Promise<boolean>>();

  /** Opens a file again in a worker that was restarted since it was opened, once however many ask. */
  function reopened(fileId: string): Promise<boolean> {
    let opening = reopening.get(fileId);
    if (!opening) {
      opening = reopenedNow(fileId).finally(() => reopening.delete(fileId));
      reopening.set(fileId, opening);
    }
    return opening;
  }

  async function reopenedNow(fileId: string): Promise<boolean> {
    const known = opened.get(fileId);
    if (!known) return false;
    if (known.openedIn === bridge.generation()) return true;
    try {
      const result = await open(fileId, known.file);
      return result.kind === 'opened';
    } catch {
      // The file could not be read again (changed or moved since it was dropped): its pages fail, the others go on.
      return false;
    }
  }

  async function viewPages(): Promise<void> {
    if (viewing) return;
    viewing = true;
    // Pages are read two at a time: the worker draws one while the other's barcodes are decoded beside it.
    let reading: Promise<void> | null = null;
    const nextPage = async (): Promise<{ fileId: string; page: number } | undefined> => {
      const queued = pageQueue.shift() ?? readQueue.shift();
      if (queued || !reading) return queued;
      // Files opened while the last page is read bring pages of their own: they are taken too.
      await reading;
      reading = null;
      return pageQueue.shift() ?? readQueue.shift();
    };
    for (let next = await nextPage(); next; next = await nextPage()) {
      const { fileId, page } = next;
      const looked = state.items.some((item) => item.fileId === fileId && item.page === page && item.thumbnailUrl !== null);
      if (!looked) {
        await reading;
        reading = null;
        await viewPage(fileId, page);
        continue;
      }
      const read = readPage(fileId, page);
      if (reading) await reading;
      reading = read;
    }
    viewing = false;
  }

  async function viewPage(fileId: string, page: number): Promise<void> {
    const waiting = state.items.find((item) => item.fileId === fileId && item.page === page);
    if (!waiting) return; // its file was removed
    const outcome = (await reopened(fileId)) ? await bridge.pageView(fileId, page) : null;
    if (!state.items.includes(waiting)) return;
    const replace = (found: CropItem[]) => setItems((items) => items.flatMap((item) => (item === waiting ? found : [item])));
    if (outcome?.kind !== 'done') return replace([failedItem(waiting)]);
    replace(foundItems(waiting, urls.create(outcome.value.thumbnail), outcome.value.finding, outcome.value.upright, outcome.value.notes));
    if (outcome.value.finding.kind !== 'blank') readQueue.push({ fileId, page });
  }

  /** Reads a page's text and its labels' barcodes; a page that cannot be read says so on its cards. */
  async function readPage(fileId: string, page: number): Promise<void> {
    const onPage = state.items.filter((item) => item.fileId === fileId && item.page === page);
    if (onPage.length === 0) return;
    const labels = onPage.filter((item) => item.skipped === null).map((item) => item.crop);
    const outcome = (await reopened(fileId)) ? await bridge.readPage(fileId, page, labels) : null;
    setItems((items) => withReading(items, fileId, page, outcome?.kind === 'done' ? outcome.value : 'failed'));
  }

  const change = (key: string, update: (item: CropItem) => CropItem) => setItems((items) => items.map((item) => (item.key === key ? update(item) : item)));

  return {
    get: (): CropperState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Files dropped or chosen: each is read in turn; those over the limit of files at once are refused together. */
    addFiles(files: readonly File[]): void {
      const room = Math.max(0, CROPPER_LIMITS.files - state.files.length);
      const taken = files.slice(0, room).map((file) => ({ file, entry: { id: `file-${(nextId += 1)}`, name: file.name, state: 'reading', message: null, kind: null, pages: [] } satisfies SourceEntry as SourceEntry }));
      set({ files: [...state.files, ...taken.map(({ entry }) => entry)], notices: files.length > room ? [cropperMessages.tooManyFiles(CROPPER_LIMITS.files)] : [] });
      for (const { file, entry } of taken) reading = reading.then(() => read(entry, file));
    },
    /** A message about the page as a whole (a share that brought nothing). */
    notify: (notice: MessageDescriptor): void => set({ notices: [...state.notices.filter((shown) => !sameMessage(shown, notice)), notice] }),
    setCrop: (key: string, crop: CropRect) => change(key, (item) => ({ ...item, crop })),
    turn: (key: string) => change(key, (item) => ({ ...item, turns: ((item.turns + 1) % 4) as QuarterTurns })),
    setSkipped: (key: string, skipped: boolean) => change(key, (item) => ({ ...item, skipped: skipped ? 'chosen' : null })),
    /** This item's crop and turn for every page of the same kind and size. */
    useForPagesLike(key: string): void {
      const model = state.items.find((item) => item.key === key);
      if (!model) return;
      const pages = state.files.flatMap((entry) => entry.pages.map((sizeMm, page) => ({ key: `${entry.id}:${page}`, sizeMm, kind: entry.kind ?? 'pdf' })));
      const index = pages.findIndex((page) => page.key === `${model.fileId}:${model.page}`);
      const like = new Set(pagesLike(pages, index).flatMap((i) => pages[i]?.key ?? []));
      setItems((items) => cropForPagesLike(items, model, like));
    },
    /**
     * Makes sure the worker holds these files before a PDF is made from them: one restarted since they were opened (a
     * page hung on the last page, a PDF was cancelled) has forgotten them. False when one cannot be opened again.
     */
    async openForPdf(fileIds: readonly string[]): Promise<boolean> {
      for (const id of new Set(fileIds)) if (!(await reopened(id))) return false;
      return true;
    },
    /** Lets every file go (the page was left): their pictures' URLs are released, nothing more is read or looked at. */
    clear(): void {
      new Set(state.items.flatMap((item) => item.thumbnailUrl ?? [])).forEach(urls.revoke);
      pageQueue.length = 0;
      readQueue.length = 0;
      opened.clear();
      set(EMPTY);
    },
    removeFile(id: string): void {
      new Set(state.items.flatMap((item) => (item.fileId === id ? (item.thumbnailUrl ?? []) : []))).forEach(urls.revoke);
      set({ files: state.files.filter((entry) => entry.id !== id), items: state.items.filter((item) => item.fileId !== id) });
      if (opened.delete(id)) void bridge.closeFile(id);
    },
  };
}

export type CropperStore = ReturnType<typeof createCropperStore>;
