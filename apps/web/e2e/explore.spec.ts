import type { Locator, Page } from '@playwright/test';
import { RESPONSIVE_IMAGE_WIDTHS } from '@shop/contract/images';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const SEED_PRODUCT_COUNT = 13;

function card(page: Page, productName: string): Locator {
  return page.getByRole('main').getByRole('article').filter({ has: page.getByRole('link', { name: productName, exact: true }) });
}

test.describe('shop page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/explore');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(SEED_PRODUCT_COUNT);
  });

  test('lists every product under its heading, with page meta', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Shop/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/explore$/);
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(`Showing ${SEED_PRODUCT_COUNT} of ${SEED_PRODUCT_COUNT} products`);
  });

  test('a card shows the selling price with /-, the struck M.R.P. and N% OFF', async ({ page }) => {
    // M.R.P. ₹649 sold at ₹549: 15.4% off, shown as 15%.
    const unscented = card(page, 'Premium Bentonite Cat Litter - Unscented 5 kg');
    await expect(unscented.getByText('₹549/-', { exact: true })).toBeVisible();
    await expect(unscented.locator('s')).toHaveText(/₹649$/);
    await expect(unscented.getByText('15% OFF', { exact: true })).toBeVisible();

    // Indian digit grouping: M.R.P. ₹2,199 sold at ₹1,649.
    const big = card(page, 'Premium Bentonite Cat Litter - Unscented 20 kg');
    await expect(big.getByText('₹1,649/-', { exact: true })).toBeVisible();
    await expect(big.locator('s')).toHaveText(/₹2,199$/);

    const image = unscented.locator('img');
    await expect(image).toHaveAttribute('width', '800');
    await expect(image).toHaveAttribute('height', '800');
    await expect(unscented.getByRole('link', { name: 'Premium Bentonite Cat Litter - Unscented 5 kg' })).toHaveAttribute(
      'href',
      /^\/product-details\/[0-9a-f-]{36}$/,
    );
  });

  test('N% OFF is not shown when the offer is 0', async ({ page }) => {
    const deodoriser = card(page, 'Natural Litter Deodoriser Powder');
    await expect(deodoriser.getByText('₹349/-', { exact: true })).toBeVisible();
    await expect(deodoriser.locator('s')).toHaveText(/₹349$/);
    await expect(deodoriser.getByText(/% OFF/)).toHaveCount(0);
  });

  test('unavailable products read Coming Soon and cannot be added', async ({ page }) => {
    const comingSoon = page.getByRole('main').getByRole('button', { name: 'Coming Soon' });
    await expect(comingSoon).toHaveCount(2);
    for (const button of await comingSoon.all()) await expect(button).toBeDisabled();
    await expect(card(page, 'Premium Bentonite Cat Litter - Rose 20 kg').getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    await expect(card(page, 'Covered Litter Box with Carbon Filter').getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    await expect(page.getByRole('main').getByRole('button', { name: 'Add To Cart' })).toHaveCount(SEED_PRODUCT_COUNT - 2);
  });

  test('Add To Cart while logged out keeps the visitor on the shop', async ({ page }) => {
    await card(page, 'Stainless Steel Litter Scoop').getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(SEED_PRODUCT_COUNT);
  });

  test('category and fragrance chips filter the grid and can be cleared', async ({ page }) => {
    const main = page.getByRole('main');
    const category = main.getByRole('group', { name: 'Category' });
    const fragrance = main.getByRole('group', { name: 'Fragrance' });

    await category.getByRole('button', { name: 'Accessories' }).click();
    await expect(category.getByRole('button', { name: 'Accessories' })).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByRole('article')).toHaveCount(3);
    await expect(page).toHaveURL(/category=accessories/);

    await category.getByRole('button', { name: 'Cat Litter' }).click();
    await fragrance.getByRole('button', { name: 'Rose' }).click();
    await expect(main.getByRole('article')).toHaveCount(3);
    for (const name of await main.getByRole('article').getByRole('heading').allTextContents()) expect(name).toContain('Rose');

    await main.getByRole('button', { name: 'Clear filters' }).click();
    await expect(main.getByRole('article')).toHaveCount(SEED_PRODUCT_COUNT);
    await expect(category.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a filtered address opens filtered', async ({ page }) => {
    await page.goto('/explore?fragrance=Lavender');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await expectNoSeriousA11yViolations(page);
  });
});

test('a failing product list shows Error: message in red (the shop opened from another page)', async ({ page, consoleErrors }) => {
  await page.route('**/api/v1/products/all-products', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Catalogue is resting', code: 'UNAVAILABLE' }) }),
  );
  // The server renders /explore with its products; the browser loads them when the visitor comes from another page.
  await page.goto('/about');
  await page.getByRole('banner').getByRole('link', { name: 'Shop' }).click();
  const error = page.getByRole('alert').filter({ hasText: 'Error:' });
  await expect(error).toHaveText('Error: Catalogue is resting');
  await expect(error).toHaveCSS('color', 'rgb(179, 38, 30)');
  // Chromium logs the refused request itself; that one is expected.
  const expected = consoleErrors.filter((e) => e.includes('status of 503'));
  expect(expected.length).toBeGreaterThan(0);
  for (const e of expected) consoleErrors.splice(consoleErrors.indexOf(e), 1);
});

test('each card is sent the smallest copy of its picture that fills it, on phones, tablets and laptops', async ({ browser, baseURL }) => {
  const screens = [
    { width: 412, dpr: 1.75 },
    { width: 360, dpr: 2 },
    { width: 768, dpr: 1 },
    { width: 1024, dpr: 1 },
    { width: 1280, dpr: 2 },
    { width: 1440, dpr: 1 },
  ];
  for (const { width, dpr } of screens) {
    // A fresh browser cache each time: a larger copy already in it would be used instead.
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, deviceScaleFactor: dpr });
    const page = await context.newPage();
    await page.goto('/explore');
    const picture = page.getByRole('main').getByRole('article').first().locator('img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-w\d+\.avif$/);
    const { shown, copy } = await picture.evaluate((img: HTMLImageElement) => ({
      shown: img.getBoundingClientRect().width,
      copy: Number(/-w(\d+)\.avif$/.exec(img.currentSrc)![1]),
    }));
    const smallestThatFills = RESPONSIVE_IMAGE_WIDTHS.find((w) => w >= shown * dpr) ?? RESPONSIVE_IMAGE_WIDTHS.at(-1);
    expect(copy, `a ${shown}px card on a ${width}px screen at ${dpr} dots a pixel`).toBe(smallestThatFills);
    await context.close();
  }
});
