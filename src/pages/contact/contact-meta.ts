import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../../seo/page-meta';

export const contactMeta: PageMeta = {
  title: msg`Contact Us`,
  description: msg`Questions about ShipLabel or a label that does not look right? E-mail us; we reply within 24 hours.`,
  keywords: [
    msg({ message: 'ShipLabel contact', context: 'search keyword' }),
    msg({ message: 'shipping label help', context: 'search keyword' }),
    msg({ message: 'support', context: 'search keyword' }),
  ],
};
