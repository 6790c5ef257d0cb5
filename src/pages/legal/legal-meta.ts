import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../../seo/page-meta';

export const privacyMeta: PageMeta = {
  title: msg`Privacy Policy`,
  description: msg`ShipLabel creates shipping labels entirely in your browser: the shipping details you type are never sent to a server.`,
  keywords: [
    msg({ message: 'ShipLabel privacy policy', context: 'search keyword' }),
    msg({ message: 'private shipping label generator', context: 'search keyword' }),
    msg({ message: 'no data stored', context: 'search keyword' }),
  ],
};

export const termsMeta: PageMeta = {
  title: msg`Terms & Conditions`,
  description: msg`The terms for using ShipLabel, the free shipping label generator: permitted and prohibited use, disclaimers and liability.`,
  keywords: [
    msg({ message: 'ShipLabel terms and conditions', context: 'search keyword' }),
    msg({ message: 'shipping label generator terms', context: 'search keyword' }),
  ],
};
