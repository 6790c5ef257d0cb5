import type { PageMeta } from '../../seo/page-meta';
import { homeStructuredData } from './home-structured-data';

export const homeMeta: PageMeta = {
  title: 'Free Shipping Label Generator - Create & Print Labels Online | ShipLabel',
  description:
    'Create professional shipping labels for free. Enter sender, recipient and package details, preview the label live, and download or print it as a PDF. No sign-up; nothing leaves your browser.',
  keywords: ['shipping label generator', 'free shipping label', 'printable shipping label', 'PDF shipping label', 'package label maker'],
  structuredData: homeStructuredData,
};
