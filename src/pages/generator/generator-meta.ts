import type { PageMeta } from '../../seo/page-meta';

export const generatorMeta: PageMeta = {
  title: 'Shipping Label Generator',
  description:
    'Fill in sender, recipient and package details, see the label update as you type, and download or print it as an A4 PDF with a tracking barcode.',
  keywords: ['shipping label maker', 'create shipping label', 'print shipping label', 'Code 128 tracking barcode'],
};
