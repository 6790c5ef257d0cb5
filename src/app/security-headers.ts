// Pure: the site's Content-Security-Policy and other security headers, for the built HTML (as a <meta>),
// the `_headers` file static hosts read, and the local preview server.

/** Everything comes from the site itself. 'wasm-unsafe-eval' lets the PDF layout engine (yoga) compile
 * its WebAssembly; blob: workers are the PDF library's compression helpers; styled-components injects
 * <style> elements, hence 'unsafe-inline' for styles only. */
const directives: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self' 'wasm-unsafe-eval'",
  'worker-src': "'self' blob:",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'connect-src': "'self' data: blob:",
  'font-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'none'",
  'form-action': "'none'",
};

const policy = (extra: Record<string, string> = {}) =>
  Object.entries({ ...directives, ...extra })
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

/** The policy as a <meta> can carry it (frame-ancestors only works as a header). */
export const metaContentSecurityPolicy = policy();

/** Headers for every response of the site. */
export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': policy({ 'frame-ancestors': "'none'" }),
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** `_headers` in the format Netlify and Cloudflare Pages read. */
export const headersFile = `/*\n${Object.entries(securityHeaders)
  .map(([name, value]) => `  ${name}: ${value}`)
  .join('\n')}\n`;
