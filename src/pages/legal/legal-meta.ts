import type { PageMeta } from '../../seo/page-meta';

export const privacyMeta: PageMeta = {
  title: 'Privacy Policy',
  description:
    'ShipLabel creates shipping labels entirely in your browser: the shipping details you type are never sent to a server.',
  keywords: ['ShipLabel privacy policy', 'private shipping label generator', 'no data stored'],
};

export const termsMeta: PageMeta = {
  title: 'Terms & Conditions',
  description:
    'The terms for using ShipLabel, the free shipping label generator: permitted and prohibited use, disclaimers and liability.',
  keywords: ['ShipLabel terms and conditions', 'shipping label generator terms'],
};
