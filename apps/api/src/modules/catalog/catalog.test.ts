import { ProductDetailResponse, ProductListResponse, SIMILAR_PRODUCTS_LIMIT } from '@shop/contract/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createProduct } from '../../../test/factories';
import { products } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => void (ctx = await createTestContext({ PUBLIC_ASSET_BASE_URL: 'https://cdn.example.in/shop/' })));
afterAll(() => ctx.close());

describe('GET /api/v1/products/all-products', () => {
  it('lists visible products with prices in rupees and image URLs under the asset base', async () => {
    const lavender = await createProduct(ctx.db, {
      slug: 'lavender-5',
      productName: 'Premium Bentonite Cat Litter - Lavender 5 kg',
      fragrance: 'Lavender',
      mrpPaise: 69900,
      sellingPricePaise: 59400,
      images: ['products/litter-lavender.v1.svg'],
      sortOrder: 1,
    });
    await createProduct(ctx.db, { slug: 'hidden-one', isHidden: true, sortOrder: 2 });
    await createProduct(ctx.db, { slug: 'soon', isAvailable: false, mrpPaise: 64900, sellingPricePaise: 64900, sortOrder: 3 });

    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/all-products' });
    expect(res.statusCode).toBe(200);
    const body = ProductListResponse.parse(res.json());
    expect(body.products.map((p) => p.slug)).toEqual(['lavender-5', 'soon']);

    const first = body.products[0]!;
    expect(first).toMatchObject({
      _id: lavender.id,
      productName: 'Premium Bentonite Cat Litter - Lavender 5 kg',
      fragrance: 'Lavender',
      weight: '5 kg',
      price: 699,
      finalPrice: 594,
      offer: 15,
      availability: true,
      productImage: ['https://cdn.example.in/shop/products/litter-lavender.v1.svg'],
    });
    expect(body.products[1]).toMatchObject({ availability: false, offer: 0, finalPrice: 649 });
  });
});

describe('GET /api/v1/products/get-product-by/:id', () => {
  it('returns the product, its sizes, and similar products that exclude itself and its own line', async () => {
    const small = await createProduct(ctx.db, { slug: 'rose-5', lineKey: 'rose', fragrance: 'Rose', weight: '5 kg', sortOrder: 10 });
    const large = await createProduct(ctx.db, { slug: 'rose-10', lineKey: 'rose', fragrance: 'Rose', weight: '10 kg', sortOrder: 11 });
    const scoop = await createProduct(ctx.db, { slug: 'scoop', category: 'accessories', fragrance: '', sortOrder: 12 });

    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/get-product-by/${small.id}` });
    expect(res.statusCode).toBe(200);
    const body = ProductDetailResponse.parse(res.json());
    expect(body.product._id).toBe(small.id);
    expect(body.variants.map((v) => v._id)).toEqual([small.id, large.id]);
    const similarIds = body.similarProducts.map((p) => p._id);
    expect(similarIds).not.toContain(small.id);
    expect(similarIds).not.toContain(large.id);
    expect(similarIds.length).toBeLessThanOrEqual(SIMILAR_PRODUCTS_LIMIT);
    // Same category (litter) ranks before other categories.
    const scoopIndex = similarIds.indexOf(scoop.id);
    const litterIndexes = body.similarProducts.flatMap((p, i) => (p.category === 'litter' ? [i] : []));
    if (scoopIndex >= 0) expect(Math.max(...litterIndexes)).toBeLessThan(scoopIndex);
  });

  it('answers 404 with a clear message for an unknown id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/get-product-by/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Product not found', code: 'NOT_FOUND', reason: 'catalog.productNotFound' });
  });

  it.each(['abc', '123', "1' or '1'='1", '%00', 'a'.repeat(60)])('answers 404, never 500, for the malformed id %j', async (id) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/get-product-by/${encodeURIComponent(id)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Product not found' });
  });

  it('answers 400 naming the field for an overlong id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/get-product-by/${'x'.repeat(90)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(res.json().message).toMatch(/^id:/);
  });

  it('answers 414 in the shared error shape for an absurdly long address', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/get-product-by/${'x'.repeat(500)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ success: false, code: 'URI_TOO_LONG', message: 'The address is too long.', reason: 'request.uriTooLong' });
  });

  it('answers 400 in the shared error shape for a malformed address', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/get-product-by/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('does not show a hidden product', async () => {
    const hidden = await createProduct(ctx.db, { slug: 'secret', isHidden: true });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/get-product-by/${hidden.id}` });
    expect(res.statusCode).toBe(404);
  });

  it('keeps money in paise in the database', async () => {
    const p = await createProduct(ctx.db, { slug: 'paise', mrpPaise: 12345, sellingPricePaise: 12300 });
    const [row] = await ctx.db.select({ mrp: products.mrpPaise }).from(products).where(eq(products.id, p.id));
    expect(row?.mrp).toBe(12345);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/get-product-by/${p.id}` });
    expect(res.json().product).toMatchObject({ price: 123.45, finalPrice: 123, offer: 0 });
  });
});
