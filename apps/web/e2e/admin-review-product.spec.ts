import { newCustomer, signInContext } from './accounts';
import { toast } from './auth-ui';
import { expect, test } from './fixtures';
import { signInStaff, staffApi } from './staff';
import { expectFitsScreen } from './viewport';

const PHONE = { width: 390, height: 844 };
const BAGS = 'Compostable Litter Disposal Bags (60)';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Listed {
  _id: string;
  productName: string;
  weight: string;
  fragrance: string;
  rating: { average: number; count: number } | null;
}

test.describe('a review about a product, on a phone', () => {
  test.use({ viewport: PHONE });

  test('from a product page, Write a review sends it about that product; once staff approve it, the product’s rating counts it', async ({
    page,
    context,
    browser,
    baseURL,
    request,
  }) => {
    const { products } = (await (await request.get('/api/v1/products/all-products')).json()) as { products: Listed[] };
    const product = products.find((p) => p.productName === BAGS)!;
    const before = product.rating?.count ?? 0;
    const token = unique();
    const name = `Bag reviewer ${token}`;
    const message = `Bags ${token}: strong, tie shut easily and nothing leaks on the way to the bin.`;
    const customer = await newCustomer(baseURL!, { prefix: 'product-review', name });
    await signInContext(context, customer);

    await page.goto(`/product-details/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: BAGS })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Write a review' }).click();

    // The reviews page opens the dialog at once, with the product chosen; the address no longer asks for it.
    const dialog = page.getByRole('dialog', { name: 'Share your experience' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/review$/);
    const choice = dialog.getByLabel('Which product is it about?');
    await expect(choice).toHaveValue(product._id);
    await expect(choice.locator('option').first()).toHaveText('The shop in general');
    await expectFitsScreen(page, 'the review dialog with its product choice', PHONE.width);

    await dialog.getByLabel('Location').fill('Kochi');
    await dialog.getByLabel('Message').fill(message);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('radio', { name: '5 out of 5, heart eyes' }).check();
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/reviews/review-created-by-user') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    const created = await sent;
    expect(created.request().postDataJSON()).toMatchObject({ productId: product._id, location: 'Kochi', message, rating: 5 });
    const reviewId = ((await created.json()) as { review: { _id: string } }).review._id;
    await expect(toast(page, 'Review submitted! Awaiting approval.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Staff approve it in the console, in a browser of their own.
    const consoleContext = await browser.newContext({ viewport: PHONE, baseURL: baseURL! });
    const staff = await staffApi(baseURL!);
    try {
      await signInStaff(consoleContext, baseURL!);
      const consolePage = await consoleContext.newPage();
      await consolePage.goto('/admin/reviews');
      await expect(consolePage.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
      const row = consolePage.getByRole('row').filter({ hasText: message });
      await row.getByRole('button', { name: `Approve review by ${name}` }).click();
      await expect(toast(consolePage, 'Review approved')).toBeVisible();

      const detail = (await (await request.get(`/api/v1/products/get-product-by/${product._id}`)).json()) as { product: Listed };
      const rating = detail.product.rating!;
      expect(rating.count).toBe(before + 1);
      const words = `Rated ${rating.average.toFixed(1).replace(/\.0$/, '')} out of 5 from ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`;

      // Its page and its card in the shop say so.
      await page.goto(`/product-details/${product._id}`);
      await expect(page.getByRole('main').getByRole('link', { name: words })).toBeVisible();
      await page.goto('/explore?q=bags');
      const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('link', { name: BAGS, exact: true }) });
      await expect(card.getByRole('img', { name: words })).toBeVisible();
    } finally {
      // Leave the ratings as the seed made them: other specs read them.
      await staff.post(`/api/v1/admin/reviews/${reviewId}/reject`, { data: { reason: 'e2e clean-up' } });
      await staff.dispose();
      await consoleContext.close();
    }
  });
});
