import { defineConfig } from '@playwright/test';

/**
 * Browser tests run in Debian's Chromium; no browser is ever downloaded.
 * E2E_BASE_URL points at a running studio; without it, the production build in
 * NEXT_DIST_DIR (default .next) is started on E2E_PORT with a fresh data folder.
 */
const port = Number(process.env.E2E_PORT ?? 3310);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `npm start -- -p ${port} -H 127.0.0.1`,
        url: `${baseURL}/api/health`,
        timeout: 120_000,
        reuseExistingServer: false,
        env: {
          DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e',
          LOG_LEVEL: 'warn',
          // Specs serve their fixture pages and media on 127.0.0.1 (there is no internet here),
          // so this test server may fetch loopback URLs. Never set in production.
          ALLOW_PRIVATE_URLS: 'true',
        },
      },
});
