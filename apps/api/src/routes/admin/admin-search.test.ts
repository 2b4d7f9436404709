import { ProductListResponse } from '@shop/contract/catalog';
import { SEARCH_LIMITS, SEARCH_MESSAGES, SearchMissListResponse, SearchResponse, Synonym, SynonymListResponse } from '@shop/contract/search';
import { and, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectStaffOnly, loginAs, signedInStaffAndCustomer } from '../../../test/auth-helpers';
import { createTestClock, useTestContext } from '../../../test/context';
import { createProduct, createReview, createUser } from '../../../test/factories';
import { auditLog, searchMisses, searchSynonyms } from '../../db/schema';

const clock = createTestClock();
const ctx = useTestContext({}, clock);
let admin: string;
let adminId: string;
let adminUser: Awaited<ReturnType<typeof signedInStaffAndCustomer>>['staff'];
let customer: string;
beforeAll(async () => {
  const { staff, staffCookie, customerCookie } = await signedInStaffAndCustomer(ctx);
  [admin, adminId, adminUser, customer] = [staffCookie, staff.id, staff, customerCookie];
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string | null, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const search = async (words: string) => SearchResponse.parse((await send('GET', `/products/search?q=${encodeURIComponent(words)}`, null)).json());

/** Each staff search route, with a body it would accept from staff. */
const POTTY = { term: 'potty', synonyms: ['litter'] };
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const ROUTES: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object | undefined]> = [
  ['GET', '/api/v1/admin/search/synonyms', undefined],
  ['POST', '/api/v1/admin/search/synonyms', POTTY],
  ['PUT', `/api/v1/admin/search/synonyms/${SOME_ID}`, POTTY],
  ['DELETE', `/api/v1/admin/search/synonyms/${SOME_ID}`, undefined],
  ['GET', '/api/v1/admin/search/misses', undefined],
];

describe('staff search endpoints', () => {
  it.each(ROUTES)('%s %s: 401 without a session, 403 for a customer', (method, url, body) => expectStaffOnly(ctx, customer, method, url, body));

  it('a refused caller changes no synonym', async () => {
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

describe('staff editing the synonym list at the same moment', () => {
  /**
   * Sends both requests at once and holds them where each has checked the list and written its row but not yet its
   * audit entry (the audit table is locked meanwhile) until both are under way (both waiting on a lock): without the
   * list's own lock both would find the same room, or the same word free.
   */
  const bothAtOnce = async <T,>(first: () => Promise<T>, second: () => Promise<T>): Promise<[T, T]> => {
    const held = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`lock table audit_log in share mode`);
      const sent = Promise.all([first(), second()]);
      const waiting = async () =>
        (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`)).rows[0]!.n;
      await expect.poll(waiting).toBe(2);
      return { sent };
    });
    return held.sent;
  };
  const countOf = async (where = sql`true`) => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(searchSynonyms).where(where))[0]!.n;

  it('two staff adding the same word at once: one is added (201), the other told it is taken (409), one row', async () => {
    const other = await loginAs(ctx, await createUser(ctx.db, { role: 'admin' }));
    const [a, b] = await bothAtOnce(
      () => send('POST', '/admin/search/synonyms', admin, { term: 'Chhota Bag', synonyms: ['pouch'] }),
      () => send('POST', '/admin/search/synonyms', other, { term: 'chhota bag', synonyms: ['sachet'] }),
    );
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().message).toBe(SEARCH_MESSAGES.synonymTaken);
    const rows = await ctx.db.select().from(searchSynonyms).where(eq(searchSynonyms.term, 'chhota bag'));
    expect(rows).toHaveLength(1);
    // The row is the one whose answer said it was added, and only that one was audited.
    const added = Synonym.parse((a.statusCode === 201 ? a : b).json());
    expect(rows[0]!.id).toBe(added.id);
    expect(await ctx.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'search-synonym'), eq(auditLog.action, 'search-synonym.create'), eq(auditLog.entityId, added.id)))).toHaveLength(1);
    await send('DELETE', `/admin/search/synonyms/${added.id}`, admin);
  });

  it('two staff adding different words for the last place: at most SEARCH_LIMITS.synonymEntries are stored', async () => {
    const other = await loginAs(ctx, await createUser(ctx.db, { role: 'admin' }));
    const free = SEARCH_LIMITS.synonymEntries - (await countOf());
    const filler = Array.from({ length: free - 1 }, (_, i) => ({ term: `filler ${i}`, synonyms: [`stuffing ${i}`] }));
    await ctx.db.insert(searchSynonyms).values(filler);
    try {
      expect(await countOf()).toBe(SEARCH_LIMITS.synonymEntries - 1);
      const [a, b] = await bothAtOnce(
        () => send('POST', '/admin/search/synonyms', admin, { term: 'last place one', synonyms: ['first'] }),
        () => send('POST', '/admin/search/synonyms', other, { term: 'last place two', synonyms: ['second'] }),
      );
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      expect((a.statusCode === 409 ? a : b).json().message).toBe(SEARCH_MESSAGES.synonymListFull);
      expect(await countOf()).toBe(SEARCH_LIMITS.synonymEntries);
      expect(await countOf(like(searchSynonyms.term, 'last place %'))).toBe(1);
      // Full: a third is refused too, and nothing more is stored.
      const third = await send('POST', '/admin/search/synonyms', admin, { term: 'one too many', synonyms: ['extra'] });
      expect(third.statusCode).toBe(409);
      expect(await countOf()).toBe(SEARCH_LIMITS.synonymEntries);
    } finally {
      await ctx.db.delete(searchSynonyms).where(sql`${searchSynonyms.term} like 'filler %' or ${searchSynonyms.term} like 'last place %'`);
    }
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
