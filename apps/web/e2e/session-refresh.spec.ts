import type { Page, Request } from '@playwright/test';
import { newCustomer, signInContext } from './accounts';
import { ENDED_SESSION_PROBES, expect, test } from './fixtures';

// The first requests after the access cookie is gone (the account page loads the profile and the order history
// at once) get a 401 before the client refreshes and retries them.
// (A function, because test.use reads a two-element array as a value and its options.)
test.use({
  expectedHttpErrors: async ({ baseURL: _baseURL }, use) => {
    await use([
      ...ENDED_SESSION_PROBES,
      { status: 401, path: '/api/v1/user/me' },
      { status: 401, path: '/api/v1/user/my-order' },
      { status: 401, path: '/api/v1/user/notification-preferences' },
    ]);
  },
});

/** The page's API calls under way, counted from now on: a step waits for them to end before it changes the cookies. */
function apiCallsUnderWay(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return () => open.size;
}

/**
 * Waits until the account page shows all of its parts and none of its calls is under way. Cookies cleared while a call
 * is still being sent would make that call the one that refreshes, not the step the test is about.
 */
async function accountSettled(page: Page, name: string, underWay: () => number): Promise<void> {
  await expect(page.getByRole('region', { name: 'Personal details' })).toContainText(name);
  await expect(page.getByRole('checkbox', { name: 'Send me order updates on WhatsApp' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order history' })).toContainText('You have not placed any orders yet');
  await expect.poll(underWay).toBe(0);
}

/** How long a step waits for the call it provokes: well under the test's timeout, so a failure names its step. */
const CALL_TIMEOUT_MS = 30_000;

test.describe('token refresh', () => {
  test('a customer whose access token is gone stays logged in, without noticing', async ({ page, context, baseURL }) => {
    // A session of its own: refreshing rotates its refresh token.
    const customer = await newCustomer(baseURL!, { prefix: 'refresh' });
    await signInContext(context, customer);
    const underWay = apiCallsUnderWay(page);
    await page.goto('/account-details');
    await accountSettled(page, customer.name, underWay);
    const personal = page.getByRole('region', { name: 'Personal details' });

    await test.step('a page load without the access cookie: the session check refreshes and the page renders', async () => {
      await context.clearCookies({ name: 'access_token' });
      const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/refresh-token') && r.status() === 200, { timeout: CALL_TIMEOUT_MS });
      await page.reload();
      await refreshed;
      await accountSettled(page, customer.name, underWay);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect((await context.cookies()).some((c) => c.name === 'access_token')).toBe(true);
    });

    await test.step('a call inside the running app: GET /user/me gets a 401, the client refreshes and retries it', async () => {
      await context.clearCookies({ name: 'access_token' });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
      await expect(page).toHaveURL(/\/explore$/);
      // The address changes before the shop's code has loaded, and until then the account page stays on screen. Coming
      // back to it before it has gone would fetch nothing: the shop must be shown and the account page gone.
      await expect(page.getByRole('heading', { level: 1, name: 'Shop all products' })).toBeVisible();
      await expect(personal).toHaveCount(0);
      const retried = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/me') && r.status() === 200, { timeout: CALL_TIMEOUT_MS });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
      await retried;
      await expect(personal).toContainText(customer.name);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' })).toBeVisible();
    });
  });

  test('two tabs whose access tokens expire together both stay signed in, with one refresh between them', async ({ context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'twotabs' });
    await signInContext(context, customer);
    const tabs = [await context.newPage(), await context.newPage()];
    const personal = (tab: (typeof tabs)[number]) => tab.getByRole('region', { name: 'Personal details' });
    await Promise.all(tabs.map((tab) => tab.goto('/account-details')));
    for (const tab of tabs) await expect(personal(tab)).toContainText(customer.name);

    const refreshes: number[] = [];
    context.on('response', (r) => {
      if (r.url().endsWith('/api/v1/auth/refresh-token')) refreshes.push(r.status());
    });
    // Both access tokens are gone at the same moment, and both tabs load at once.
    await context.clearCookies({ name: 'access_token' });
    await Promise.all(tabs.map((tab) => tab.reload()));
    for (const tab of tabs) {
      await expect(personal(tab)).toContainText(customer.name);
      await expect(tab.getByRole('dialog')).toHaveCount(0);
    }
    expect(refreshes).toEqual([200]);

    // The session lives on in both tabs.
    await Promise.all(tabs.map((tab) => tab.reload()));
    for (const tab of tabs) await expect(personal(tab)).toContainText(customer.name);
    expect(refreshes).toEqual([200]);
  });

  test('when the refresh token is gone too, the customer is logged out and the login dialog opens', async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'expired' });
    await signInContext(context, customer);
    await page.goto('/account-details');
    await expect(page.getByRole('region', { name: 'Personal details' })).toContainText(customer.name);
    await context.clearCookies();
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    // The home page, remembering the page for after the sign-in.
    await expect(page).toHaveURL(/\/\?next=%2Faccount-details$/);
  });
});
