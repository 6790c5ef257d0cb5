import { describe, expect, it } from 'vitest';
import type { PageFinding } from '../../../src/cropper/find-labels';
import type { CropRect, PageSizeMm } from '../../../src/cropper/source-page';
import { cropForPagesLike, failedItem, foundItems, printedItems, waitingItem, type CropItem } from '../../../src/features/label-cropper/crop-items';

const LETTER: PageSizeMm = { widthMm: 215.9, heightMm: 279.4 };
const LANDSCAPE: PageSizeMm = { widthMm: 279.4, heightMm: 215.9 };
const EBAY = { id: 'file-1', name: 'ebay.pdf', kind: 'pdf' } as const;
const ETSY = { id: 'file-2', name: 'etsy.pdf', kind: 'pdf' } as const;

const FOUR_BY_SIX_TOP_LEFT: CropRect = { xMm: 12.7, yMm: 12.7, widthMm: 101.6, heightMm: 152.4 };
const LEFT_LABEL: CropRect = { xMm: 25, yMm: 31.7, widthMm: 101.6, heightMm: 152.4 };
const RIGHT_LABEL: CropRect = { xMm: 152.8, yMm: 31.7, widthMm: 101.6, heightMm: 152.4 };

const labels = (...crops: CropRect[]): PageFinding => ({ kind: 'labels', labels: crops });

/** A page of `file` once looked at: its waiting item turned into what was found on it. */
const found = (file: typeof EBAY | typeof ETSY, page: number, pageCount: number, finding: PageFinding, sizeMm: PageSizeMm = LETTER): CropItem[] =>
  foundItems(waitingItem(file, page, pageCount, sizeMm), `blob:${file.id}/${page}`, finding);

describe('a page waiting to be looked at', () => {
  it('is its whole page, named by its file and page, not yet pictured, printed or skipped', () => {
    expect(waitingItem(EBAY, 2, 5, LETTER)).toEqual({
      key: 'file-1:2:0',
      fileId: 'file-1',
      fileName: 'ebay.pdf',
      page: 2,
      pageCount: 5,
      label: 0,
      labelCount: 1,
      kind: 'pdf',
      sizeMm: LETTER,
      thumbnailUrl: null,
      crop: { xMm: 0, yMm: 0, widthMm: 215.9, heightMm: 279.4 },
      turns: 0,
      skipped: null,
      pxPerMm: null,
      notes: [],
      reading: null,
    });
  });

  it('is left out of the PDF until its labels are found', () => {
    expect(printedItems([waitingItem(EBAY, 0, 1, LETTER)])).toEqual([]);
  });
});

describe('the items of a page once looked at', () => {
  it('are one item for a page with one label: its crop, the page’s picture, printed', () => {
    const [item, ...more] = found(EBAY, 0, 3, labels(FOUR_BY_SIX_TOP_LEFT));
    expect(more).toEqual([]);
    expect(item).toMatchObject({ key: 'file-1:0:0', label: 0, labelCount: 1, thumbnailUrl: 'blob:file-1/0', crop: FOUR_BY_SIX_TOP_LEFT, skipped: null });
  });

  it('are two items for a page with two labels, in the order found, each with a key of its own', () => {
    const items = found(ETSY, 0, 1, labels(LEFT_LABEL, RIGHT_LABEL), LANDSCAPE);
    expect(items.map((item) => item.key)).toEqual(['file-2:0:0', 'file-2:0:1']);
    expect(items.map((item) => item.crop)).toEqual([LEFT_LABEL, RIGHT_LABEL]);
    expect(items.map((item) => [item.label, item.labelCount])).toEqual([
      [0, 2],
      [1, 2],
    ]);
    // Both show the same page's picture, and both print.
    expect(new Set(items.map((item) => item.thumbnailUrl))).toEqual(new Set(['blob:file-2/0']));
    expect(items.every((item) => item.skipped === null && item.page === 0 && item.sizeMm === LANDSCAPE)).toBe(true);
  });

  it('are one skipped item for a blank page, its whole page the crop', () => {
    expect(found(EBAY, 2, 3, { kind: 'blank' })).toEqual([{ ...waitingItem(EBAY, 2, 3, LETTER), thumbnailUrl: 'blob:file-1/2', skipped: 'blank' }]);
  });

  it('are one skipped item for a page without a label (or with an empty list of them)', () => {
    for (const finding of [{ kind: 'no-label' }, labels()] satisfies PageFinding[]) {
      expect(found(EBAY, 1, 3, finding)).toEqual([{ ...waitingItem(EBAY, 1, 3, LETTER), thumbnailUrl: 'blob:file-1/1', skipped: 'no-label' }]);
    }
  });

  it('are one skipped item, its whole page the crop, for a page that could not be drawn', () => {
    const waiting = waitingItem(EBAY, 4, 5, LETTER);
    expect(failedItem(waiting)).toEqual({ ...waiting, skipped: 'failed' });
  });
});

describe('using a crop for all pages like it', () => {
  // ebay.pdf: four Letter pages (a label; two labels; blank; not looked at yet); etsy.pdf: one landscape page.
  const items: CropItem[] = [
    ...found(EBAY, 0, 4, labels(FOUR_BY_SIX_TOP_LEFT)),
    ...found(EBAY, 1, 4, labels(LEFT_LABEL, RIGHT_LABEL)),
    ...found(EBAY, 2, 4, { kind: 'blank' }),
    waitingItem(EBAY, 3, 4, LETTER),
    ...found(ETSY, 0, 1, labels(LEFT_LABEL), LANDSCAPE),
  ];
  const model: CropItem = { ...items[0]!, crop: { xMm: 10, yMm: 10, widthMm: 110, heightMm: 160 }, turns: 1 };
  const like = new Set(['file-1:0', 'file-1:1', 'file-1:2', 'file-1:3']);
  const changed = cropForPagesLike(items, model, like);

  it('gives every page like it the model’s crop and turn as its one label, included, whatever was found on it', () => {
    expect(changed.filter((item) => item.fileId === 'file-1' && item.page < 3)).toEqual([
      { ...items[0]!, crop: model.crop, turns: 1 },
      { ...items[1]!, crop: model.crop, turns: 1, key: 'file-1:1:0', label: 0, labelCount: 1 },
      { ...items[3]!, crop: model.crop, turns: 1, skipped: null },
    ]);
  });

  it('leaves a page not yet looked at waiting, and pages not like it as they were, in their places', () => {
    expect(changed.map((item) => item.key)).toEqual(['file-1:0:0', 'file-1:1:0', 'file-1:2:0', 'file-1:3:0', 'file-2:0:0']);
    expect(changed[3]).toBe(items[4]);
    expect(changed[4]).toBe(items[5]);
  });

  it('changes nothing when no page is like it', () => {
    expect(cropForPagesLike(items, model, new Set())).toEqual(items);
  });
});

describe('the items that print', () => {
  it('are those found and not skipped, in order', () => {
    const first = found(EBAY, 0, 3, labels(LEFT_LABEL, RIGHT_LABEL));
    const blank = found(EBAY, 1, 3, { kind: 'blank' });
    const chosen = found(EBAY, 2, 3, labels(FOUR_BY_SIX_TOP_LEFT)).map((item): CropItem => ({ ...item, skipped: 'chosen' }));
    const image = found(ETSY, 0, 1, labels(FOUR_BY_SIX_TOP_LEFT));
    const printed = printedItems([...first, ...blank, ...chosen, waitingItem(ETSY, 1, 2, LETTER), ...image]);
    expect(printed.map((item) => item.key)).toEqual(['file-1:0:0', 'file-1:0:1', 'file-2:0:0']);
  });

  it('include a skipped page the visitor included again', () => {
    const [blank] = found(EBAY, 1, 3, { kind: 'blank' });
    expect(printedItems([{ ...blank!, skipped: null }])).toHaveLength(1);
  });
});
