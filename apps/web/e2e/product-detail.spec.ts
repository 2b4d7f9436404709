import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const UNSCENTED_5 = 'Premium Bentonite Cat Litter - Unscented 5 kg';
const UNSCENTED_10 = 'Premium Bentonite Cat Litter - Unscented 10 kg';

/** Opens a product from the shop, as a visitor would. */
async function openFromShop(page: Page, productName: string) {
  await page.goto('/explore');
  await page.getByRole('main').getByRole('link', { name: productName, exact: true }).click();
  await expect(page).toHaveURL(/\/product-details\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
}

test.describe('product detail', () => {
  test('shows the product with its price block, details and page meta', async ({ page }) => {
    await openFromShop(page, UNSCENTED_5);
    await expect(page).toHaveTitle(new RegExp(UNSCENTED_5));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/product-details\/[0-9a-f-]{36}$/);

    const info = page.locator('.product-detail__info');
    await expect(info.getByText('₹549/-', { exact: true })).toBeVisible();
    await expect(info.locator('s')).toHaveText(/₹649$/);
    await expect(info.getByText('15% OFF', { exact: true })).toBeVisible();
    await expect(info.getByText('In stock, ready to ship')).toBeVisible();
    await expect(info.getByRole('heading', { name: 'Description' })).toBeVisible();
    await expect(info.getByText('Clumps firmly within seconds for easy scooping')).toBeVisible();
    await expect(info.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
    await expect(info.getByText('Cash on Delivery', { exact: true })).toBeVisible();
    // What the e-commerce rules ask of every product page: where it is made and who sells it.
    await expect(info.locator('dt:text-is("Country of origin") + dd')).toHaveText('India');
    await expect(info.locator('dt:text-is("Sold by") + dd')).toHaveText(/^Purrfect Litter Private Limited, .+ \d{6}$/);
  });

  test('the gallery switches pictures from its thumbnails', async ({ page }) => {
    await openFromShop(page, UNSCENTED_5);
    const main = page.getByRole('main');
    await expect(main.getByRole('img', { name: `${UNSCENTED_5}, picture 1 of 2` })).toHaveAttribute('width', '800');
    await main.getByRole('button', { name: 'Show picture 2 of 2' }).click();
    await expect(main.getByRole('button', { name: 'Show picture 2 of 2' })).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByRole('img', { name: `${UNSCENTED_5}, picture 2 of 2` })).toHaveAttribute('src', /litter-clumps/);
  });

  test('the variant picker marks the current size and links to the others', async ({ page }) => {
    await openFromShop(page, UNSCENTED_5);
    const picker = page.getByRole('navigation', { name: 'Choose a size' });
    await expect(picker.getByRole('link')).toHaveCount(3);
    await expect(picker.getByRole('link', { name: /^5 kg/ })).toHaveAttribute('aria-current', 'page');

    await picker.getByRole('link', { name: /^10 kg/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: UNSCENTED_10 })).toBeVisible();
    await expect(picker.getByRole('link', { name: /^10 kg/ })).toHaveAttribute('aria-current', 'page');
    await expect(picker.getByRole('link', { name: /^5 kg/ })).not.toHaveAttribute('aria-current', 'page');
  });

  test('shows Similar Products as product cards that lead to their own pages', async ({ page }) => {
    await openFromShop(page, UNSCENTED_5);
    const similar = page.getByRole('region', { name: 'Similar Products' });
    await expect(similar.getByRole('heading', { name: 'Similar Products' })).toBeVisible();
    const cards = similar.getByRole('article');
    await expect(cards).toHaveCount(4);
    await expect(cards.first().getByText(/^₹[\d,]+\/-$/)).toBeVisible();

    const name = (await cards.first().getByRole('heading').textContent())!;
    await cards.first().getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // A new page starts at the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an unavailable product reads Coming Soon', async ({ page }) => {
    await openFromShop(page, 'Premium Bentonite Cat Litter - Rose 20 kg');
    const info = page.locator('.product-detail__info');
    await expect(info.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    await expect(info.getByText(/% OFF/)).toHaveCount(0);
  });

  test('Add To Cart while logged out keeps the visitor on the product', async ({ page }) => {
    await openFromShop(page, UNSCENTED_5);
    const url = page.url();
    await page.locator('.product-detail__info').getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page).toHaveURL(url);
  });

  test.describe('an unknown id', () => {
    const MISSING = '00000000-0000-4000-8000-000000000000';
    // The page is a 404 for crawlers, and the app's request for the product is one too.
    test.use({
      expectedHttpErrors: async ({ baseURL: _baseURL }, use) => {
        await use([
          { status: 404, path: `/product-details/${MISSING}` },
          { status: 404, path: `/api/v1/products/get-product-by/${MISSING}` },
        ]);
      },
    });

    test('shows Error: Product not found in red, on a page answered with 404', async ({ page }) => {
      const response = await page.goto(`/product-details/${MISSING}`);
      expect(response!.status()).toBe(404);
      const error = page.getByRole('alert');
      await expect(error).toHaveText('Error: Product not found');
      await expect(error).toHaveCSS('color', 'rgb(179, 38, 30)');
      await expect(page.getByRole('main').getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/explore');
    });
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await openFromShop(page, UNSCENTED_5);
    await expect(page.getByRole('region', { name: 'Similar Products' }).getByRole('article')).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);
  });
});
