import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../../seo/page-meta';

export const labelCropperMeta: PageMeta = {
  title: msg`Label Cropper`,
  description: msg({
    message:
      'Crop any shipping label to 4 × 6 — free, private, in your browser. Drop the PDF or image your carrier gave you: ShipLabel finds the label, turns it and fits it to your label printer or sheet.',
    comment: '4 × 6 is the 4 × 6 inch label size of thermal label printers',
  }),
  keywords: [
    msg({ message: 'shipping label cropper', context: 'search keyword' }),
    msg({ message: 'crop shipping label to 4x6', context: 'search keyword' }),
    msg({ message: 'thermal printer label PDF', context: 'search keyword' }),
    msg({ message: 'fit label to A6', context: 'search keyword' }),
  ],
};
