import type { APIRequestContext, Page } from '@playwright/test';
import { newCustomer } from './accounts';
import { expect, test } from './fixtures';
import { holdRequests } from './hold';
import { UNSCENTED_5 } from './shop';

/** A Pixel-class phone on slow 4G: four times slower CPU, 150 ms round trips, 1.6 Mbit/s down. */
async function budgetPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 90_000 });
}

/**
 * Holds back the app's code until the test lets it through: what the visitor does meanwhile happens on the page as the
 * server sent it, before the app has started, however fast the machine running the test is.
 */
function holdTheApp(page: Page): Promise<() => void> {
  return holdRequests(page, '**/static/main-*.js');
}

async function productPath(page: Page, name: string): Promise<string> {
  const products = (await (await page.request.get('/api/v1/products/all-products')).json()) as { products: Array<{ _id: string; productName: string }> };
  return `/product-details/${products.products.find((p) => p.productName === name)!._id}`;
}

async function unitsInCart(request: APIRequestContext): Promise<number> {
  const cart = (await (await request.get('/api/v1/cart/get-user-cart')).json()) as { cartItems: Array<{ quantity: number }> };
  return cart.cartItems.reduce((sum, item) => sum + item.quantity, 0);
}

const appStarted = (page: Page) => page.evaluate(() => document.documentElement.dataset.ready === 'true');

test.describe('what a visitor does before the app has started, on a budget phone', () => {
  test.use({ startsApp: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const how of ['Enter', 'a tap on Check'] as const) {
    test(`a pincode typed and sent with ${how} gets its delivery date`, async ({ page }) => {
      const path = await productPath(page, UNSCENTED_5);
      await budgetPhone(page);
      const release = await holdTheApp(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const main = page.getByRole('main');
      const field = main.getByLabel('Delivery pincode');
      await field.pressSequentially('560001');
      if (how === 'Enter') await field.press('Enter');
      else await main.getByRole('button', { name: 'Check', exact: true }).tap();
      expect(await appStarted(page)).toBe(false);

      release();
      await expect(main.getByRole('status').filter({ hasText: /^Delivery by \w+day, \d{1,2} \w+$/ })).toBeVisible();
      await expect(field).toHaveValue('560001');
    });
  }

  test('Add To Cart tapped before the app starts opens the sign-in dialog for a visitor', async ({ page }) => {
    const path = await productPath(page, UNSCENTED_5);
    await budgetPhone(page);
    const release = await holdTheApp(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const addToCart = page.getByRole('main').getByRole('button', { name: 'Add To Cart' }).first();
    await addToCart.tap();
    expect(await appStarted(page)).toBe(false);
    // The tap shows at once: the button is drawn pressed and busy while the app starts.
    await expect(addToCart).toHaveAttribute('data-held', '');
    expect(await addToCart.evaluate((button) => getComputedStyle(button).transform)).not.toBe('none');
    release();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(addToCart).not.toHaveAttribute('data-held');
  });

  test('Add To Cart pressed from the keyboard while the session is still being checked keeps the focus, and gets it back when the dialog closes', async ({ page }) => {
    const path = await productPath(page, UNSCENTED_5);
    const release = await holdRequests(page, '**/api/v1/auth/isloggedin');
    await page.goto(path);
    await page.mouse.move(10, 10);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    const addToCart = page.getByRole('main').getByRole('button', { name: 'Add To Cart' }).first();
    await addToCart.focus();
    await page.keyboard.press('Enter');
    const adding = page.getByRole('main').getByRole('button', { name: 'Adding...' });
    await expect(adding).toBeDisabled();
    await expect(adding).toBeFocused();
    release();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(addToCart).toBeFocused();
  });

  test('the sign-in dialog opens with its frame, title and reason while its forms are still on their way', async ({ page }) => {
    const path = await productPath(page, UNSCENTED_5);
    const release = await holdRequests(page, '**/static/login-dialog-*.js');
    await page.goto(path);
    await page.mouse.move(10, 10);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await page.getByRole('main').getByRole('button', { name: 'Add To Cart' }).first().tap();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Sign in to add ${UNSCENTED_5}`);
    await expect(dialog.getByRole('status')).toBeVisible();
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveCount(0);
    release();
    // The form takes the spinner's place in the same dialog.
    await expect(dialog.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    // Closing it closes it, as closing the form would.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Add To Cart tapped before the app starts adds exactly one item for a signed-in customer', async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'early-tap' });
    await context.addCookies(customer.storageState.cookies);
    const path = await productPath(page, UNSCENTED_5);
    await budgetPhone(page);
    const release = await holdTheApp(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page.getByRole('main').getByRole('button', { name: 'Add To Cart' }).first().tap();
    release();
    await expect(page.getByRole('status').filter({ hasText: 'Product added to cart successfully' })).toBeVisible();
    await expect.poll(() => unitsInCart(page.request)).toBe(1);
    // Nothing else arrives later.
    await page.waitForLoadState('networkidle');
    expect(await unitsInCart(page.request)).toBe(1);
  });

  test('the menu tapped before the app starts opens at once, by the browser alone, and stays open when the app takes over', async ({ page }) => {
    await budgetPhone(page);
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await menu.tap();
    await expect(nav.getByRole('link', { name: 'Shop', exact: true })).toBeVisible();
    expect(await appStarted(page)).toBe(false);
    release();
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Shop', exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(nav.getByRole('link', { name: 'Shop', exact: true })).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('a review card tapped before the app starts opens its review', async ({ page }) => {
    await budgetPhone(page);
    const release = await holdTheApp(page);
    await page.goto('/review', { waitUntil: 'domcontentloaded' });
    const card = page.getByRole('main').getByRole('button', { name: /Rated \d out of 5/ }).first();
    await card.scrollIntoViewIfNeeded();
    const name = (await card.locator('.review-card__name').textContent())!;
    await card.tap();
    expect(await appStarted(page)).toBe(false);
    await expect(card).toHaveAttribute('data-held', '');
    release();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await expect(card).not.toHaveAttribute('data-held');
  });

  test('a page scrolled before the app starts stays where the visitor scrolled it when the app takes over', async ({ page }) => {
    const path = await productPath(page, UNSCENTED_5);
    await budgetPhone(page);
    const release = await holdTheApp(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page.getByRole('main').getByRole('button', { name: 'Add To Cart' }).first().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const scrolled = await page.evaluate(() => window.scrollY);
    release();
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    // Past the app's first effects: the place is kept, not reset to the top.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('a size tapped before the app starts is the one shown after', async ({ page }) => {
    const path = await productPath(page, UNSCENTED_5);
    await budgetPhone(page);
    const release = await holdTheApp(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const sizes = page.getByRole('main').getByRole('navigation', { name: 'Choose a size' });
    await sizes.getByRole('link', { name: /20 kg/ }).tap();
    release();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: /Unscented 20 kg/ })).toBeVisible();
    await expect(sizes.getByRole('link', { name: /20 kg/ })).toHaveAttribute('aria-current', 'page');
  });
});
