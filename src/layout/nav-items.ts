import { paths } from '../config/paths';

/** The header's links, shared by the wide navigation and the side menu. */
export const navItems = [
  { to: paths.home, label: 'Home' },
  { to: paths.labelCropper, label: 'Label Cropper' },
  { to: paths.contact, label: 'Contact' },
] as const;

export const generateCta = { to: paths.generator, label: 'Generate Shipping Label' } as const;
