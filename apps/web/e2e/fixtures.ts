import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { newCustomer, type Customer } from './accounts';

/**
 * An HTTP error answer the app expects and handles. Chromium still logs every 4xx/5xx answer as a console error
 * ("Failed to load resource: … status of 401"), so a test lists the ones it provokes on purpose.
 */
export interface ExpectedHttpError {
  status: number;
  /** Path of the request, e.g. '/api/v1/auth/login'; one ending in `/*`, any path below it. */
  path: string;
}

/**
 * A session that ends under a test (its cookies cleared or expired): the session check answers 401, and so does
 * the refresh the client then tries (SPEC.md §4 "Session start", "Token refresh"). A visitor who never signed in
 * gets 200 and no refresh, so only the tests that end a session list these.
 */
export const ENDED_SESSION_PROBES: readonly ExpectedHttpError[] = [
  { status: 401, path: '/api/v1/auth/isloggedin' },
  { status: 401, path: '/api/v1/auth/refresh-token' },
];

function isExpectedHttpError(text: string, url: string, expected: readonly ExpectedHttpError[]): boolean {
  const status = /status of (\d{3})/.exec(text)?.[1];
  if (!status || !text.startsWith('Failed to load resource')) return false;
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return false;
  }
  const matches = (e: ExpectedHttpError) => (e.path.endsWith('/*') ? path.startsWith(e.path.slice(0, -1)) : e.path === path);
  return expected.some((e) => e.status === Number(status) && matches(e));
}

interface TestFixtures {
  /**
   * Whether each navigation returns once the app has taken the page over, making the first move a public page's app
   * waits for (true, the default). A test of what happens before that turns it off.
   */
  startsApp: boolean;
  consoleErrors: string[];
  /** HTTP errors this test provokes on purpose. */
  expectedHttpErrors: ExpectedHttpError[];
}

interface WorkerFixtures {
  /** A customer with a completed profile, signed up once per worker through the API. */
  workerCustomer: Customer;
}

/**
 * Waits until the app has taken over the page. The server sends pages with their content, so a button is on screen
 * before the script behind it has run; a person taps a moment later, a test at once. On a public page the app starts
 * with the visitor's first move (apps/web/src/boot.ts): the mouse moves, as a person's does before they click.
 */
export async function appReady(page: Page): Promise<void> {
  if (await page.locator('meta[name="app-start"]').count()) {
    await page.mouse.move(2, 2);
    await page.mouse.move(3, 3);
  }
  await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.ready === 'true');
}

/** Every navigation of the page (goto, reload) returns once the app has taken over what arrived. */
function waitForAppAfterLoads(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appReady(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appReady(page);
    return response;
  };
}

/** Every test fails when the page logs a console error or throws. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  startsApp: [true, { option: true }],
  context: async ({ context, javaScriptEnabled, startsApp }, use) => {
    if (javaScriptEnabled !== false && startsApp) {
      for (const page of context.pages()) waitForAppAfterLoads(page);
      context.on('page', waitForAppAfterLoads);
    }
    await use(context);
  },
  expectedHttpErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedHttpErrors }, use) => {
      const errors: string[] = [];
      const expected = expectedHttpErrors;
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        if (isExpectedHttpError(msg.text(), msg.location().url, expected)) return;
        errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
  workerCustomer: [
    // Playwright reads a fixture's dependencies from this pattern; the worker customer needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      await use(await newCustomer(workerInfo.project.use.baseURL!, { prefix: `worker${workerInfo.workerIndex}` }));
    },
    { scope: 'worker' },
  ],
});

export { expect };

/** Runs axe on the page and fails on serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A toast fading in or out is partly transparent, which axe would report as low contrast: wait until it rests.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect instanceof KeyframeEffect && a.effect.target?.closest('.toast-layer')).length,
      ),
    )
    .toBe(0);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`),
  ).toEqual([]);
}
