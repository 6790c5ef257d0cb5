import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../../seo/page-meta';

export const notFoundMeta: PageMeta = {
  title: msg`Page Not Found`,
  description: msg`The page you were looking for does not exist. Return to ShipLabel to create a free shipping label.`,
  keywords: [msg({ message: 'ShipLabel', context: 'search keyword', comment: 'The site’s name: keep it as it is' })],
  noindex: true,
};
