import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = `http://127.0.0.1:${port}`;

const browser = { ...devices['Desktop Chrome'], channel: undefined };
/** The operations console's end-to-end tests. */
const CONSOLE_SPECS = /admin-.*\.spec\.ts/;
/** Staff's Cash on Delivery rules change every order's total, so their tests run alone, after everything else. */
const COD_RULES_SPECS = /cod-rules\.spec\.ts/;
/** Staff changing the loyalty reward's order count changes what every customer reads: run alone, last. */
const LOYALTY_TARGET_SPECS = /loyalty-target\.spec\.ts/;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Generous: on a busy 2-core machine Chromium alone can take most of a core, and the tests wait for states anyway.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../../test-results/e2e.json' }]] : [['list'], ['json', { outputFile: '../../test-results/e2e.json' }]],
  outputDir: '../../test-results/e2e-artifacts',
  use: {
    baseURL,
    // Dialogs, toasts and carousels run without motion: a test waits for a state, never for an animation to end.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'storefront', testIgnore: [CONSOLE_SPECS, COD_RULES_SPECS, LOYALTY_TARGET_SPECS], use: browser },
    { name: 'staff sign-in', testMatch: /staff\.setup\.ts/, use: browser },
    // The console creates products and coupons the storefront's tests would see, so it runs after them.
    { name: 'console', testMatch: CONSOLE_SPECS, dependencies: ['storefront', 'staff sign-in'], use: browser },
    { name: 'cod rules', testMatch: COD_RULES_SPECS, dependencies: ['console'], use: browser },
    { name: 'loyalty target', testMatch: LOYALTY_TARGET_SPECS, dependencies: ['cod rules'], use: browser },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '../..',
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
