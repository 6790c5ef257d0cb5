import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOG_NAMES } from '../../src/i18n/catalog-names';
import { activateLocale } from '../../src/i18n/catalogs';
import { renderSite } from '../support/render-app';
import { sitePages } from '../support/site-pages';

// The pseudo-locale writes every message of the catalogs in accented letters ("Ŝĥîƥƥîñĝ Ļåƀéļ"): what still reads as
// plain English on a page in it was never put through the catalogs, and no language would translate it.

vi.mock('../../src/features/label-worker/label-worker', () => ({
  labelWorkerBridge: { barcodeImage: vi.fn(() => new Promise(() => undefined)), labelsPdf: vi.fn(() => new Promise(() => undefined)) },
  batchWorkerBridge: { readTable: vi.fn(), prepareImport: vi.fn(), prepareBatch: vi.fn(), batchPdf: vi.fn(), holdBatch: vi.fn() },
}));

/**
 * Not words of the site: the label as it prints (the preview shows the sample label, in English as posts read it),
 * the sample label's values in the form (what the visitor types over), the country list (names from the browser's
 * Intl, which knows no pseudo-language), and names that are the same in every language.
 */
const NOT_THE_SITE_WORDS = '#shipping-label, textarea, option, code, kbd';
const SAME_IN_EVERY_LANGUAGE = /\b(ShipLabel|Avery|UPS|USPS|DHL|FedEx|Royal Mail|Shopify|WooCommerce|Etsy|eBay|Amazon|CN 2[23]|PDF|CSV|TSV|ZPL|PNG|JPEG|GIF|vCard|Code 128|QR|A4|Letter|US Letter)\b/g;

/** Two or more plain English words in a row, in a text or a name a visitor meets. */
function englishLeft(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest(NOT_THE_SITE_WORDS) && !node.parentElement?.closest('script, style')) texts.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
    if (element.closest(NOT_THE_SITE_WORDS)) continue;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(element.getAttribute(name) ?? '');
  }
  return texts
    .map((text) => text.replace(SAME_IN_EVERY_LANGUAGE, '').replace(/\s+/g, ' ').trim())
    .filter((text) => /\b[A-Za-z]{3,}\b[ ,:]+\b[A-Za-z]{3,}\b/.test(text));
}

describe('the site in the pseudo-language', () => {
  beforeAll(() => activateLocale('pseudo', CATALOG_NAMES));

  for (const { path } of sitePages) {
    it(`${path} has no word outside the catalogs`, async () => {
      const { container } = renderSite(path);
      await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
      expect(englishLeft(container)).toEqual([]);
    });
  }
});
