import { IMAGE_PX_PER_MM } from '../../../src/cropper/output-plan';
import { describe, expect, it, vi } from 'vitest';
import { CROPPER_LIMITS } from '../../../src/cropper/cropper-limits';
import { cropperMessages } from '../../../src/cropper/cropper-messages';
import type { SourceKind } from '../../../src/cropper/file-kind';
import type { PageFinding } from '../../../src/cropper/find-labels';
import type { CropRect, PageSizeMm } from '../../../src/cropper/source-page';
import { createCropperStore, type PictureUrls } from '../../../src/features/label-cropper/cropper-store';
import { cropperWorkerMessages, type CropperWorkerBridge, type OpenedFile, type PageView, type PrintedPdf, type WorkerOutcome } from '../../../src/features/label-cropper/cropper-worker';
import type { PageReading } from '../../../src/label-reading/page-reading';
import { english } from '../../support/english';

// The store against a fake worker. Each file's bytes are its own name, so the fake knows which file it is handed;
// what the fake does with a file, or with one of its pages, is set per test. Like the real worker, it forgets every
// file when it is restarted (its generation goes up), and answers after a few turns of the event loop, so calls
// that were allowed to overlap would.

const LETTER: PageSizeMm = { widthMm: 215.9, heightMm: 279.4 };
const LANDSCAPE: PageSizeMm = { widthMm: 279.4, heightMm: 215.9 };
const LABEL: CropRect = { xMm: 12.7, yMm: 12.7, widthMm: 101.6, heightMm: 152.4 };
const SECOND_LABEL: CropRect = { xMm: 152.8, yMm: 31.7, widthMm: 101.6, heightMm: 152.4 };

/** What the fake worker makes of a file: its pages, a problem, or a call that fails (the worker hung or died). */
type FileScript = { pages: readonly PageSizeMm[]; kind?: SourceKind } | { problem: Extract<OpenedFile, { kind: 'problem' }>['problem'] } | { fails: string };
/** What the fake worker finds on a page, or that the page hangs it (it is then restarted). */
type PageScript = PageFinding | 'hangs';

const oneLabel: PageFinding = { kind: 'labels', labels: [LABEL] };
const letterPages = (count: number): { pages: PageSizeMm[] } => ({ pages: Array.from({ length: count }, () => LETTER) });

const labelFile = (name: string): File => new File([name], name, { type: 'application/pdf' });

const later = async (): Promise<void> => {
  for (let turn = 0; turn < 3; turn += 1) await Promise.resolve();
};

function fakeWorker(files: Record<string, FileScript>, pageScript: (name: string, page: number) => PageScript = () => oneLabel) {
  let generation = 0;
  /** The files open in the current worker: id → name. */
  let open = new Map<string, string>();
  /** What the store asked, in order, and when each call began and ended. */
  const calls: string[] = [];
  const timeline: string[] = [];
  const reads: string[] = [];
  const closed: string[] = [];
  /** Called as each call is made, before it answers: where a test does what the visitor does meanwhile. */
  let onCall: (call: string) => void = () => undefined;
  const called = (call: string) => {
    calls.push(call);
    onCall(call);
  };
  const restart = () => {
    generation += 1;
    open = new Map();
  };
  const failed = (message: string) => ({ kind: 'failed', message }) as const;

  const bridge = {
    generation: () => generation,
    async openFile(id: string, bytes: Uint8Array<ArrayBuffer>): Promise<WorkerOutcome<OpenedFile>> {
      const name = new TextDecoder().decode(bytes);
      called(`open ${name}`);
      timeline.push(`open ${name}`);
      await later();
      timeline.push(`opened ${name}`);
      const script = files[name];
      if (script === undefined) throw new Error(`The test gave no script for ${name}`);
      if ('fails' in script) {
        if (script.fails === cropperWorkerMessages.hung) restart();
        return failed(script.fails);
      }
      if ('problem' in script) return { kind: 'done', value: { kind: 'problem', problem: script.problem } };
      open.set(id, name);
      return { kind: 'done', value: { kind: 'opened', sourceKind: script.kind ?? 'pdf', pages: [...script.pages], pxPerMm: script.kind === undefined || script.kind === 'pdf' ? null : IMAGE_PX_PER_MM } };
    },
    async pageView(id: string, page: number): Promise<WorkerOutcome<PageView>> {
      const name = open.get(id);
      called(`page ${name ?? `${id} (not open)`} ${page}`);
      timeline.push(`page ${name} ${page}`);
      await later();
      timeline.push(`viewed ${name} ${page}`);
      if (name === undefined) return failed('That file is no longer open.');
      const finding = pageScript(name, page);
      if (finding === 'hangs') {
        restart();
        return failed(cropperWorkerMessages.hung);
      }
      return { kind: 'done', value: { thumbnail: new Blob([`${name} ${page}`]), finding, upright: [] } };
    },
    async readPage(id: string, page: number, labels: readonly CropRect[]): Promise<WorkerOutcome<PageReading>> {
      const name = open.get(id);
      reads.push(`read ${name ?? `${id} (not open)`} ${page}: ${labels.length} labels`);
      await later();
      if (name === undefined) return failed('That file is no longer open.');
      return { kind: 'done', value: { text: [], codes: [], searched: labels } };
    },
    croppedPdf: (): Promise<WorkerOutcome<PrintedPdf>> => Promise.resolve({ kind: 'done', value: { pdf: new Blob([]), printed: [] } }),
    croppedZpl: (): Promise<WorkerOutcome<Blob>> => Promise.resolve({ kind: 'done', value: new Blob([]) }),
    warmUp: () => undefined,
    end: () => restart(),
    async closeFile(id: string): Promise<WorkerOutcome<void>> {
      closed.push(open.get(id) ?? id);
      open.delete(id);
      return { kind: 'done', value: undefined };
    },
  } satisfies CropperWorkerBridge;
  return { bridge, calls, timeline, closed, reads, whenCalled: (call: string, act: () => void) => (onCall = (made) => made === call && act()) };
}

/** Picture URLs that say which picture they stand for, and a record of those revoked. */
function fakeUrls() {
  const revoked: string[] = [];
  let made = 0;
  const urls: PictureUrls = { create: () => `blob:picture-${(made += 1)}`, revoke: (url) => revoked.push(url) };
  return { urls, revoked };
}

function storeWith(files: Record<string, FileScript>, pageScript?: (name: string, page: number) => PageScript) {
  const worker = fakeWorker(files, pageScript);
  const pictures = fakeUrls();
  const store = createCropperStore(worker.bridge, pictures.urls);
  /** Resolves once every file is read and every page looked at. */
  const settled = () =>
    vi.waitFor(() => {
      const { files: entries, items } = store.get();
      expect(entries.filter((entry) => entry.state === 'reading')).toEqual([]);
      expect(items.filter((item) => item.thumbnailUrl === null && item.skipped === null)).toEqual([]);
      expect(items.filter((item) => item.skipped === null && item.reading === null)).toEqual([]);
    });
  const entry = (name: string) => store.get().files.find((candidate) => candidate.name === name);
  const itemsOf = (name: string) => store.get().items.filter((item) => item.fileName === name);
  return { store, ...worker, ...pictures, settled, entry, itemsOf };
}

describe('the cropper store reading files', () => {
  it('reads the files one at a time in the order dropped, and looks at their pages one at a time, in order', async () => {
    const { store, calls, timeline, settled, itemsOf } = storeWith({ 'a.pdf': letterPages(3), 'b.pdf': letterPages(2), 'c.png': { pages: [LETTER], kind: 'png' } });
    store.addFiles([labelFile('a.pdf'), labelFile('b.pdf'), labelFile('c.png')]);
    expect(store.get().files.map((entry) => [entry.name, entry.state])).toEqual([
      ['a.pdf', 'reading'],
      ['b.pdf', 'reading'],
      ['c.png', 'reading'],
    ]);
    await settled();

    expect(calls.filter((call) => call.startsWith('open'))).toEqual(['open a.pdf', 'open b.pdf', 'open c.png']);
    expect(calls.filter((call) => call.startsWith('page'))).toEqual(['page a.pdf 0', 'page a.pdf 1', 'page a.pdf 2', 'page b.pdf 0', 'page b.pdf 1', 'page c.png 0']);
    // No two opens overlap, nor two page views: each ends before the next of its kind begins.
    expect(maxOverlap(timeline, 'open ', 'opened ')).toBe(1);
    expect(maxOverlap(timeline, 'page ', 'viewed ')).toBe(1);

    expect(store.get().files.map((entry) => [entry.name, entry.state, entry.kind, entry.pages.length, entry.message])).toEqual([
      ['a.pdf', 'open', 'pdf', 3, null],
      ['b.pdf', 'open', 'pdf', 2, null],
      ['c.png', 'open', 'png', 1, null],
    ]);
    expect(itemsOf('a.pdf').map((item) => [item.page, item.crop, item.thumbnailUrl !== null, item.skipped])).toEqual([
      [0, LABEL, true, null],
      [1, LABEL, true, null],
      [2, LABEL, true, null],
    ]);
    expect(store.get().items).toHaveLength(6);
  });

  it('shows a file’s pages waiting, whole, as soon as it is open, and each page’s label as it is found', async () => {
    const { store, settled } = storeWith({ 'a.pdf': letterPages(2) });
    const seen: (readonly [number, boolean])[][] = [];
    store.subscribe(() => seen.push(store.get().items.map((item) => [item.page, item.thumbnailUrl !== null] as const)));
    store.addFiles([labelFile('a.pdf')]);
    await settled();
    // Reading the pages after changes nothing shown here.
    const changes = seen.filter((items, index) => items.length > 0 && JSON.stringify(items) !== JSON.stringify(seen[index - 1]));
    expect(changes).toEqual([
      [
        [0, false],
        [1, false],
      ],
      [
        [0, true],
        [1, false],
      ],
      [
        [0, true],
        [1, true],
      ],
    ]);
  });

  it('reads every page after all are looked at, each page once for all its labels, and gives its labels the reading', async () => {
    const findings: PageScript[] = [{ kind: 'labels', labels: [LABEL, SECOND_LABEL] }, { kind: 'blank' }, { kind: 'no-label' }];
    const { store, settled, reads, timeline } = storeWith({ 'etsy.pdf': letterPages(3) }, (_, page) => findings[page]!);
    store.addFiles([labelFile('etsy.pdf')]);
    await settled();
    expect(reads).toEqual(['read etsy.pdf 0: 2 labels', 'read etsy.pdf 2: 0 labels']);
    expect(timeline.at(-1)).toBe('viewed etsy.pdf 2');
    const [first, second] = store.get().items;
    expect(first?.reading).toEqual({ text: [], codes: [], searched: [LABEL, SECOND_LABEL] });
    expect(second?.reading).toBe(first?.reading);
    expect(store.get().items[2]?.reading).toBeNull();
  });

  it('tells the same file added again under another name, and opens it all the same', async () => {
    // The fake worker knows a file by its bytes: both are day.pdf's.
    const { store, settled, entry } = storeWith({ 'day.pdf': letterPages(1), 'other.pdf': letterPages(1) });
    store.addFiles([labelFile('day.pdf'), new File(['day.pdf'], 'day (1).pdf'), labelFile('other.pdf')]);
    await settled();
    expect(entry('day (1).pdf')).toMatchObject({ state: 'open', note: cropperMessages.sameFileAgain('day (1).pdf', 'day.pdf') });
    expect(entry('day.pdf')?.note).toBeNull();
    expect(entry('other.pdf')?.note).toBeNull();
  });

  it('turns a page with two labels into two items, and blank pages and pages without a label into skipped ones', async () => {
    const findings: PageScript[] = [{ kind: 'labels', labels: [LABEL, SECOND_LABEL] }, { kind: 'blank' }, { kind: 'no-label' }];
    const { store, settled } = storeWith({ 'etsy.pdf': letterPages(3) }, (_, page) => findings[page]!);
    store.addFiles([labelFile('etsy.pdf')]);
    await settled();
    expect(store.get().items.map((item) => [item.key, item.crop, item.skipped])).toEqual([
      ['file-1:0:0', LABEL, null],
      ['file-1:0:1', SECOND_LABEL, null],
      ['file-1:1:0', { xMm: 0, yMm: 0, ...LETTER }, 'blank'],
      ['file-1:2:0', { xMm: 0, yMm: 0, ...LETTER }, 'no-label'],
    ]);
  });

  it('refuses a file over the size limit with a message naming it, without reading it', async () => {
    const big = labelFile('huge.pdf');
    const size = CROPPER_LIMITS.fileBytes + 1;
    Object.defineProperty(big, 'size', { value: size });
    const read = vi.spyOn(big, 'arrayBuffer');
    const { store, calls, settled, entry } = storeWith({ 'huge.pdf': letterPages(1), 'small.pdf': letterPages(1) });
    store.addFiles([big, labelFile('small.pdf')]);
    await settled();
    expect(entry('huge.pdf')).toMatchObject({ state: 'problem', message: cropperMessages.tooLarge('huge.pdf', size, 'en'), pages: [] });
    expect(english(entry('huge.pdf')!.message!)).toContain('“huge.pdf”');
    expect(read).not.toHaveBeenCalled();
    expect(calls).toEqual(['open small.pdf', 'page small.pdf 0']);
  });

  it('takes a file exactly at the size limit', async () => {
    const atLimit = labelFile('limit.pdf');
    Object.defineProperty(atLimit, 'size', { value: CROPPER_LIMITS.fileBytes });
    const { store, settled, entry } = storeWith({ 'limit.pdf': letterPages(1) });
    store.addFiles([atLimit]);
    await settled();
    expect(entry('limit.pdf')?.state).toBe('open');
  });

  it('takes the first files up to the limit of files at once, and says why the others were not added', async () => {
    const names = Array.from({ length: CROPPER_LIMITS.files + 2 }, (_, index) => `label-${index + 1}.pdf`);
    const { store, settled } = storeWith(Object.fromEntries(names.map((name) => [name, letterPages(1)])));
    store.addFiles(names.map(labelFile));
    expect(store.get().notices).toEqual([cropperMessages.tooManyFiles(CROPPER_LIMITS.files)]);
    expect(store.get().files.map((entry) => entry.name)).toEqual(names.slice(0, CROPPER_LIMITS.files));
    await settled();

    // Full: another file is refused too; a drop that fits after a file is removed clears the notice.
    store.addFiles([labelFile('one-more.pdf')]);
    expect(store.get().notices).toEqual([cropperMessages.tooManyFiles(CROPPER_LIMITS.files)]);
    expect(store.get().files).toHaveLength(CROPPER_LIMITS.files);
    store.removeFile(store.get().files[0]!.id);
    store.addFiles([labelFile(names.at(-1)!)]);
    expect(store.get().notices).toEqual([]);
    expect(store.get().files.at(-1)?.name).toBe(names.at(-1));
  });

  it('gives a file the worker refuses its own message, and goes on with the other files', async () => {
    const { store, settled, entry, itemsOf, calls } = storeWith({
      'first.pdf': letterPages(1),
      'locked.pdf': { problem: { code: 'password' } },
      'notes.txt': { problem: { code: 'not-supported' } },
      'last.pdf': letterPages(1),
    });
    store.addFiles(['first.pdf', 'locked.pdf', 'notes.txt', 'last.pdf'].map(labelFile));
    await settled();
    expect(entry('locked.pdf')).toMatchObject({ state: 'problem', message: cropperMessages.passwordProtected('locked.pdf') });
    expect(entry('notes.txt')).toMatchObject({ state: 'problem', message: cropperMessages.notASupportedFile('notes.txt') });
    expect(itemsOf('locked.pdf')).toEqual([]);
    expect(itemsOf('first.pdf')).toHaveLength(1);
    expect(itemsOf('last.pdf')).toHaveLength(1);
    expect(calls).not.toContain('page locked.pdf 0');
  });

  it('says a file took too long when its worker hung, and that it cannot be read when the worker died on it', async () => {
    const { store, settled, entry, itemsOf } = storeWith({
      'slow.pdf': { fails: cropperWorkerMessages.hung },
      'poison.pdf': { fails: cropperWorkerMessages.died },
      'fine.pdf': letterPages(1),
    });
    store.addFiles(['slow.pdf', 'poison.pdf', 'fine.pdf'].map(labelFile));
    await settled();
    expect(entry('slow.pdf')).toMatchObject({ state: 'problem', message: cropperMessages.timedOut('slow.pdf') });
    expect(entry('poison.pdf')).toMatchObject({ state: 'problem', message: cropperMessages.unreadable('poison.pdf') });
    expect(itemsOf('fine.pdf').map((item) => item.skipped)).toEqual([null]);
  });

  it('skips a page that hung the worker as failed, then opens its file again in the new worker before the next page', async () => {
    const { store, calls, settled, itemsOf } = storeWith({ 'a.pdf': letterPages(3), 'b.pdf': letterPages(1) }, (name, page) => (name === 'a.pdf' && page === 1 ? 'hangs' : oneLabel));
    store.addFiles([labelFile('a.pdf'), labelFile('b.pdf')]);
    await settled();
    expect(itemsOf('a.pdf').map((item) => [item.page, item.skipped, item.crop])).toEqual([
      [0, null, LABEL],
      [1, 'failed', { xMm: 0, yMm: 0, ...LETTER }],
      [2, null, LABEL],
    ]);
    // Both files were open in the worker that hung: each is opened again before its next page is looked at.
    expect(calls.indexOf('open b.pdf')).toBeLessThan(calls.indexOf('page a.pdf 1'));
    expect(calls.slice(calls.indexOf('page a.pdf 1') + 1)).toEqual(['open a.pdf', 'page a.pdf 2', 'open b.pdf', 'page b.pdf 0']);
    expect(itemsOf('b.pdf').map((item) => item.skipped)).toEqual([null]);
  });

  it('opens a file again only once after a restart, not for every page', async () => {
    const { store, calls, settled } = storeWith({ 'a.pdf': letterPages(4) }, (_, page) => (page === 0 ? 'hangs' : oneLabel));
    store.addFiles([labelFile('a.pdf')]);
    await settled();
    expect(calls).toEqual(['open a.pdf', 'page a.pdf 0', 'open a.pdf', 'page a.pdf 1', 'page a.pdf 2', 'page a.pdf 3']);
  });

  it('skips a file’s pages as failed when it cannot be read again after a restart, and goes on with the next file', async () => {
    const a = labelFile('a.pdf');
    const { store, settled, itemsOf, calls } = storeWith({ 'a.pdf': letterPages(3), 'b.pdf': letterPages(1) }, (name, page) => (name === 'a.pdf' && page === 0 ? 'hangs' : oneLabel));
    // The file was moved or changed on disk after it was dropped: reading it a second time fails.
    const firstRead = a.arrayBuffer();
    vi.spyOn(a, 'arrayBuffer').mockReturnValueOnce(firstRead).mockRejectedValue(new DOMException('The file changed', 'NotReadableError'));
    store.addFiles([a, labelFile('b.pdf')]);
    await settled();
    expect(itemsOf('a.pdf').map((item) => item.skipped)).toEqual(['failed', 'failed', 'failed']);
    expect(itemsOf('b.pdf').map((item) => item.skipped)).toEqual([null]);
    expect(calls).toContain('page b.pdf 0');
  });

  it('refuses a file that would take the pages open past the limit in all, closing it in the worker', async () => {
    const { store, settled, entry, closed } = storeWith({
      'big.pdf': letterPages(CROPPER_LIMITS.pagesInAll - 2),
      'three.pdf': letterPages(3),
      'two.pdf': letterPages(2),
    });
    store.addFiles(['big.pdf', 'three.pdf', 'two.pdf'].map(labelFile));
    await settled();
    expect(entry('three.pdf')).toMatchObject({ state: 'problem', message: cropperMessages.tooManyPagesInAll(CROPPER_LIMITS.pagesInAll), pages: [] });
    expect(closed).toEqual(['three.pdf']);
    // Exactly the limit is taken.
    expect(entry('two.pdf')?.state).toBe('open');
    expect(store.get().items).toHaveLength(CROPPER_LIMITS.pagesInAll);
  });
});

describe('the cropper store’s changes to items', () => {
  async function readPages(files: Record<string, FileScript>, pageScript?: (name: string, page: number) => PageScript) {
    const setup = storeWith(files, pageScript);
    setup.store.addFiles(Object.keys(files).map(labelFile));
    await setup.settled();
    return setup;
  }

  it('turns an item a quarter clockwise at a time, back to upright after four', async () => {
    const { store } = await readPages({ 'a.pdf': letterPages(2) });
    const key = store.get().items[0]!.key;
    const turns = [1, 2, 3, 4].map(() => {
      store.turn(key);
      return store.get().items[0]!.turns;
    });
    expect(turns).toEqual([1, 2, 3, 0]);
    expect(store.get().items[1]!.turns).toBe(0);
  });

  it('skips an item the visitor chose to skip, and includes a page that was skipped as blank', async () => {
    const { store } = await readPages({ 'a.pdf': letterPages(2) }, (_, page) => (page === 0 ? oneLabel : { kind: 'blank' }));
    const [label, blank] = store.get().items;
    store.setSkipped(label!.key, true);
    store.setSkipped(blank!.key, false);
    expect(store.get().items.map((item) => item.skipped)).toEqual(['chosen', null]);
    store.setSkipped(label!.key, false);
    expect(store.get().items[0]!.skipped).toBeNull();
  });

  it('sets a crop on the one item it is for', async () => {
    const { store } = await readPages({ 'a.pdf': letterPages(2) });
    const crop = { xMm: 5, yMm: 6, widthMm: 100, heightMm: 150 };
    store.setCrop(store.get().items[1]!.key, crop);
    expect(store.get().items.map((item) => item.crop)).toEqual([LABEL, crop]);
  });

  it('uses an item’s crop and turn for every page like it, across files, and leaves pages of another size or kind alone', async () => {
    const { store, itemsOf } = await readPages(
      {
        'ebay.pdf': { pages: [LETTER, LETTER, LANDSCAPE] },
        'more.pdf': { pages: [LETTER] },
        'label.png': { pages: [LETTER], kind: 'png' },
      },
      (name, page) => (name === 'more.pdf' ? { kind: 'labels', labels: [LABEL, SECOND_LABEL] } : page === 1 ? { kind: 'no-label' } : oneLabel),
    );
    const model = itemsOf('ebay.pdf')[0]!;
    const crop = { xMm: 8, yMm: 9, widthMm: 105, heightMm: 155 };
    store.setCrop(model.key, crop);
    store.turn(model.key);
    store.useForPagesLike(model.key);
    const summary = (name: string) => itemsOf(name).map((item) => [item.page, item.crop, item.turns, item.skipped]);
    expect(summary('ebay.pdf')).toEqual([
      [0, crop, 1, null],
      [1, crop, 1, null], // no label was found on it: included now, with the crop
      [2, LABEL, 0, null], // landscape
    ]);
    expect(summary('more.pdf')).toEqual([[0, crop, 1, null]]); // its two labels are now the one crop
    expect(summary('label.png')).toEqual([[0, LABEL, 0, null]]); // an image is never like a PDF's page
  });

  it('ignores a key it does not know', async () => {
    const { store } = await readPages({ 'a.pdf': letterPages(1) });
    const before = store.get();
    store.useForPagesLike('nothing:0:0');
    store.turn('nothing:0:0');
    expect(store.get().items).toEqual(before.items);
  });
});

describe('the cropper store before a PDF', () => {
  it('asks nothing of a worker that still holds the files', async () => {
    const { store, settled, calls } = storeWith({ 'a.pdf': letterPages(1), 'b.pdf': letterPages(1) });
    store.addFiles(['a.pdf', 'b.pdf'].map(labelFile));
    await settled();
    const before = calls.length;
    await expect(store.openForPdf(store.get().items.map((item) => item.fileId))).resolves.toBe(true);
    expect(calls.slice(before)).toEqual([]);
  });

  it('opens the files again, each once, when the worker was restarted after their pages were looked at and read', async () => {
    // The last page hangs: no page is left to open the files again, yet the PDF needs them.
    const { store, settled, calls } = storeWith({ 'a.pdf': letterPages(2), 'b.pdf': letterPages(1) }, (name) => (name === 'b.pdf' ? 'hangs' : oneLabel));
    store.addFiles(['a.pdf', 'b.pdf'].map(labelFile));
    await settled();
    const before = calls.length;
    await expect(store.openForPdf(store.get().items.map((item) => item.fileId))).resolves.toBe(true);
    expect(calls.slice(before)).toEqual(['open a.pdf', 'open b.pdf']);
  });

  it('says so when a file cannot be opened again', async () => {
    const a = labelFile('a.pdf');
    const { store, settled } = storeWith({ 'a.pdf': letterPages(1) }, () => 'hangs');
    const firstRead = a.arrayBuffer();
    vi.spyOn(a, 'arrayBuffer').mockReturnValueOnce(firstRead).mockRejectedValue(new DOMException('The file changed', 'NotReadableError'));
    store.addFiles([a]);
    await settled();
    await expect(store.openForPdf([store.get().files[0]!.id])).resolves.toBe(false);
  });
});

describe('the cropper store removing a file', () => {
  it('lets its pictures go, drops its entry and items, and closes it in the worker', async () => {
    const { store, settled, revoked, closed, itemsOf } = storeWith(
      { 'a.pdf': letterPages(2), 'b.pdf': letterPages(1) },
      (name, page) => (name === 'a.pdf' && page === 0 ? { kind: 'labels', labels: [LABEL, SECOND_LABEL] } : oneLabel),
    );
    store.addFiles([labelFile('a.pdf'), labelFile('b.pdf')]);
    await settled();
    const pictures = [...new Set(itemsOf('a.pdf').map((item) => item.thumbnailUrl))];
    expect(pictures).toHaveLength(2); // page 1's two labels share one picture
    const id = store.get().files[0]!.id;
    store.removeFile(id);
    expect(revoked.sort()).toEqual([...pictures].sort()); // each once
    expect(closed).toEqual(['a.pdf']);
    expect(store.get().files.map((entry) => entry.name)).toEqual(['b.pdf']);
    expect(store.get().items.map((item) => item.fileName)).toEqual(['b.pdf']);
  });

  it('of a file the worker refused, closes nothing in the worker', async () => {
    const { store, settled, closed } = storeWith({ 'locked.pdf': { problem: { code: 'password' } } });
    store.addFiles([labelFile('locked.pdf')]);
    await settled();
    store.removeFile(store.get().files[0]!.id);
    expect(closed).toEqual([]);
    expect(store.get().files).toEqual([]);
  });

  it('waiting its turn to be read: it is never read, and none of its pages come back', async () => {
    const { store, settled, calls } = storeWith({ 'a.pdf': letterPages(2), 'b.pdf': letterPages(2), 'c.pdf': letterPages(1) });
    store.addFiles(['a.pdf', 'b.pdf', 'c.pdf'].map(labelFile));
    store.removeFile(store.get().files[1]!.id);
    await settled();
    expect(calls.filter((call) => call.includes('b.pdf'))).toEqual([]);
    expect(store.get().files.map((entry) => entry.name)).toEqual(['a.pdf', 'c.pdf']);
    expect(store.get().items.map((item) => item.fileName)).toEqual(['a.pdf', 'a.pdf', 'c.pdf']);
  });

  it('while it is being opened: none of its pages come back, and it is let go in the worker', async () => {
    const { store, settled, calls, closed, whenCalled } = storeWith({ 'a.pdf': letterPages(2), 'b.pdf': letterPages(1) });
    whenCalled('open a.pdf', () => store.removeFile(store.get().files[0]!.id));
    store.addFiles(['a.pdf', 'b.pdf'].map(labelFile));
    await settled();
    expect(store.get().items.map((item) => item.fileName)).toEqual(['b.pdf']);
    expect(calls.filter((call) => call.startsWith('page'))).toEqual(['page b.pdf 0']);
    expect(closed.at(-1)).toBe('a.pdf');
  });

  it('while its pages are being looked at: the rest of them are not looked at', async () => {
    const { store, settled, calls, revoked, whenCalled } = storeWith({ 'a.pdf': letterPages(5), 'b.pdf': letterPages(1) });
    whenCalled('page a.pdf 1', () => store.removeFile(store.get().files[0]!.id));
    store.addFiles(['a.pdf', 'b.pdf'].map(labelFile));
    await settled();
    expect(calls.filter((call) => call.startsWith('page'))).toEqual(['page a.pdf 0', 'page a.pdf 1', 'page b.pdf 0']);
    expect(store.get().items.map((item) => item.fileName)).toEqual(['b.pdf']);
    // Page 1's picture, drawn after the file was removed, never became a URL; page 0's was let go.
    expect(revoked).toEqual(['blob:picture-1']);
  });
});

/** The most calls of one kind running at once, from the timeline of their starts and ends. */
function maxOverlap(timeline: readonly string[], start: string, end: string): number {
  let running = 0;
  let most = 0;
  for (const step of timeline) {
    if (step.startsWith(end)) running -= 1;
    else if (step.startsWith(start)) most = Math.max(most, (running += 1));
  }
  return most;
}

describe('the cropper store when the page is left', () => {
  it('lets every file go: each picture released once, no page looked at after, nothing listed', async () => {
    const { store, settled, calls, revoked, whenCalled } = storeWith({ 'a.pdf': letterPages(4), 'b.pdf': letterPages(1) });
    whenCalled('page a.pdf 1', () => store.clear());
    store.addFiles(['a.pdf', 'b.pdf'].map(labelFile));
    await settled();
    expect(calls.filter((call) => call.startsWith('page'))).toEqual(['page a.pdf 0', 'page a.pdf 1']);
    expect(revoked).toEqual(['blob:picture-1']);
    expect(store.get()).toMatchObject({ files: [], items: [], notices: [] });
  });
});
