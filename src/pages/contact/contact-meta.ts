import type { PageMeta } from '../../seo/page-meta';

export const contactMeta: PageMeta = {
  title: 'Contact Us',
  description: 'Questions about ShipLabel or a label that does not look right? E-mail us; we reply within 24 hours.',
  keywords: ['ShipLabel contact', 'shipping label help', 'support'],
};
