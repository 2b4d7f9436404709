import { expect, test } from './fixtures';
import { expectFitsScreen } from './viewport';

const PHONE = { width: 390, height: 844 };

test.describe('reviews on a product page', () => {
  test.use({ viewport: PHONE });

  test("a visitor on a phone sees the product's rating under the name, and the latest reviews below", async ({ page, request }) => {
    const { products } = (await (await request.get('/api/v1/products/all-products')).json()) as {
      products: Array<{ productName: string; rating: { average: number; count: number } | null }>;
    };
    const rating = products.find((p) => p.productName === 'Premium Bentonite Cat Litter - Unscented 5 kg')!.rating!;
    expect(rating.count).toBeGreaterThan(0);

    await page.goto('/explore');
    await page.getByRole('main').getByRole('link', { name: 'Premium Bentonite Cat Litter - Unscented 5 kg', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Premium Bentonite Cat Litter - Unscented 5 kg' })).toBeVisible();

    const words = `Rated ${rating.average.toFixed(1).replace(/\.0$/, '')} out of 5 from ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`;
    const ratingLink = page.getByRole('link', { name: words });
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
