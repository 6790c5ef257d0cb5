import type { PageMeta } from '../../seo/page-meta';

export const labelCropperMeta: PageMeta = {
  title: 'Label Cropper',
  description:
    'Crop any shipping label to 4 × 6 — free, private, in your browser. Drop the PDF or image your carrier gave you: ShipLabel finds the label, turns it and fits it to your label printer or sheet.',
  keywords: ['shipping label cropper', 'crop shipping label to 4x6', 'thermal printer label PDF', 'fit label to A6'],
};
