import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './tests/e2e/support/chromium';

// Other ports may be set (E2E_PREVIEW_PORT, E2E_DEV_PORT) to run two checkouts' suites side by side.
const previewPort = Number(process.env.E2E_PREVIEW_PORT ?? 4317);
const devPort = Number(process.env.E2E_DEV_PORT ?? 5317);

// The suite runs against the production build in dist/ (npm run test:e2e builds it first);
// one spec also checks that the development server works, worker included.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // How long an expectation waits for its condition before it fails (not a pause: it passes as soon as the condition
  // holds). Playwright's 5 s was too short on a busy two-core machine for a page's first import, which starts the batch
  // worker and fetches the review's code: two runs on such a machine failed there, on code that passes when it is idle.
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    // No trace by default: recording one for every test cost a tenth of the suite's time on two cores. To see a
    // failure's steps, run it again with --trace retain-on-failure.
    trace: 'off',
    // The service worker would fetch the whole site in the background of every test, blurring those that count requests and chunks; offline specs allow it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [
    {
      name: 'production',
      testIgnore: /dev-mode\.spec\.ts/,
      // One browser context per worker, reset between tests (cookies, HTTP cache, local storage, IndexedDB and service
      // workers of visited origins, extra pages, routes, init scripts; the page goes to about:blank). A fresh context
      // costs Chromium a new renderer process, about 2 CPU-seconds on these machines: reuse took the suite from 405 s
      // to 291 s on two cores. What the reset leaves alone (offline, permissions, extra headers, geolocation, and the
      // Cache Storage a service worker fills) is kept out by the specs that use it: they set reuseContext: false, and
      // tests/unit/house/e2e-context-reuse.test.ts holds them to it.
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${previewPort}`, reuseContext: true },
    },
    {
      name: 'dev',
      testMatch: /dev-mode\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${devPort}` },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --configLoader runner --port ${previewPort} --strictPort`,
      url: `http://localhost:${previewPort}`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `npx vite --configLoader runner --port ${devPort} --strictPort`,
      url: `http://localhost:${devPort}`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
  ],
});
