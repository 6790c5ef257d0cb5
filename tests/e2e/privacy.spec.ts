import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { PDFDocument, rgb, StandardFonts } from '@cantoo/pdf-lib';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { BATCH_COLUMNS } from '../../src/batch/batch-columns';
import { LABEL_FIELDS, type LabelField } from '../../src/label/label-data';
import { distDir } from '../support/built-chunks';
import { csvText } from '../support/csv-fixtures';
import { joinedText } from '../support/read-pdf';
import { sitePages } from '../support/site-pages';
import { batchSection, pickedFile } from './support/batch-section';
import { cropperPage } from './support/cropper-page';
import { expect, site, test } from './support/fixtures';
import { generatorPage } from './support/generator-page';
import { labelWorkerScript, waitForOfflineCopy } from './support/offline';
import { printTabContentType } from './support/print-tab';

// The privacy promise, end to end: a visitor's whole session sends nothing they type anywhere, asks the
// server for nothing but its own static files, and leaves nothing typed behind in the browser. The CSP
// refuses a cross-origin connection before it reaches the network (security-headers.spec.ts proves that),
// so such an attempt shows up here as a `securitypolicyviolation`, in a page or in the worker.
// Service workers are allowed, as for a real visitor: the site's own keeps an offline copy of the site. Its Cache
// Storage outlives a reused context's reset, so these tests each get a fresh browser context.
test.use({ serviceWorkers: 'allow', reuseContext: false });

/** Requests that never reach the network, so are not checked against the server: blob: is a PDF the app
 * made (the download, the print tab), data: an image the app drew, mailto: the contact form handing its
 * message to the visitor's own e-mail program (checked on its own below), and chrome:// and this
 * chrome-extension:// are Chromium's built-in PDF viewer in the print tab loading its own UI. */
const notNetwork = ['blob:', 'data:', 'mailto:', 'chrome://resources/', 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/'];

/** Every file of the build, as a path of the site. */
const distFiles = new Set(
  readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(distDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`),
);

/** What a static host serves: every file of the build, and the pages under their clean URLs. */
const staticPaths = new Set([...distFiles, ...sitePages.map((page) => page.path)]);

/** The file of dist/ a path of the site is served from: '/' is index.html, /generator is generator.html. */
const distFileOf = (pathname: string) => (pathname === '/' ? '/index.html' : sitePages.some((page) => page.path === pathname) ? `${pathname}.html` : pathname);

/** The one query string a request may carry: the revision Workbox adds when its service worker precaches a file
 * whose name holds no hash (an HTML page, robots.txt), so the file is fetched afresh for each new version. */
const precacheRevision = /^\?__WB_REVISION__=[0-9a-f]{32}$/;
const workerViolation = 'securitypolicyviolation in the worker:';

type Recorded = {
  requests: Request[];
  violations: string[];
  printCalls: () => number;
  /** The workers listening for violations, once every listener is in place. */
  watchedWorkers: () => Promise<string[]>;
};

/** Records every request of the context (its pages, their workers, the print tab) and every CSP violation. */
async function record(context: BrowserContext): Promise<Recorded> {
  const requests: Request[] = [];
  const violations: string[] = [];
  const watching: Promise<string[]>[] = [];
  let printCalls = 0;
  context.on('request', (request) => requests.push(request));
  // Bindings outlive navigations and reach new tabs, so nothing a document records is lost with it.
  await context.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await context.exposeFunction('reportPrint', () => (printCalls += 1));
  await context.addInitScript(() => {
    const report = window as Window & { reportCspViolation?: (text: string) => void; reportPrint?: () => void };
    document.addEventListener('securitypolicyviolation', (event) =>
      report.reportCspViolation?.(`${location.href}: ${event.violatedDirective} ${event.blockedURI}`),
    );
    // Headless Chromium cannot show a print dialog: record the call instead.
    window.print = () => report.reportPrint?.();
  });
  // Playwright passes on no CSP report from a worker, and no init script runs there: listen from inside it.
  // The PDF library's compressor starts a blob: worker that may end before the listener is in: left out.
  const watchWorkers = (page: Page) =>
    page.on('worker', (worker) => {
      worker.on('console', (message) => message.text().startsWith(workerViolation) && violations.push(`${worker.url()}: ${message.text()}`));
      const listen = (marker: string) =>
        self.addEventListener('securitypolicyviolation', (event) => console.error(`${marker} ${event.violatedDirective} ${event.blockedURI}`));
      watching.push(worker.evaluate(listen, workerViolation).then(() => [worker.url()], () => []));
    });
  context.pages().forEach(watchWorkers);
  context.on('page', watchWorkers);
  return { requests, violations, printCalls: () => printCalls, watchedWorkers: async () => (await Promise.all(watching)).flat() };
}

/** What the site's origin keeps in the browser, shared by all its tabs. */
const originStorage = (page: Page) =>
  page.evaluate(async () => ({
    localStorage: Object.entries(localStorage),
    indexedDB: (await indexedDB.databases()).map((database) => database.name),
    serviceWorkers: (await navigator.serviceWorker.getRegistrations()).map((registration) => ({
      scope: registration.scope,
      script: registration.active?.scriptURL,
    })),
  }));

/** Every request URL in Cache Storage (all caches), and those whose URL or stored body holds `token`. */
const cacheStorage = (page: Page, token: string) =>
  page.evaluate(async (token) => {
    const urls: string[] = [];
    const holdingToken: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        urls.push(request.url);
        const body = (await (await cache.match(request))?.text()) ?? '';
        if (request.url.includes(token) || body.includes(token)) holdingToken.push(request.url);
      }
    }
    return { urls, holdingToken };
  }, token);

/** sessionStorage is kept per tab (a tab the page opens starts with a copy of the page's). */
const sessionStorageOf = (page: Page) => page.evaluate(() => Object.entries(sessionStorage));

const requestLine = (request: Request) => `${request.method()} ${request.url()}`;

test('a whole session sends nothing typed anywhere, fetches only static files and stores nothing', async ({ page, context, baseURL }) => {
  // A whole session: two pages, a PDF downloaded and one printed, a batch made, a message written, the offline copy
  // kept. 12-20 s here, and 38 s beside many-pdfs on a loaded machine, past the default 30 s.
  test.setTimeout(90_000);
  const recorded = await record(context);
  // One random token in every canary: finding it anywhere means something typed got out.
  const token = randomBytes(6).toString('hex');
  // Parcels is a count, not text: 1, so the label makes its PDF (a canary there is refused, as reference-parcels.spec shows).
  const label = { ...Object.fromEntries(LABEL_FIELDS.map((field) => [field, `canary-${field}-${token}`])), parcels: '1' } as Record<LabelField, string>;
  expect(label.trackingNumber.length).toBeLessThanOrEqual(40); // the field's limit, ASCII for Code 128

  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Generate Label' }).click();
  // Exact: home's headline, "Free Shipping Label Generator", holds this one.
  await expect(page).toHaveURL('/generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping Label Generator', exact: true })).toBeVisible();
  // The worker draws the sample label's barcode on arrival; it learns what is typed only after this.
  await expect.poll(recorded.watchedWorkers).toContainEqual(expect.stringMatching(labelWorkerScript));

  const generator = generatorPage(page);
  await generator.fill(label);
  // The one thing the site may keep: the chosen label size and printer resolution, nothing typed.
  await generator.labelSize.selectOption({ label: '4 × 6 in thermal label' });
  const { trackingNumber } = label;
  const printed = LABEL_FIELDS.filter((field) => field !== 'trackingNumber' && field !== 'parcels').map((field) => label[field]);
  for (const canary of printed) await expect(generator.preview).toContainText(canary);
  await expect(generator.barcode).toHaveAttribute('data-value', trackingNumber);

  const { pdf } = await generator.download();
  for (const canary of printed) expect(joinedText(pdf)).toContain(canary);
  expect(pdf.imageCount).toBe(1); // the tracking number's barcode

  const [tab] = await Promise.all([page.waitForEvent('popup'), generator.printButton.click()]);
  expect(await printTabContentType(tab)).toBe('application/pdf');
  // The stubbed print() ran in the tab, so the init script, and its CSP listener, did too.
  await expect.poll(recorded.printCalls).toBe(1);

  // A batch: the template fetched, a file of orders with the token in every cell (and in its name) imported,
  // their PDF made on the batch worker and downloaded.
  const batch = batchSection(page);
  const [template] = await Promise.all([page.waitForEvent('download'), batch.templateLink.click()]);
  // Chromium fetches a download outside the page, so the recorder hears no request for it: its address is checked here.
  expect(template.url()).toBe(new URL('/shiplabel-template.csv', baseURL).href);
  expect(template.suggestedFilename()).toBe('shiplabel-template.csv');
  const columns = BATCH_COLUMNS.filter((column) => column.inTemplate);
  const orders = [1, 2, 3].map((order) => columns.map((column) => (column.id === 'parcels' ? '1' : `canary-${column.id}-${order}-${token}`)));
  expect(`canary-trackingNumber-3-${token}`.length).toBeLessThanOrEqual(40); // the field's limit
  await batch.importFile(pickedFile(`orders-${token}.csv`, csvText([columns.map((column) => column.name), ...orders])));
  // Each row's country is a canary no post knows: advice on every row, which still leaves them in the batch.
  await expect(batch.summary).toHaveText('3 labels · 3 rows need attention');
  await batch.createButton.click();
  await expect(batch.ready).toHaveText('Your PDF with 3 labels is ready.');
  const { pdf: batchPdf } = await batch.download();
  for (const order of [1, 2, 3]) expect(joinedText(batchPdf)).toContain(`canary-toName-${order}-${token}`);

  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const contact = {
    'First Name': `canary-firstName-${token}`,
    'Last Name': `canary-lastName-${token}`,
    Email: `canary-email-${token}@example.com`,
    Subject: `canary-subject-${token}`,
    Message: `canary-message-${token}`,
  };
  for (const [name, value] of Object.entries(contact)) await page.getByLabel(name, { exact: true }).fill(value);
  const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  // The message goes to the visitor's own e-mail program, addressed to support; the site sends nothing.
  const mail = new URL((await mailto).url());
  expect(mail.pathname).toBe(site.supportEmail);
  expect(mail.searchParams.get('body')).toContain(contact.Message);
  await expect(page.getByRole('form', { name: 'Send us a message' }).getByRole('status')).toContainText('Your e-mail program has been opened');

  // The service worker registered on the first page; its precache requests are all made once it is active.
  await waitForOfflineCopy(page);
  const origin = new URL(baseURL!).origin;
  const network = recorded.requests.filter((request) => !notNetwork.some((prefix) => request.url().startsWith(prefix)));
  expect(network.map((request) => new URL(request.url()).pathname), 'the worker script is recorded').toContainEqual(
    expect.stringMatching(labelWorkerScript),
  );
  expect(network.map((request) => new URL(request.url()).pathname), 'the batch session is recorded').toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/assets\/read-table-[\w-]+\.js$/), expect.stringMatching(/^\/assets\/batch-review-[\w-]+\.js$/)]),
  );
  expect(network.filter((request) => new URL(request.url()).origin !== origin).map(requestLine), 'requests to another origin').toEqual([]);
  expect(network.filter((request) => request.method() !== 'GET').map(requestLine), 'requests other than GET').toEqual([]);
  // The service worker's own requests (request.serviceWorker() is set) are held to the same rules: same origin,
  // GET, a file of dist/, nothing typed. They are made in the background, for the offline copy, and may carry
  // Workbox's revision query (its value is a hash of the file, fixed at build time, never anything typed).
  const fromServiceWorker = network.filter((request) => request.serviceWorker() !== null);
  expect(fromServiceWorker.map((request) => new URL(request.url()).pathname), 'the precache is recorded').toContain('/generator.html');
  const notStatic = network.filter((request) => {
    const url = new URL(request.url());
    const queryAllowed = url.search === '' || (request.serviceWorker() !== null && precacheRevision.test(url.search));
    return !queryAllowed || !staticPaths.has(url.pathname);
  });
  expect(notStatic.map(requestLine), 'requests for anything but a static file of the site').toEqual([]);
  const leaks: string[] = [];
  for (const request of network) {
    const headers = JSON.stringify(await request.allHeaders());
    const body = request.postDataBuffer()?.toString('latin1') ?? '';
    if (`${request.url()} ${headers} ${body}`.includes(token)) leaks.push(requestLine(request));
  }
  expect(leaks, 'requests carrying something typed (URL, header or body)').toEqual([]);
  expect(recorded.violations, 'Content-Security-Policy violations').toEqual([]);

  expect(await context.cookies(), 'cookies').toEqual([]);
  // Cache Storage may hold only files of dist/ — the offline copy of the site — never anything typed.
  const cached = await cacheStorage(page, token);
  expect(cached.urls.map((url) => new URL(url).pathname), 'the offline copy is there').toContain('/generator.html');
  const notSiteFiles = cached.urls.filter((url) => new URL(url).origin !== origin || !distFiles.has(distFileOf(new URL(url).pathname)));
  expect(notSiteFiles, 'Cache Storage entries that are not files of dist/').toEqual([]);
  expect(cached.holdingToken, 'Cache Storage entries holding something typed (URL or body)').toEqual([]);
  const stored = {
    origin: await originStorage(page),
    sessionStorage: { page: await sessionStorageOf(page), printTab: await sessionStorageOf(tab) },
    state: await context.storageState({ indexedDB: true }),
  };
  expect(JSON.stringify(stored), 'something typed in browser storage').not.toContain(token);
  // Not even the preload-recovery key: the app writes it only when a chunk fails to load. The one key kept
  // is the label size and printer resolution (src/features/print-settings/print-settings.ts).
  const settings = ['shiplabel:print-settings', JSON.stringify({ size: '4x6', dpi: 203 })];
  expect(stored, 'browser storage after the session').toEqual({
    origin: { localStorage: [settings], indexedDB: [], serviceWorkers: [{ scope: `${origin}/`, script: `${origin}/sw.js` }] },
    sessionStorage: { page: [], printTab: [] },
    state: { cookies: [], origins: [{ origin: new URL(baseURL!).origin, localStorage: [{ name: settings[0], value: settings[1] }], indexedDB: [] }] },
  });
});

test('a saved sender and a saved address stay on the device: no request carries them, and Forget everything leaves nothing of them', async ({ page, context }) => {
  const recorded = await record(context);
  const token = randomBytes(6).toString('hex');
  const sender = { fromName: `canary-name-${token}`, fromCompany: `canary-company-${token}`, fromAddress: `canary-address-${token}`, fromPhone: `canary-phone-${token}` };
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.fill(sender);
  const saved = page.getByRole('group', { name: 'Saved senders' });
  await expect(saved.getByRole('button', { name: 'Save sender' })).toHaveAttribute('aria-disabled', 'false');
  await saved.getByRole('button', { name: 'Save sender' }).click();
  await page.getByRole('dialog').getByLabel('Short name').fill(`canary-short-${token}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Save sender' }).click();
  await expect(saved.getByRole('status')).toContainText('Saved the sender as');
  const recipient = { toName: `canary-recipient-${token}`, toAddress: `canary-street-${token}\nSpringfield, IL 62704` };
  await generator.fill(recipient);
  const book = page.getByRole('group', { name: 'Saved recipients' });
  await book.getByRole('button', { name: 'Save recipient' }).click();
  await expect(book.getByRole('status').last()).toContainText('in the address book on this device');
  // The next visit fills the sender in from the device, and finds the address.
  await page.reload();
  await expect(generator.field('fromName')).toHaveValue(sender.fromName);
  await expect(generator.preview).toContainText(sender.fromName);
  expect(JSON.stringify(await context.storageState({ indexedDB: true })), 'the sender is kept in IndexedDB').toContain(sender.fromName);
  await book.getByRole('combobox', { name: 'Address book' }).fill(token);
  await book.getByRole('option').first().click();
  await expect(generator.field('toName')).toHaveValue(recipient.toName);

  const leaks: string[] = [];
  for (const request of recorded.requests.filter((request) => !notNetwork.some((prefix) => request.url().startsWith(prefix)))) {
    if (request.method() !== 'GET') leaks.push(requestLine(request));
    const body = request.postDataBuffer()?.toString('latin1') ?? '';
    if (`${request.url()} ${JSON.stringify(await request.allHeaders())} ${body}`.includes(token)) leaks.push(requestLine(request));
  }
  expect(leaks, 'requests other than GET, or carrying the saved sender or address').toEqual([]);
  expect(recorded.violations, 'Content-Security-Policy violations').toEqual([]);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  const forget = page.getByRole('button', { name: 'Forget everything on this device' });
  await expect(forget).toHaveAttribute('aria-disabled', 'false');
  await forget.click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Removed 1 saved sender and 1 address from this device.');
  expect((await originStorage(page)).indexedDB.filter((name) => name !== 'workbox-expiration'), 'no database left').toEqual([]);
  expect(JSON.stringify(await context.storageState({ indexedDB: true })), 'nothing of the sender or address left').not.toContain(token);
});

test.describe('the recorder itself', () => {
  // The refusal below is provoked on purpose; the worker listener logs it as an error.
  test.use({ expectedConsoleErrors: new RegExp(workerViolation) });

  test('hears the label worker: its own requests and its CSP refusals', async ({ page, context, baseURL }) => {
    const recorded = await record(context);
    const workerStarted = page.waitForEvent('worker');
    await page.goto('/generator');
    const worker = await workerStarted;
    expect(worker.url()).toMatch(labelWorkerScript);
    await expect.poll(recorded.watchedWorkers).toContain(worker.url());

    // A same-origin fetch the policy allows, made by the worker itself rather than by the page.
    expect(await worker.evaluate(() => fetch('/robots.txt?from=worker').then((response) => response.status))).toBe(200);
    await expect.poll(() => recorded.requests.map((request) => request.url())).toContain(new URL('/robots.txt?from=worker', baseURL).href);

    const elsewhere = 'http://127.0.0.2:9/canary';
    expect(await worker.evaluate((url) => fetch(url).then(() => 'sent', () => 'refused'), elsewhere)).toBe('refused');
    await expect.poll(() => recorded.violations).toEqual([`${worker.url()}: ${workerViolation} connect-src ${elsewhere}`]);
  });
});

test('the label cropper reads a carrier PDF on the device: no request carries the file, nothing of it is stored', async ({ page, context, baseURL }) => {
  const recorded = await record(context);
  const token = randomBytes(6).toString('hex');
  // A carrier's page: a bordered 4 × 6 label at the top of Letter, the token in its address and in the file's name.
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const letter = document.addPage([612, 792]);
  letter.drawRectangle({ x: 36, y: 324, width: 288, height: 432, borderWidth: 2, borderColor: rgb(0, 0, 0) });
  letter.drawText('PRIORITY MAIL', { x: 52, y: 720, size: 20, font });
  for (const [line, text] of [`canary-name-${token}`, `canary-street-${token}`, 'SPRINGFIELD IL 62701'].entries()) letter.drawText(text, { x: 52, y: 620 - line * 16, size: 12, font });
  // And a barcode's worth of bars, as every carrier's label has.
  for (let bar = 0, x = 60; bar < 48; bar += 1, x += 2 + (bar % 4)) letter.drawRectangle({ x, y: 400, width: 1 + (bar % 3), height: 70 });
  const fileName = `label-${token}.pdf`;

  await page.goto('/label-cropper');
  const cropper = cropperPage(page);
  await cropper.addFiles([{ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from(await document.save()) }]);
  await cropper.allFound();
  await expect(cropper.cropBox(fileName)).toBeVisible();
  const { pdf } = await cropper.download();
  expect(joinedText(pdf)).toContain(`canary-name-${token}`);

  const origin = new URL(baseURL!).origin;
  const network = recorded.requests.filter((request) => !notNetwork.some((prefix) => request.url().startsWith(prefix)));
  expect(network.map((request) => new URL(request.url()).pathname), 'the cropper worker is recorded').toContainEqual(expect.stringMatching(/^\/assets\/cropper\.worker-[\w-]+\.js$/));
  expect(network.filter((request) => new URL(request.url()).origin !== origin).map(requestLine), 'requests to another origin').toEqual([]);
  expect(network.filter((request) => request.method() !== 'GET' || request.postDataBuffer() !== null).map(requestLine), 'requests that send something').toEqual([]);
  expect(network.filter((request) => !staticPaths.has(new URL(request.url()).pathname) || new URL(request.url()).search !== '').map(requestLine), 'requests for anything but a static file').toEqual([]);
  const leaks: string[] = [];
  for (const request of network) if (`${request.url()} ${JSON.stringify(await request.allHeaders())}`.includes(token)) leaks.push(requestLine(request));
  expect(leaks, 'requests naming the file or its contents').toEqual([]);
  expect(recorded.violations, 'Content-Security-Policy violations').toEqual([]);

  expect(await context.cookies(), 'cookies').toEqual([]);
  const stored = { origin: await originStorage(page), sessionStorage: await sessionStorageOf(page), caches: await cacheStorage(page, token) };
  expect(stored.origin.localStorage, 'localStorage: nothing, until a setting is chosen').toEqual([]);
  // Workbox's own record of when each kept font file (the PDF reader's Helvetica) was last used: URLs of the site's files.
  expect(stored.origin.indexedDB.filter((name) => name !== 'workbox-expiration')).toEqual([]);
  expect(stored.sessionStorage).toEqual([]);
  expect(stored.caches.holdingToken, 'Cache Storage entries holding the file').toEqual([]);
});
