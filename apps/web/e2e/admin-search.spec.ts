import type { Page } from '@playwright/test';
import { newCustomer } from './accounts';
import { toast } from './auth-ui';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { customerApi } from './orders';
import { signInStaff, staffApi } from './staff';
import { expectFitsScreen } from './viewport';

const PHONE = { width: 390, height: 844 };
const SCOOP = 'Stainless Steel Litter Scoop';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function cardNames(page: Page): Promise<string[]> {
  return page.getByRole('main').getByRole('list', { name: 'Products' }).getByRole('article').getByRole('heading').allTextContents();
}

test.describe('the console’s Search page on a phone', () => {
  // The second entry for the same word, refused on purpose.
  test.use({ viewport: PHONE, expectedHttpErrors: [{ status: 409, path: '/api/v1/admin/search/synonyms' }] });

  test('staff add a synonym and a search for it finds the product; they edit it, then delete it', async ({ page, context, baseURL }) => {
    const word = `meow${unique()}`;
    await signInStaff(context, baseURL!);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Add a synonym' });
    // The contract's rules, before anything is sent.
    await form.getByRole('button', { name: 'Add synonym' }).click();
    await expect(form.getByText('Give at least one word')).toBeVisible();

    await form.getByLabel('Word').fill(word);
    await form.getByLabel('Also finds').fill('scoop, Scoop');
    await form.getByRole('button', { name: 'Add synonym' }).click();
    await expect(toast(page, `Synonym added: ${word}`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: word });
    await expect(row).toContainText('scoop');
    await expectFitsScreen(page, 'the console’s Search page', PHONE.width);
    await expectNoSeriousA11yViolations(page);

    // The same word again is refused by the server, and said so in the form.
    await form.getByLabel('Word').fill(word);
    await form.getByLabel('Also finds').fill('mat');
    await form.getByRole('button', { name: 'Add synonym' }).click();
    await expect(form.getByRole('alert')).toContainText('already has an entry');

    const shop = await context.newPage();
    await shop.goto(`/explore?q=${word}`);
    await expect.poll(() => cardNames(shop)).toContain(SCOOP);

    await row.getByRole('button', { name: `Edit ${word}` }).click();
    const edit = page.getByRole('form', { name: `Edit “${word}”` });
    await edit.getByLabel('Also finds').fill('mat');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, `Synonym saved: ${word}`)).toBeVisible();
    await expect(row).toContainText('mat');
    await shop.goto(`/explore?q=${word}`);
    await expect.poll(() => cardNames(shop)).toContain('Honeycomb Litter Trapping Mat');

    await row.getByRole('button', { name: `Delete ${word}` }).click();
    await page.getByRole('dialog', { name: `Delete “${word}”?` }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `Synonym deleted: ${word}`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: word })).toHaveCount(0);
    await shop.goto(`/explore?q=${word}`);
    await expect(shop.getByText(`Nothing found for “${word}”.`)).toBeVisible();
    await shop.close();
  });

  test('a search that found nothing shows in the console, and staff can start a synonym from it', async ({ page, context, baseURL }) => {
    const missed = `purrzz${unique()}`;
    const shop = await context.newPage();
    await shop.goto(`/explore?q=${missed}`);
    await expect(shop.getByText(`Nothing found for “${missed}”.`)).toBeVisible();
    await shop.close();

    await signInStaff(context, baseURL!);
    await page.goto('/admin/search');
    const misses = page.getByRole('region', { name: 'Searches that found nothing' });
    const row = misses.getByRole('row').filter({ hasText: missed });
    await expect(row).toBeVisible();
    await expect(row).toContainText('1');
    await row.getByRole('button', { name: `Add a synonym for ${missed}` }).click();
    await expect(page.getByRole('form', { name: 'Add a synonym' }).getByLabel('Word')).toHaveValue(missed);
  });
});

test('a product’s rating from approved reviews shows on its card and its page, in stars and in words', async ({ page, baseURL, request }) => {
  const { products } = (await (await request.get('/api/v1/products/all-products')).json()) as { products: Array<{ _id: string; productName: string }> };
  const product = products.find((p) => p.productName === SCOOP)!;
  const customer = await newCustomer(baseURL!, { prefix: 'rater' });
  const api = await customerApi(baseURL!, customer);
  const created = await api.post('/api/v1/reviews/review-created-by-user', {
    data: { location: 'Pune', message: `Rated from its page ${unique()}: sturdy, no litter sticks to it.`, rating: 4, productId: product._id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const reviewId = ((await created.json()) as { review: { _id: string } }).review._id;
  await api.dispose();
  const staff = await staffApi(baseURL!);
  try {
    expect((await staff.post(`/api/v1/admin/reviews/${reviewId}/approve`)).status()).toBeLessThan(300);
    const detail = (await (await request.get(`/api/v1/products/get-product-by/${product._id}`)).json()) as { product: { rating: { average: number; count: number } | null } };
    const rating = detail.product.rating!;
    expect(rating.count).toBeGreaterThan(0);
    const words = `Rated ${rating.average.toFixed(1).replace(/\.0$/, '')} out of 5 from ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`;

    await page.goto(`/explore?q=scoop`);
    const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('link', { name: SCOOP, exact: true }) });
    await expect(card.getByRole('img', { name: words })).toBeVisible();
    // A product without approved reviews of its own shows none.
    const mat = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('link', { name: 'Honeycomb Litter Trapping Mat', exact: true }) });
    if (await mat.count()) await expect(mat.getByRole('img', { name: /^Rated/ })).toHaveCount(0);

    // On its page, a link to the reviews below.
    await page.goto(`/product-details/${product._id}`);
    await expect(page.getByRole('main').getByRole('link', { name: words })).toBeVisible();
  } finally {
    // Leave the ratings and the wall as the seed made them: other specs count them.
    await staff.post(`/api/v1/admin/reviews/${reviewId}/reject`, { data: { reason: 'e2e clean-up' } });
    await staff.dispose();
  }
});
