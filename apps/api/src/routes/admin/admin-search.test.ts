import { ProductListResponse } from '@shop/contract/catalog';
import { SEARCH_LIMITS, SEARCH_MESSAGES, SearchMissListResponse, SearchResponse, Synonym, SynonymListResponse } from '@shop/contract/search';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers';
import { createTestClock, createTestContext, type TestContext } from '../../../test/context';
import { createProduct, createReview, createUser } from '../../../test/factories';
import { auditLog, searchMisses, searchSynonyms } from '../../db/schema';

const clock = createTestClock();
let ctx: TestContext;
let admin: string;
let adminId: string;
let adminUser: Awaited<ReturnType<typeof createUser>>;
let customer: string;
beforeAll(async () => {
  ctx = await createTestContext({}, clock);
  const a = await createUser(ctx.db, { role: 'admin' });
  adminUser = a;
  adminId = a.id;
  admin = await loginAs(ctx, a);
  customer = await loginAs(ctx, await createUser(ctx.db));
});
afterAll(() => ctx.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string | null, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const search = async (words: string) => SearchResponse.parse((await send('GET', `/products/search?q=${encodeURIComponent(words)}`, null)).json());

describe('staff search endpoints', () => {
  it('are for staff only: 401 without a session, 403 for a customer', async () => {
    for (const [method, url] of [
      ['GET', '/admin/search/synonyms'],
      ['POST', '/admin/search/synonyms'],
      ['PUT', '/admin/search/synonyms/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/admin/search/synonyms/00000000-0000-4000-8000-000000000000'],
      ['GET', '/admin/search/misses'],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? { term: 'potty', synonyms: ['litter'] } : undefined;
      expect((await send(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await send(method, url, customer, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await ctx.db.select().from(searchSynonyms).where(eq(searchSynonyms.term, 'potty'))).toEqual([]);
  });

  it('list the seeded synonyms', async () => {
    const { synonyms } = SynonymListResponse.parse((await send('GET', '/admin/search/synonyms', admin)).json());
    expect(synonyms).toEqual(expect.arrayContaining([expect.objectContaining({ term: 'cat', synonyms: expect.arrayContaining(['billi', 'बिल्ली']) })]));
    expect(synonyms.find((s) => s.term === 'litter')!.synonyms).toContain('sand');
  });

  it('a staff-added synonym takes effect at once, both ways, and every change is audited', async () => {
    const product = await createProduct(ctx.db, { productName: 'Tofu Crumble Refill', name: 'Tofu Crumble', category: 'litter', fragrance: '', weight: '6 l' });
    expect((await search('granules')).products.map((p) => p._id)).not.toContain(product.id);

    const created = await send('POST', '/admin/search/synonyms', admin, { term: '  Granules ', synonyms: ['crumble', 'Pellets', 'crumble', 'granules'] });
    expect(created.statusCode, created.body).toBe(201);
    const entry = Synonym.parse(created.json());
    expect(entry).toMatchObject({ term: 'granules', synonyms: ['crumble', 'pellets'] });
    expect((await search('granules')).products.map((p) => p._id)).toContain(product.id);
    // The other way: the synonym finds what is named by the term.
    const named = await createProduct(ctx.db, { productName: 'Silica Granules Refill', name: 'Silica Refill', category: 'litter', fragrance: '', weight: '3 l' });
    expect((await search('pellets')).products.map((p) => p._id)).toEqual(expect.arrayContaining([product.id, named.id]));

    const taken = await send('POST', '/admin/search/synonyms', admin, { term: 'granules', synonyms: ['beads'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(SEARCH_MESSAGES.synonymTaken);

    const updated = await send('PUT', `/admin/search/synonyms/${entry.id}`, admin, { term: 'granules', synonyms: ['beads'] });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await search('pellets')).products.map((p) => p._id)).not.toContain(product.id);
    expect((await search('beads')).products.map((p) => p._id)).toContain(named.id);

    expect((await send('DELETE', `/admin/search/synonyms/${entry.id}`, admin)).statusCode).toBe(200);
    expect((await search('beads')).total).toBe(0);
    expect((await send('DELETE', `/admin/search/synonyms/${entry.id}`, admin)).statusCode).toBe(404);
    expect((await send('PUT', '/admin/search/synonyms/not-an-id', admin, { term: 'x', synonyms: ['y'] })).statusCode).toBe(404);

    const listed = await send('GET', `/admin/audit?entityType=search-synonym`, admin);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.body).toContain('search-synonym.create');
    const audits = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'search-synonym'), eq(auditLog.entityId, entry.id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['search-synonym.create', 'search-synonym.delete', 'search-synonym.update']);
    expect(audits.every((a) => a.actorUserId === adminId)).toBe(true);
    expect(audits.find((a) => a.action === 'search-synonym.update')).toMatchObject({
      before: { term: 'granules', synonyms: ['crumble', 'pellets'] },
      after: { term: 'granules', synonyms: ['beads'] },
    });
  });

  it('refuses bad entries with 400: too long, too many, nothing but the term', async () => {
    const long = 'x'.repeat(SEARCH_LIMITS.synonymTermMaxLength + 1);
    expect((await send('POST', '/admin/search/synonyms', admin, { term: long, synonyms: ['a'] })).statusCode).toBe(400);
    const many = Array.from({ length: SEARCH_LIMITS.synonymsPerTerm + 1 }, (_, i) => `w${i}`);
    expect((await send('POST', '/admin/search/synonyms', admin, { term: 'many', synonyms: many })).statusCode).toBe(400);
    expect((await send('POST', '/admin/search/synonyms', admin, { term: 'same', synonyms: ['Same'] })).statusCode).toBe(400);
    expect((await send('POST', '/admin/search/synonyms', admin, { term: 'none', synonyms: [] })).statusCode).toBe(400);
  });

  it('list the searches that found nothing, most frequent first, without who searched, for SEARCH_LIMITS.missesKeptDays', async () => {
    await search('Zebra Litter');
    await search('gold sand dust');
    await search('zebra   litter');
    await search('ZEBRA LITTER');
    const missesNow = async () => SearchMissListResponse.parse((await send('GET', '/admin/search/misses', admin)).json()).misses;
    await expect.poll(async () => (await missesNow()).find((m) => m.query === 'zebra litter')?.count).toBe(3);
    const misses = await missesNow();
    expect(misses[0]).toMatchObject({ query: 'zebra litter', count: 3 });
    expect(misses.find((m) => m.query === 'gold sand dust')).toMatchObject({ count: 1 });
    expect(Object.keys(misses[0]!).sort()).toEqual(['count', 'lastSearchedAt', 'query']);

    clock.advance((SEARCH_LIMITS.missesKeptDays + 1) * 24 * 60 * 60 * 1000);
    admin = await loginAs(ctx, adminUser);
    await search('gold sand dust');
    await expect.poll(async () => (await missesNow()).map((m) => [m.query, m.count])).toEqual([['gold sand dust', 2]]);
    expect(await ctx.db.select().from(searchMisses).where(eq(searchMisses.query, 'zebra litter'))).toEqual([]);
  });
});

describe('ratings and the kept catalogue', () => {
  it('a review approved in the console shows in the product list at once', async () => {
    const product = await createProduct(ctx.db, { productName: 'Rated Litter' });
    const before = ProductListResponse.parse((await send('GET', '/products/all-products', null)).json());
    expect(before.products.find((p) => p._id === product.id)!.rating).toBeNull();
    // Kept in memory now: the second read is the same body.
    expect((await send('GET', '/products/all-products', null)).body).toBe(JSON.stringify(before));

    const review = await createReview(ctx.db, { productId: product.id, rating: 4, status: 'pending' });
    expect((await send('POST', `/admin/reviews/${review.id}/approve`, admin)).statusCode).toBe(200);
    await expect
      .poll(async () => ProductListResponse.parse((await send('GET', '/products/all-products', null)).json()).products.find((p) => p._id === product.id)!.rating)
      .toEqual({ average: 4, count: 1 });
  });
});
