import { ApprovedReviewsResponse } from '@shop/contract/reviews';
import { ProductDetailResponse, ProductListResponse } from '@shop/contract/catalog';
import { CouponsResponse } from '@shop/contract/orders';
import { LoyaltyProgrammeResponse } from '@shop/contract/tracking';
import { PUBLIC_CACHE } from '@shop/contract/operations';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import zlib from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { connectDatabase, type Database } from '../db/client';
import { products } from '../db/schema';
import { loginAs } from '../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../test/context';
import { createCoupon, createProduct, createReview, createUser } from '../../test/factories';

// Two API processes on one database: `ctx.app` (A) and `other` (B), each with its own cache and listening connection.
let ctx: TestContext;
let otherDb: Database;
let other: FastifyInstance;
let staff: string;
let productId: string;

const LIST = '/api/v1/products/all-products';
const prices = async (app: FastifyInstance) =>
  ProductListResponse.parse((await app.inject({ method: 'GET', url: LIST })).json()).products.find((p) => p._id === productId)?.price;

beforeAll(async () => {
  ctx = await createTestContext();
  otherDb = connectDatabase(ctx.databaseUrl, { max: 3 });
  other = await buildApp({ config: ctx.config, db: otherDb.db, sessionSecret: ctx.sessionSecret, now: ctx.clock.now });
  await other.ready();
  productId = (await createProduct(ctx.db, { mrpPaise: 49900, sellingPricePaise: 49900, productName: 'Cache Test Litter 5 kg', description: 'Fine bentonite clay that clumps fast. '.repeat(60) })).id;
  staff = await loginAs(ctx, await createUser(ctx.db, { role: 'admin' }));
});
afterAll(async () => {
  await other.close();
  await otherDb.close();
  await ctx.close();
});

describe('public read bodies from memory', () => {
  it('answers with a strong ETag and 304 to If-None-Match, the same tag from every process', async () => {
    // Nothing was read before the product was made: both build the list from the database.
    expect(await prices(ctx.app)).toBe(499);
    expect(await prices(other)).toBe(499);
    const first = await ctx.app.inject({ method: 'GET', url: LIST });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe(`public, max-age=${PUBLIC_CACHE.catalogueMaxAgeSeconds}`);
    // JSON gets the headers that matter for JSON, not a document's (helmet is skipped on these routes).
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(first.headers['content-security-policy']).toBeUndefined();
    expect((await other.inject({ method: 'GET', url: LIST })).headers.etag).toBe(etag);

    const again = await ctx.app.inject({ method: 'GET', url: LIST, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Among others, and weak-compared as the header asks.
    expect((await ctx.app.inject({ method: 'GET', url: LIST, headers: { 'if-none-match': `"other", W/${etag}` } })).statusCode).toBe(304);
    expect((await ctx.app.inject({ method: 'GET', url: LIST, headers: { 'if-none-match': '"stale"' } })).statusCode).toBe(200);
  });

  it('sends the kept brotli or gzip form the client accepts, and the plain one otherwise', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: LIST, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const br = await ctx.app.inject({ method: 'GET', url: LIST, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await ctx.app.inject({ method: 'GET', url: LIST, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('shows a staff price change at once where it was made and within a second in the other process', async () => {
    const before = (await other.inject({ method: 'GET', url: LIST })).headers.etag;
    const changed = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/products/${productId}`, headers: { cookie: staff }, payload: { price: 549 } });
    expect(changed.statusCode).toBe(200);
    expect(await prices(ctx.app)).toBe(549);
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/get-product-by/${productId}` });
    expect(ProductDetailResponse.parse(detail.json()).product.price).toBe(549);
    await expect.poll(() => prices(other), { timeout: 1000, interval: 20 }).toBe(549);
    const after = await other.inject({ method: 'GET', url: LIST, headers: { 'if-none-match': before as string } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('hears of changes made outside any process (a script, psql) through the database itself', async () => {
    await ctx.db.update(products).set({ sellingPricePaise: 44900 }).where(eq(products.id, productId));
    const finalPrice = async (app: FastifyInstance) =>
      ProductListResponse.parse((await app.inject({ method: 'GET', url: LIST })).json()).products.find((p) => p._id === productId)?.finalPrice;
    await expect.poll(() => finalPrice(ctx.app), { timeout: 1000, interval: 20 }).toBe(449);
    await expect.poll(() => finalPrice(other), { timeout: 1000, interval: 20 }).toBe(449);
  });

  it('announces what the storefront shows, and not a sale that leaves plenty in stock (the stock itself is not shown)', async () => {
    await ctx.db.update(products).set({ stock: 240 }).where(eq(products.id, productId));
    const listener = new pg.Client({ connectionString: ctx.databaseUrl });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query(`LISTEN ${PUBLIC_CACHE.changesChannel}`);
    try {
      await ctx.db.update(products).set({ stock: 239 }).where(eq(products.id, productId));
      // Notices arrive in commit order: once the second change's is heard, the first's would have been.
      await ctx.db.update(products).set({ sortOrder: 3 }).where(eq(products.id, productId));
      await expect.poll(() => heard.length).toBeGreaterThan(0);
      expect(heard).toEqual(['products']);
    } finally {
      await listener.end();
    }
  });

  it('shows a review once staff approve it, in both processes', async () => {
    const review = await createReview(ctx.db, { status: 'pending', message: 'Clumps well and no dust at all' });
    const approved = async (app: FastifyInstance) =>
      ApprovedReviewsResponse.parse((await app.inject({ method: 'GET', url: '/api/v1/reviews/approved' })).json()).some((r) => r._id === review.id);
    expect(await approved(ctx.app)).toBe(false);
    expect(await approved(other)).toBe(false);
    const res = await other.inject({ method: 'POST', url: `/api/v1/admin/reviews/${review.id}/approve`, headers: { cookie: staff } });
    expect(res.statusCode).toBe(200);
    expect(await approved(other)).toBe(true);
    await expect.poll(() => approved(ctx.app), { timeout: 1000, interval: 20 }).toBe(true);
  });

  it('keeps the coupons on offer until a coupon changes or its window opens', async () => {
    const opensAt = new Date(ctx.clock.now().getTime() + 60_000);
    // Nothing has read the coupons yet: the first read builds the list from the database, coupon included.
    await createCoupon(ctx.db, { code: 'SOON50', type: 'flat', discountAmountPaise: 5000, validFrom: opensAt });
    const codes = async () => CouponsResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/order/get-all-coupons' })).json()).coupons.map((c) => c.code);
    expect(await codes()).not.toContain('SOON50');
    const kept = await ctx.app.inject({ method: 'GET', url: '/api/v1/order/get-all-coupons' });
    expect(kept.headers.etag).toBeDefined();
    ctx.clock.set(opensAt);
    expect(await codes()).toContain('SOON50');
  });

  it("tells every process the loyalty reward's new order count once staff change it", async () => {
    const reward = await createCoupon(ctx.db, { type: 'loyalty', code: 'PAWS6', afterOrders: 6, notValidForCod: true });
    const target = async (app: FastifyInstance) =>
      LoyaltyProgrammeResponse.parse((await app.inject({ method: 'GET', url: '/api/v1/loyalty/programme' })).json()).target;
    expect(await target(ctx.app)).toBe(6);
    expect(await target(other)).toBe(6);
    const res = await other.inject({ method: 'PATCH', url: `/api/v1/admin/coupons/${reward.id}`, headers: { cookie: staff }, payload: { afterOrders: 8 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await target(other)).toBe(8);
    await expect.poll(() => target(ctx.app), { timeout: 1000, interval: 20 }).toBe(8);
  });

  it('answers 404 for an unknown or malformed product, and keeps nothing for it', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/get-product-by/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it('reads from the database while its listening connection is down, and listens again by itself', async () => {
    const listeners = async () =>
      (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`)).rows[0]!.n;
    expect(await listeners()).toBe(2);
    await ctx.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`);
    // A change made while nobody may be listening is still seen: no process keeps anything until it listens again.
    await ctx.db.update(products).set({ mrpPaise: 59900 }).where(eq(products.id, productId));
    await expect.poll(() => prices(ctx.app), { timeout: 5000 }).toBe(599);
    await expect.poll(() => prices(other), { timeout: 5000 }).toBe(599);
    await expect.poll(listeners, { timeout: 10_000 }).toBe(2);
    // Listening again: a staff change made through one process reaches the other.
    const changed = await other.inject({ method: 'PATCH', url: `/api/v1/admin/products/${productId}`, headers: { cookie: staff }, payload: { price: 649 } });
    expect(changed.statusCode).toBe(200);
    await expect.poll(() => prices(ctx.app), { timeout: 1000, interval: 20 }).toBe(649);
  });
});
