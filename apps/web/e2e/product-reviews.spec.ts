import { expect, test } from './fixtures';
import { expectFitsScreen } from './viewport';

const PHONE = { width: 390, height: 844 };

test.describe('reviews on a product page', () => {
  test.use({ viewport: PHONE });

  test("a visitor on a phone sees the shop's rating under the name, and the latest reviews below", async ({ page, request }) => {
    const rating = (await (await request.get('/api/v1/reviews/rating')).json()) as { count: number; average: number };
    expect(rating.count).toBeGreaterThan(0);

    await page.goto('/explore');
    await page.getByRole('main').getByRole('link', { name: 'Premium Bentonite Cat Litter - Unscented 5 kg', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Premium Bentonite Cat Litter - Unscented 5 kg' })).toBeVisible();

    const ratingLink = page.getByRole('link', { name: `Average rating ${rating.average.toFixed(1)} out of 5, ${rating.count} reviews` });
    await expect(ratingLink).toBeVisible();
    await ratingLink.click();
    const section = page.getByRole('region', { name: 'What cat parents say' });
    await expect(section).toBeInViewport();
    await expect(section.getByRole('listitem')).toHaveCount(3);
    await expect(section.getByRole('link', { name: 'Read all reviews' })).toHaveAttribute('href', '/review');
    await expectFitsScreen(page, 'the product page with its reviews', PHONE.width);
  });

  test('the rating and the reviews arrive with the server-rendered page', async ({ request }) => {
    const list = (await (await request.get('/api/v1/products/all-products')).json()) as { products: Array<{ _id: string }> };
    const html = await (await request.get(`/product-details/${list.products[0]!._id}`)).text();
    expect(html).toContain('What cat parents say');
    expect(html).toMatch(/\d+ reviews/);
  });
});
