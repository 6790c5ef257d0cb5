import type { GrayRaster } from '../../src/cropper/source-page';
import { gifFixture, gifPixelsOf, GIF_PX_PER_MM } from './carrier-pages/gif-fixture';
import type { CarrierFixture } from './carrier-pages/fixture-types';
import { pdfFixtures } from './carrier-pages/pdf-fixtures';
import { areaAveraged, renderPdfPage } from './render-pdf-page';

// Carrier-like label files, generated at test time: labels made for office paper (eBay/USPS, UPS, Royal Mail,
// Evri, DPD, DHL, FedEx…) with instructions, receipts, adverts and fold lines around them, and a GIF label.

export type { CarrierFixture, FixtureLabel, FixturePage } from './carrier-pages/fixture-types';

/** Every fixture: the PDFs (one has an instructions-only and a blank page) and the GIF. */
export const carrierFixtures = async (): Promise<CarrierFixture[]> => [...(await pdfFixtures()), await gifFixture()];

/** The GIF fixture's image scaled down to `pxPerMm` by area averaging, from the very pixels that were encoded. */
export const gifRaster = (fixture: CarrierFixture, pxPerMm: number): GrayRaster => {
  const { luma, width, height } = gifPixelsOf(fixture.bytes);
  return areaAveraged(luma, width, height, GIF_PX_PER_MM, pxPerMm);
};

/** A fixture's page (from 0) as the cropper's worker draws it for finding labels. */
export const fixturePageRaster = (fixture: CarrierFixture, pageIndex: number, pxPerMm: number): Promise<GrayRaster> =>
  fixture.kind === 'gif' ? Promise.resolve(gifRaster(fixture, pxPerMm)) : renderPdfPage(fixture.bytes, pageIndex, pxPerMm);
