/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
}

/** The site config resolved at build time (vite.config.ts), see src/config/site.ts. */
declare const __SITE_CONFIG__: { readonly name: string; readonly origin: string; readonly supportEmail: string };
