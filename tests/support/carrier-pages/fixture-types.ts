import type { CropRect, PageSizeMm } from '../../../src/cropper/source-page';

// What a carrier page fixture is made of, and what finding its labels must give.

/** A label drawn on a fixture page: its box (the border's outer edge, or the edge of its ink) and its barcodes. */
export type FixtureLabel = { rect: CropRect; code128: string; twoD: { format: 'pdf417' | 'datamatrix'; text: string } };

/** What a page holds: its size, its labels in reading order, and the finding expected of it. */
export type FixturePage = { sizeMm: PageSizeMm; labels: FixtureLabel[]; expect: 'labels' | 'blank' | 'no-label' };

/** A file as a carrier hands it out: a PDF of one or more pages, or a GIF of one label. */
export type CarrierFixture = { name: string; kind: 'pdf' | 'gif'; fileName: string; bytes: Uint8Array; pages: FixturePage[] };
