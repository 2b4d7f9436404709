import { FRAGRANCES } from '@shop/contract/catalog';
import { ProductListResponse } from '@shop/contract/catalog';
import { sql } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { MEDIA_DIR } from '../web/pages';
import { seedIfEmpty } from './seed';
import { SEED_COUPONS, SEED_PRODUCTS } from './seed-data';
import { SEED_COUPONS_HINDI, SEED_PRODUCTS_HINDI } from './seed-data-hindi';

let ctx: TestContext;
beforeAll(async () => void (ctx = await createTestContext()));
afterAll(() => ctx.close());

describe('seedIfEmpty', () => {
  it('fills an empty shop once, and never again', async () => {
    expect(await seedIfEmpty(ctx.db)).toBe(true);
    expect(await seedIfEmpty(ctx.db)).toBe(false);
    const { rows } = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from products`);
    expect(rows[0]?.n).toBe(SEED_PRODUCTS.length);
  });

  it('offers every litter scent in more than one weight, related products, and something coming soon', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/all-products' });
    const { products } = ProductListResponse.parse(res.json());
    for (const fragrance of FRAGRANCES) {
      const weights = new Set(products.filter((p) => p.category === 'litter' && p.fragrance === fragrance).map((p) => p.weight));
      expect(weights.size, fragrance).toBeGreaterThan(1);
    }
    expect(products.some((p) => p.category !== 'litter')).toBe(true);
    expect(products.some((p) => !p.availability)).toBe(true);
  });

  it('has both approved and pending reviews, and only approved ones are public', async () => {
    const { rows } = await ctx.db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from reviews group by status`,
    );
    const count = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    expect(count.approved).toBeGreaterThan(5);
    expect(count.pending).toBeGreaterThan(0);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/reviews/approved' });
    expect(res.json()).toHaveLength(count.approved ?? -1);
  });

  it('speaks Hindi: every seeded product and coupon has its words, found by a Hindi search', async () => {
    expect(Object.keys(SEED_PRODUCTS_HINDI).sort()).toEqual(SEED_PRODUCTS.map((p) => p.slug).sort());
    expect(Object.keys(SEED_COUPONS_HINDI).sort()).toEqual(SEED_COUPONS.map((c) => c.code).sort());
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/all-products?lang=hi' });
    const { products } = ProductListResponse.parse(res.json());
    const devanagari = /[\u0900-\u097F]/u;
    for (const p of products) {
      expect(p.name, p.slug).toMatch(devanagari);
      expect(p.productName, p.slug).toMatch(devanagari);
      expect(p.description, p.slug).toMatch(devanagari);
      for (const h of p.highlights) expect(h, p.slug).toMatch(devanagari);
    }
    const found = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/search?lang=hi&q=${encodeURIComponent('स्कूप')}` });
    // The scoop by its name first; the bags say it in their description, below.
    expect(found.json().products.map((p: { slug: string }) => p.slug)).toEqual(['stainless-steel-litter-scoop', 'compostable-litter-bags']);
    const coupons = await ctx.app.inject({ method: 'GET', url: '/api/v1/order/get-all-coupons?lang=hi' });
    for (const c of coupons.json().coupons as Array<{ code: string; description: string }>) expect(c.description, c.code).toMatch(devanagari);
  });

  it('has a file in the media folder for every product image', () => {
    const missing = SEED_PRODUCTS.flatMap((p) => p.images ?? []).filter((image) => !existsSync(path.join(MEDIA_DIR, image)));
    expect(missing).toEqual([]);
  });
});
