import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../../seo/page-meta';

export const generatorMeta: PageMeta = {
  title: msg`Shipping Label Generator`,
  description: msg`Fill in sender, recipient and package details, see the label update as you type, and download or print it as an A4 PDF with a tracking barcode.`,
  keywords: [
    msg({ message: 'shipping label maker', context: 'search keyword' }),
    msg({ message: 'create shipping label', context: 'search keyword' }),
    msg({ message: 'print shipping label', context: 'search keyword' }),
    msg({ message: 'Code 128 tracking barcode', context: 'search keyword' }),
  ],
};
