import { defineConfig, devices } from '@playwright/test';

/** The stack is started by `npm test` (scripts/test.mjs); this suite only drives a browser against it. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    locale: 'ru-RU',
    trace: 'off',
    launchOptions: {
      // Debian's Chromium (docs/architecture.md, "Known limits of the local tools"); Playwright never downloads a browser here.
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
