import type { SiteConfig } from './site-config';

/** The site's name, origin and support address, fixed at build time (see README: VITE_SITE_URL). */
export const site: SiteConfig = __SITE_CONFIG__;
