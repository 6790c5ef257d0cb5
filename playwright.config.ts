import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './tests/e2e/support/chromium';

const port = 4317;

// Runs against the production build in dist/ (npm run test:e2e builds it first).
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `npx vite preview --configLoader runner --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
