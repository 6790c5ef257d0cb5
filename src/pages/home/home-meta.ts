import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../../seo/page-meta';
import { homeStructuredData } from './home-structured-data';

export const homeMeta: PageMeta = {
  title: msg({
    message: 'Free Shipping Label Generator - Create & Print Labels Online | ShipLabel',
    comment: 'The home page’s title in search results and the browser tab; keep “| ShipLabel” at the end',
  }),
  description: msg`Create professional shipping labels for free. Enter sender, recipient and package details, preview the label live, and download or print it as a PDF. No sign-up; nothing leaves your browser.`,
  keywords: [
    msg({ message: 'shipping label generator', context: 'search keyword' }),
    msg({ message: 'free shipping label', context: 'search keyword' }),
    msg({ message: 'printable shipping label', context: 'search keyword' }),
    msg({ message: 'PDF shipping label', context: 'search keyword' }),
    msg({ message: 'package label maker', context: 'search keyword' }),
  ],
  structuredData: homeStructuredData,
};
