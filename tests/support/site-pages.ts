/** Each route, the headline a visitor sees and the document title it must have. */
export const sitePages = [
  { path: '/', heading: 'Free Shipping Label Generator', title: 'Free Shipping Label Generator - Create & Print Labels Online | ShipLabel' },
  { path: '/generator', heading: 'Shipping Label Generator', title: 'Shipping Label Generator - ShipLabel' },
  { path: '/label-cropper', heading: 'Label Cropper', title: 'Label Cropper - ShipLabel' },
  { path: '/contact', heading: 'Contact Us', title: 'Contact Us - ShipLabel' },
  { path: '/privacy', heading: 'Privacy Policy', title: 'Privacy Policy - ShipLabel' },
  { path: '/terms', heading: 'Terms & Conditions', title: 'Terms & Conditions - ShipLabel' },
] as const;
