import { isEmailAddress } from '../validation/email-address';

// Pure: read by the app (through import.meta.env) and by the build (through Vite's loadEnv).
export type SiteConfig = {
  name: string;
  /** Origin the site is served from, without a trailing slash, e.g. https://shiplabel.app */
  origin: string;
  supportEmail: string;
};

export type SiteEnv = {
  VITE_SITE_URL?: string | undefined;
  VITE_SUPPORT_EMAIL?: string | undefined;
};

const DEFAULT_ORIGIN = 'https://shiplabel.app';
const DEFAULT_SUPPORT_EMAIL = 'support@shiplabel.app';

export function resolveSiteConfig(env: SiteEnv): SiteConfig {
  return {
    name: 'ShipLabel',
    origin: parseOrigin(env.VITE_SITE_URL?.trim() || DEFAULT_ORIGIN),
    supportEmail: parseEmail(env.VITE_SUPPORT_EMAIL?.trim() || DEFAULT_SUPPORT_EMAIL),
  };
}

function parseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`VITE_SITE_URL must be an absolute URL such as https://example.com, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`VITE_SITE_URL must use http or https, got "${value}"`);
  }
  return url.origin;
}

function parseEmail(value: string): string {
  if (!isEmailAddress(value)) {
    throw new Error(`VITE_SUPPORT_EMAIL must be an e-mail address, got "${value}"`);
  }
  return value;
}
