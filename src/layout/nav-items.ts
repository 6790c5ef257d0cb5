import { msg } from '@lingui/core/macro';
import { paths } from '../config/paths';

/** The header's links, shared by the wide navigation and the side menu. */
export const navItems = [
  { to: paths.home, label: msg`Home` },
  { to: paths.labelCropper, label: msg`Label Cropper` },
  { to: paths.contact, label: msg`Contact` },
] as const;

export const generateCta = { to: paths.generator, label: msg`Generate Shipping Label` } as const;
