import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { UNSCENTED_5 } from './shop';

/** The shop's catalogue and approved reviews as the API serves them. */
async function catalogue(page: Page) {
  const { products } = (await (await page.request.get('/api/v1/products/all-products')).json()) as {
    products: Array<{ _id: string; productName: string; finalPrice: number }>;
  };
  const reviews = (await (await page.request.get('/api/v1/reviews/approved')).json()) as Array<{ message: string }>;
  return { products, reviews, unscented: products.find((p) => p.productName === UNSCENTED_5)! };
}

/** What a public page must show before any script runs: its main heading and a piece of its content. */
const PAGES: ReadonlyArray<{ path: string; heading: RegExp; text: RegExp }> = [
  { path: '/about', heading: /Natural litter from Indian earth/, text: /bentonite/i },
  { path: '/contact-us', heading: /Contact Us/, text: /care@|@/ },
  { path: '/faq', heading: /Frequently Asked Questions/, text: /\?/ },
  { path: '/terms-and-conditions', heading: /Terms and Conditions/, text: /return/i },
  { path: '/privacy-policy', heading: /Privacy Policy/, text: /personal/i },
];

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows the catalogue, prices and approved reviews, and its links lead to pages with content', async ({ page }) => {
    const { products, reviews } = await catalogue(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium bentonite cat litter, made in India');
    for (const product of products.slice(0, 3)) await expect(page.getByRole('link', { name: product.productName, exact: true }).first()).toBeVisible();
    await expect(page.getByText(/₹\d/).first()).toBeVisible();
    await expect(page.getByText(reviews[0]!.message.split(' ').slice(0, 4).join(' ')).first()).toBeAttached();

    // A plain link: the next page comes from the server too.
    await page.getByRole('banner').getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop all products' })).toBeVisible();
    await page.getByRole('link', { name: UNSCENTED_5, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: UNSCENTED_5 })).toBeVisible();
    await expect(page.locator('.product-detail__info').getByText('₹549/-', { exact: true })).toBeVisible();
  });

  test('the reviews wall shows the approved reviews', async ({ page }) => {
    const { reviews } = await catalogue(page);
    await page.goto('/review');
    await expect(page.getByRole('heading', { level: 1, name: 'Loved by cat parents across India' })).toBeVisible();
    await expect(page.getByText(reviews[0]!.message.split(' ').slice(0, 4).join(' ')).first()).toBeVisible();
  });

  for (const { path, heading, text } of PAGES) {
    test(`${path} shows its text, and the footer's links work`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    });
  }

  test.describe('a page that does not exist', () => {
    test.use({ expectedHttpErrors: [{ status: 404, path: '/no-such-page' }] });

    test('says so, with status 404', async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    });
  });
});

test('the page’s content is in the HTML the server sends, with the state the browser starts from', async ({ page }) => {
  const { unscented, reviews } = await catalogue(page);
  const html = await (await page.request.get(`/product-details/${unscented._id}`)).text();
  const body = html.slice(html.indexOf('<div id="root">'));
  expect(body).toContain(`>${UNSCENTED_5}</h1>`);
  expect(body).toContain('₹549/-');
  const state = JSON.parse(/<script id="shop-state" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as {
    state: { products: { product: { _id: string } | null } };
  };
  expect(state.state.products.product?._id).toBe(unscented._id);

  const wall = await (await page.request.get('/review')).text();
  // Text is escaped in HTML: compare a run of plain words.
  expect(wall).toContain(reviews[0]!.message.split(' ').slice(0, 3).join(' '));
});

test('pages hydrate without a warning and work at once: the carousel moves, a product opens by a click', async ({ page }) => {
  // Any console error or warning fails this test (the fixture fails on errors; warnings are checked here).
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // A link from Instagram gets the page kept for everyone (rendered without its tags), and the browser keeps the tags.
  for (const path of ['/', '/explore', '/review', '/about', '/faq', '/contact-us', '/terms-and-conditions', '/privacy-policy', '/?utm_source=instagram&igsh=MzRlODBi']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto('/');
  await page.getByRole('button', { name: /^Show .+ slide$/ }).nth(1).click();
  await expect(page.getByRole('group', { name: /^2 of/ })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: UNSCENTED_5, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: UNSCENTED_5 })).toBeVisible();
  expect(warnings).toEqual([]);
});
