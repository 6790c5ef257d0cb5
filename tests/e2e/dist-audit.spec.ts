import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { distDir } from '../support/built-chunks';
import { expect, site, test } from './support/fixtures';

// What the build ships, read as text: it names no other site to load from or report to. The CSP in every
// page and in _headers (connect-src 'self' and the rest) would refuse such a request anyway; this keeps
// the code from trying, and catches a tracker or font link before it ever reaches the policy.

/** Binary images and fonts: their bytes are pixels and glyph outlines, not code or links. Every other file is read as text. */
const binaryImages = new Set(['.png', '.webp', '.jpg', '.jpeg', '.gif', '.ico', '.avif', '.ttf']);

const textFiles = readdirSync(distDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => relative(distDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
  .filter((file) => !binaryImages.has(extname(file).toLowerCase()))
  .map((file) => ({ file, text: readFileSync(join(distDir, file), 'utf8') }));

/** URLs in bundled code that nothing fetches, each matched whole unless marked as a prefix. */
const neverFetched: { url: string; prefix?: true; why: string }[] = [
  { url: 'http://www.w3.org/2000/svg', why: 'SVG namespace (React DOM, favicon.svg): an identifier, never fetched' },
  { url: 'http://www.w3.org/1999/xlink', why: 'XLink namespace used by React DOM for SVG attributes, never fetched' },
  { url: 'http://www.w3.org/1998/Math/MathML', why: 'MathML namespace used by React DOM, never fetched' },
  { url: 'http://www.w3.org/XML/1998/namespace', why: 'XML namespace used by React DOM for xml:* attributes, never fetched' },
  { url: 'http://www.sitemaps.org/schemas/sitemap/0.9', why: 'the sitemap namespace in sitemap.xml, never fetched' },
  { url: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#', why: 'RDF namespace in the XMP metadata the PDF library writes into the PDF' },
  { url: 'http://ns.adobe.com/xap/1.0/', why: 'XMP namespace in the PDF metadata' },
  { url: 'http://ns.adobe.com/pdf/1.3/', why: 'Adobe PDF namespace in the PDF metadata' },
  { url: 'http://purl.org/dc/elements/1.1/', why: 'Dublin Core namespace in the PDF metadata' },
  { url: 'http://www.aiim.org/pdfa/ns/id/', why: 'PDF/A identification namespace in the PDF metadata' },
  { url: 'http://www.aiim.org/pdfua/ns/id/', why: 'PDF/UA identification namespace in the PDF metadata' },
  { url: 'https://react.dev/errors/', why: "React's error-decoder link (the code is appended), shown only in a minified error message" },
  { url: 'https://reactjs.org/docs/error-decoder.html?invariant=', why: 'the same link in the older React renderer inside @react-pdf' },
  { url: 'https://reactrouter.com/en/main/routers/picking-a-router', why: 'documentation link in a react-router error message' },
  {
    url: 'https://github.com/styled-components/styled-components/blob/main/packages/styled-components/src/utils/errors.md#',
    prefix: true, // the error code is appended at run time
    why: 'documentation link in a styled-components error message',
  },
  { url: 'https://tools.ietf.org/html/rfc4013#section-2.3', why: "RFC link in a SASLprep error message of the PDF library's encryption" },
  { url: 'https://tools.ietf.org/html/rfc4013#section-2.5', why: 'the same, another section' },
  { url: 'https://tools.ietf.org/html/rfc3454#section-6', why: 'the same, another RFC' },
  { url: 'https://bit.ly/wb-precache', why: "link in a warning of Workbox's precaching, in the service worker's runtime (workbox-*.js)" },
  { url: 'https://github.com/ingridhq/zebrash', why: "the ZPL engine's module path inside its WebAssembly (the cropper's ZPL reader chunk), never requested" },
  { url: 'https://github.com/mholt/PapaParse', why: "the project link in papaparse's source comment, in the worker's parser chunk" },
  { url: 'http://feross.org', why: "author's home page in the licence comment of the bundled `buffer` package" },
  { url: 'http://localhost', why: "react-router's placeholder base for parsing relative paths with new URL(), never requested" },
  { url: 'https://scripts.sil.org/OFL', why: 'where the Open Font License is published, named in font-licenses.txt' },
  { url: 'http://scripts.sil.org/OFL', why: 'the same, as the IBM Plex licence writes it' },
  { url: 'https://github.com/notofonts/', prefix: true, why: "each Noto font's project, named in its copyright line in font-licenses.txt" },
  { url: 'http://www.adobe.com/', why: "Adobe's copyright line for Noto Sans SC and KR in font-licenses.txt" },
  { url: 'https://github.com/google/libaddressinput', why: "the address data's project, credited on the terms page and in address-data-license.txt" },
  { url: 'https://creativecommons.org/licenses/by/4.0/', why: "the address data's licence (CC BY 4.0 asks for its link), on the terms page and in address-data-license.txt" },
  { url: 'https://chromium-i18n.appspot.com/ssl-address', why: "where Google publishes the address data, named in address-data-license.txt" },
  { url: 'http://example.com', why: "pdf.js's placeholder base for checking a PDF link is a valid relative URL (the cropper's worker), never requested" },
  { url: 'http://$', why: "pdf.js writes http:// before a PDF link's bare www. address (a template literal), never requested" },
  { url: 'https://foo.bar', why: "pdf.js's placeholder base for parsing a PDF's link with new URL(), never requested" },
  { url: 'http://www.xfa.org/schema/', prefix: true, why: "XFA form namespaces pdf.js matches in a PDF's XML, never fetched" },
  { url: 'http://ns.adobe.com/xdp/', prefix: true, why: 'XDP namespaces pdf.js matches in an XFA form, never fetched' },
  { url: 'http://ns.adobe.com/xfdf/', why: 'XFDF namespace pdf.js knows, never fetched' },
  { url: 'http://ns.adobe.com/xmpmeta/', why: "XMP namespace pdf.js matches reading a PDF's metadata, never fetched" },
  { url: 'http://www.w3.org/2000/09/xmldsig#', why: 'XML signature namespace in pdf.js, never fetched' },
  { url: 'http://www.w3.org/1999/XSL/Transform', why: 'XSLT namespace in pdf.js, never fetched' },
  { url: 'http://www.w3.org/1999/xhtml', why: "XHTML namespace in pdf.js's XFA code, never fetched" },
  { url: 'https://github.com/Hopding/pdf-lib', why: "pdf-lib's project, named in one of its error messages (the cropper's PDF writer)" },
  {
    url: 'https://fastly.jsdelivr.net/npm/zxing-wasm@',
    prefix: true,
    why: "zxing-wasm's default home for its WebAssembly; the cropper's barcode reader points it at the site's own copy (prepareZXingModule's locateFile), so it is never fetched",
  },
];

const allows = (entry: (typeof neverFetched)[number], url: string) => (entry.prefix ? url.startsWith(entry.url) : url === entry.url);
/** The origin itself or a path, query or fragment on it; never a longer host such as https://site.app.evil. */
const onOrigin = (url: string, origin: string) => url === origin || (url.startsWith(origin) && /^[/?#]/.test(url.slice(origin.length)));

// Plain and JSON-escaped (https:\/\/) forms; a URL ends at whitespace, a quote, a bracket or a backslash.
const urlPattern = /https?:(?:\/\/|\\\/\\\/)[^\s"'`<>()[\]{}\\|^]*/gi;
const urlsIn = (text: string) => [...text.matchAll(urlPattern)].map(([url]) => url.replace(/[.,;:!?]+$/, ''));

test('the build is read whole: pages, scripts, headers, sitemap, robots and manifest', () => {
  const files = textFiles.map(({ file }) => file);
  expect(files).toEqual(expect.arrayContaining(['index.html', 'generator.html', '_headers', 'sitemap.xml', 'robots.txt', '.vite/manifest.json']));
  expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(5);
});

test('the only URLs in the build are the site, schema.org and library strings nothing fetches', () => {
  const offending = textFiles.flatMap(({ file, text }) =>
    urlsIn(text)
      .filter((url) => !onOrigin(url, site.origin) && !onOrigin(url, 'https://schema.org'))
      .filter((url) => !neverFetched.some((entry) => allows(entry, url)))
      .map((url) => `${file}: ${url}`),
  );
  expect([...new Set(offending)], 'URLs in dist/ that are neither the site nor allow-listed').toEqual([]);
});

test('every allow-listed URL is still in the build, so the list stays as short as it can be', () => {
  const found = textFiles.flatMap(({ text }) => urlsIn(text));
  const unused = neverFetched.filter((entry) => !found.some((url) => allows(entry, url)));
  expect(unused.map((entry) => entry.url), 'allow-list entries no file needs any more').toEqual([]);
});

/** Well-known analytics and tracking code, each spelled so that ordinary minified code cannot match it. */
const trackers: Record<string, RegExp> = {
  'Google Analytics / Tag Manager': /google-analytics\.com|googletagmanager\.com|GoogleAnalyticsObject|\bgtag\(|\bga\(\s*['"`](?:create|send|set|require)['"`]/,
  Plausible: /plausible\.io/,
  Segment: /segment\.com\/analytics\.js|cdn\.segment\.com|api\.segment\.io/,
  Hotjar: /hotjar/i,
  Mixpanel: /mixpanel/i,
  'Facebook pixel': /\bfbq\(|connect\.facebook\.net/,
  Sentry: /\bsentry\b/i,
  'other trackers': /clarity\.ms|matomo|piwik|posthog|doubleclick\.net|amplitude\.com|fullstory|newrelic|nr-data\.net|datadoghq/i,
  // A beacon is how trackers send as a page closes; the app has nothing to send.
  'navigator.sendBeacon': /sendBeacon/,
};

test('the build carries no analytics or tracking code', () => {
  const found = textFiles.flatMap(({ file, text }) =>
    Object.entries(trackers).flatMap(([name, pattern]) => {
      const match = pattern.exec(text);
      return match ? [`${file}: ${name} (…${text.slice(Math.max(0, match.index - 40), match.index + 40)}…)`] : [];
    }),
  );
  expect(found, 'tracking code in dist/').toEqual([]);
});

test('no font, style, script or image is loaded from another origin', () => {
  const found: string[] = [];
  for (const { file, text } of textFiles) {
    if (/fonts\.googleapis\.com|fonts\.gstatic\.com|typekit/i.test(text)) found.push(`${file}: a web-font service`);
    // Every page resource and link hint (preconnect, preload, stylesheet) of the HTML, relative or absolute.
    const tags = file.endsWith('.html') ? text.matchAll(/<(?:link|script|img|iframe|source|video|audio|embed|object)\b[^>]*>/gi) : [];
    for (const [tag] of tags) {
      for (const [, address] of tag.matchAll(/\b(?:src|href)\s*=\s*["']?([^"'\s>]+)/gi)) {
        if (new URL(address!, `${site.origin}/`).origin !== site.origin) found.push(`${file}: ${tag}`);
      }
    }
    for (const [block] of text.matchAll(/@font-face\s*\{[^}]*\}/gi)) {
      if (/url\(\s*["']?(?:[a-z]+:)?\/\//i.test(block)) found.push(`${file}: remote @font-face ${block}`);
    }
    for (const [rule] of text.matchAll(/(?:url\(|@import)\s*["']?\/\/[^\s"')]+/gi)) found.push(`${file}: ${rule}`);
  }
  expect(found, 'resources from another origin in dist/').toEqual([]);
});
