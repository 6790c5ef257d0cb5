/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
}

/** The site config resolved at build time (vite.config.ts), see src/config/site.ts. */
declare const __SITE_CONFIG__: { readonly name: string; readonly origin: string; readonly supportEmail: string };

/** The year the site was built in (vite.config.ts, see src/build/build-year.ts). */
declare const __BUILD_YEAR__: number;

/** Google's address metadata reduced to one table at build time (src/build/address-data-plugin.ts); import it dynamically only. */
declare module 'virtual:address-data' {
  export const countries: {
    readonly [code: string]: {
      readonly name: string;
      readonly fmt?: string;
      readonly lfmt?: string;
      readonly zip?: string;
      readonly zipex?: string;
      readonly upper?: string;
      readonly postprefix?: string;
      readonly regions?: readonly (readonly [key: string, name: string, latin?: string])[];
    };
  };
}
