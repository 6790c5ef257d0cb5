import type { PageMeta } from '../../seo/page-meta';

export const notFoundMeta: PageMeta = {
  title: 'Page Not Found',
  description: 'The page you were looking for does not exist. Return to ShipLabel to create a free shipping label.',
  keywords: ['ShipLabel'],
  noindex: true,
};
