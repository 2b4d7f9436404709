import { ProductDetailResponse, ProductListResponse } from '@shop/contract/catalog';
import { SEARCH_LIMITS, SearchResponse, SuggestResponse } from '@shop/contract/search';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { loginAs } from '../../test/auth-helpers';
import { createProduct, createReview, createUser } from '../../test/factories';
import { products, reviews, searchMisses } from '../db/schema';
import { insertProducts, type ProductRow } from '../modules/catalog/catalog.repository';
import { SEED_PRODUCTS } from '../ops/seed-data';

let ctx: TestContext;
let seeded: ProductRow[];
beforeAll(async () => {
  ctx = await createTestContext();
  seeded = await insertProducts(ctx.db, SEED_PRODUCTS);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const search = async (query: string): Promise<SearchResponse> => {
  const res = await get(`/api/v1/products/search?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return SearchResponse.parse(res.json());
};
const names = (body: SearchResponse) => body.products.map((p) => p.productName);
const q = (words: string) => `q=${encodeURIComponent(words)}`;

describe('GET /api/v1/products/search', () => {
  it('without words lists what the storefront shows, in shop order, with the counts per filter', async () => {
    const body = await search('');
    const list = ProductListResponse.parse((await get('/api/v1/products/all-products')).json()).products;
    expect(body.total).toBe(list.length);
    expect(body.products.map((p) => p._id)).toEqual(list.map((p) => p._id));
    expect(body.facets.category).toEqual([
      { value: 'litter', count: 8 },
      { value: 'accessories', count: 3 },
      { value: 'care', count: 2 },
    ]);
    expect(body.facets.fragrance).toEqual(expect.arrayContaining([{ value: 'Lavender', count: 2 }, { value: 'Rose', count: 3 }]));
    expect(body.facets.inStock).toBe(body.products.filter((p) => p.availability && p.inStock).length);
    expect(body.facets.price).toEqual({ min: 279, max: 2399 });
    expect(body.nearestNames).toEqual([]);
  });

  it('ranks a match in the name above a match in the description', async () => {
    // "charcoal" is only in the deodoriser's description; this product carries the word in its name.
    const named = await createProduct(ctx.db, { productName: 'Charcoal Odour Block', name: 'Charcoal Block', category: 'care', fragrance: '', weight: '200 g' });
    const body = await search(q('charcoal'));
    expect(names(body)).toEqual(['Charcoal Odour Block', 'Natural Litter Deodoriser Powder']);
    await ctx.db.delete(products).where(eq(products.id, named.id));
  });

  it('finds what was typed, with the size: "lavender 10 kg"', async () => {
    const body = await search(q('lavender 10 kg'));
    // Full text finds one; fewer than SEARCH_LIMITS.fewResults, so near names follow it, never above it.
    expect(names(body)[0]).toBe('Premium Bentonite Cat Litter - Lavender 10 kg');
    expect(body.products[1]?.productName).not.toBe(body.products[0]!.productName);
  });

  it('tolerates typos when full text finds little: "lavendar" finds Lavender, "bentonit" finds Bentonite', async () => {
    const lavendar = await search(q('lavendar'));
    expect(lavendar.total).toBe(2);
    expect(names(lavendar).every((n) => n.includes('Lavender'))).toBe(true);
    const bentonit = await search(q('bentonit'));
    // The eight litters named Bentonite first, then products whose description speaks of it.
    expect(names(bentonit).slice(0, 8).every((n) => n.includes('Bentonite'))).toBe(true);
    const bentonitTypo = await search(q('bentonitte'));
    expect(names(bentonitTypo).slice(0, 8).every((n) => n.includes('Bentonite'))).toBe(true);
    const clumpz = await search(q('scoopp'));
    expect(names(clumpz)).toContain('Stainless Steel Litter Scoop');
    // "betonit" is 0.45 like a word of "Bentonite": within SEARCH_LIMITS.typoSimilarity, though under pg_trgm's own
    // default (0.6), so it is found only because every connection reads the trigram index with the shop's bound.
    const [{ closeness }] = (await ctx.db.execute<{ closeness: number }>(sql`select word_similarity('betonit', 'Premium Bentonite Cat Litter') as closeness`)).rows as [{ closeness: number }];
    expect(closeness).toBeGreaterThanOrEqual(SEARCH_LIMITS.typoSimilarity);
    expect(closeness).toBeLessThan(0.6);
    const betonit = await search(q('betonit'));
    expect(betonit.total).toBe(8);
    expect(names(betonit).every((n) => n.includes('Bentonite'))).toBe(true);
  });

  it('expands synonyms both ways: billi finds cat, बिल्ली finds cat, sand finds litter, kitty finds billi', async () => {
    const cat = await search(q('cat litter'));
    expect(cat.total).toBeGreaterThanOrEqual(8);
    const billi = await search(q('billi litter'));
    expect(billi.products.map((p) => p._id)).toEqual(cat.products.map((p) => p._id));
    const hindi = await search(q('बिल्ली litter'));
    expect(hindi.products.map((p) => p._id)).toEqual(cat.products.map((p) => p._id));
    const sand = await search(q('sand scoop'));
    expect(names(sand)[0]).toBe('Stainless Steel Litter Scoop');
    // Both ways: a product named with a synonym is found by the term and by the other synonyms.
    const named = await createProduct(ctx.db, { productName: 'Billi Ball Toy', name: 'Billi Ball', category: 'accessories', fragrance: '', weight: '1 pc' });
    expect(names(await search(q('cat ball')))).toEqual(['Billi Ball Toy']);
    expect(names(await search(q('kitty ball')))).toEqual(['Billi Ball Toy']);
    await ctx.db.delete(products).where(eq(products.id, named.id));
  });

  it('combines filters and sorts, and counts each filter with the others applied', async () => {
    const body = await search(`${q('litter')}&fragrance=Rose&fragrance=Lavender&inStock=1&sort=price-asc`);
    expect(body.products.map((p) => [p.fragrance, p.finalPrice])).toEqual([
      ['Lavender', 589],
      ['Rose', 589],
      ['Lavender', 1029],
      ['Rose', 1029],
    ]);
    expect(body.total).toBe(4);
    // Fragrance counted without the fragrance filter (in stock litter: 3 unscented, 2 lavender, 2 rose)...
    expect(body.facets.fragrance).toEqual([
      { value: 'Unscented', count: 3 },
      { value: 'Lavender', count: 2 },
      { value: 'Rose', count: 2 },
    ]);
    // ...in stock counted without the stock filter (the Rose 20 kg is coming soon).
    expect(body.facets.inStock).toBe(4);
    expect(body.facets.weight).toEqual([
      { value: '5 kg', count: 2 },
      { value: '10 kg', count: 2 },
    ]);

    const desc = await search('category=litter&weight=10%20kg&sort=price-desc&minPrice=950&maxPrice=1100');
    expect(desc.products.map((p) => p.finalPrice)).toEqual([1029, 1029]);
    expect(desc.facets.price).toEqual({ min: 949, max: 1029 });
    expect(desc.facets.weight).toEqual(expect.arrayContaining([{ value: '20 kg', count: 0 }, { value: '10 kg', count: 2 }].slice(1)));

    const newest = await search('category=care&sort=newest');
    expect(newest.total).toBe(2);
  });

  it('pages through results: the same total on every page, no product twice', async () => {
    const first = await search('pageSize=5&page=1&sort=price-asc');
    const second = await search('pageSize=5&page=2&sort=price-asc');
    const third = await search('pageSize=5&page=3&sort=price-asc');
    expect([first.total, second.total, third.total]).toEqual([13, 13, 13]);
    const ids = [...first.products, ...second.products, ...third.products].map((p) => p._id);
    expect(ids).toHaveLength(13);
    expect(new Set(ids).size).toBe(13);
    expect((await search('pageSize=5&page=4')).products).toEqual([]);
  });

  it('answers injection-looking words normally', async () => {
    for (const words of ["'", '&', '|', '!', ':*', "litter' or 1=1 --", 'lav:* & !rose', '"unclosed', '((', '-', 'a <-> b', "\\'", 'drop table products;']) {
      const body = await search(q(words));
      expect(body.page).toBe(1);
    }
    expect((await search(q("rose' | 'lavender"))).total).toBeGreaterThanOrEqual(0);
    const count = await ctx.db.$count(products);
    expect(count).toBeGreaterThanOrEqual(12);
  });

  it('takes punctuation alone ("!!!", "&&") as no words: lists what the storefront shows, as an empty box does, never a miss', async () => {
    const everything = await search('');
    const refined = await search('category=litter&sort=price-asc');
    const marks = ['!!!', '&&', ' ?! ', '…', '₹₹', "'--", '(:*)'];
    for (const words of marks) {
      expect(await search(q(words)), words).toEqual(everything);
      expect(await search(`${q(words)}&category=litter&sort=price-asc`), words).toEqual(refined);
    }
    // Misses are written one batch after another: once a later one is written, any earlier one would be too.
    await search(q('zzqy after marks'));
    await expect.poll(async () => (await ctx.db.select().from(searchMisses).where(eq(searchMisses.query, 'zzqy after marks'))).length).toBe(1);
    expect(await ctx.db.select().from(searchMisses).where(inArray(searchMisses.query, marks.map((m) => m.trim())))).toEqual([]);
  });

  it('refuses a query that is too long, a bad sort, a page too deep and crossed prices with 400 and a clear message', async () => {
    const long = await get(`/api/v1/products/search?${q('a'.repeat(SEARCH_LIMITS.queryMaxLength + 1))}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(`Search at most ${SEARCH_LIMITS.queryMaxLength} characters`);
    expect((await get('/api/v1/products/search?sort=cheapest')).statusCode).toBe(400);
    expect((await get(`/api/v1/products/search?page=${SEARCH_LIMITS.maxPage + 1}`)).statusCode).toBe(400);
    expect((await get('/api/v1/products/search?fragrance=Jasmine')).statusCode).toBe(400);
    const crossed = await get('/api/v1/products/search?minPrice=900&maxPrice=100');
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toContain('The lowest price must not be above the highest');
  });

  it('offers the nearest names when nothing is found, and counts the miss without who searched', async () => {
    const body = await search(q('lavendr littr scop'));
    if (body.total === 0) expect(body.nearestNames.length).toBeGreaterThan(0);
    const none = await search(q('zzqx'));
    expect(none.total).toBe(0);
    expect(none.products).toEqual([]);
    await expect.poll(async () => (await ctx.db.select().from(searchMisses).where(eq(searchMisses.query, 'zzqx'))).length).toBe(1);
    const [row] = await ctx.db.select().from(searchMisses).where(eq(searchMisses.query, 'zzqx'));
    expect(row).toMatchObject({ query: 'zzqx', count: 1 });
    expect(Object.keys(row!).sort()).toEqual(['count', 'firstSearchedAt', 'lastSearchedAt', 'query']);
  });

  it('counts two identical misses at once twice, on one row', async () => {
    await Promise.all([search(q('Purple  Sand-Box')), search(q('purple sand-box')), search(q('PURPLE SAND-BOX'))]);
    await expect.poll(async () => (await ctx.db.select().from(searchMisses).where(eq(searchMisses.query, 'purple sand-box'))).map((r) => r.count)).toEqual([3]);
  });

  it('does not count a search that found products but none within the filters', async () => {
    const body = await search(`${q('honeycomb')}&category=care`);
    expect(body.total).toBe(0);
    expect(body.facets.category).toEqual([{ value: 'accessories', count: 1 }, { value: 'care', count: 0 }]);
    expect(await ctx.db.select().from(searchMisses).where(eq(searchMisses.query, 'honeycomb'))).toEqual([]);
  });

  it('never shows hidden products', async () => {
    const hidden = await createProduct(ctx.db, { productName: 'Secret Walnut Litter', isHidden: true });
    expect((await search(q('walnut'))).total).toBe(0);
    const suggestions = SuggestResponse.parse((await get(`/api/v1/products/suggest?${q('waln')}`)).json()).suggestions;
    expect(suggestions).toEqual([]);
    await ctx.db.delete(products).where(eq(products.id, hidden.id));
  });
});

describe('GET /api/v1/products/suggest', () => {
  const suggest = async (words: string) => {
    const res = await get(`/api/v1/products/suggest?${q(words)}`);
    expect(res.statusCode, res.body).toBe(200);
    return SuggestResponse.parse(res.json()).suggestions;
  };

  it('matches the last word as a prefix, at most SEARCH_LIMITS.suggestions', async () => {
    const lav = await suggest('lav');
    expect(lav.length).toBe(2);
    expect(lav.every((s) => s.productName.includes('Lavender'))).toBe(true);
    expect(lav[0]).toMatchObject({ fragrance: 'Lavender', finalPrice: expect.any(Number), image: expect.stringContaining('litter-lavender') });
    expect((await suggest('rose lit')).every((s) => s.fragrance === 'Rose')).toBe(true);
    expect((await suggest('litter')).length).toBe(SEARCH_LIMITS.suggestions);
    expect(await suggest('l')).toEqual([]);
    expect(await suggest('!!')).toEqual([]);
    expect(await suggest('&& ||')).toEqual([]);
  });

  it('refuses a missing or too long query with 400', async () => {
    expect((await get('/api/v1/products/suggest')).statusCode).toBe(400);
    expect((await get(`/api/v1/products/suggest?${q('x'.repeat(SEARCH_LIMITS.queryMaxLength + 1))}`)).statusCode).toBe(400);
  });
});

describe('ratings', () => {
  it('come from approved reviews of the product only, in the list, the detail, similar products and search', async () => {
    const rose5 = seeded.find((p) => p.slug === 'bentonite-litter-rose-5kg')!;
    const scoop = seeded.find((p) => p.slug === 'stainless-steel-litter-scoop')!;
    await createReview(ctx.db, { productId: rose5.id, rating: 5 });
    await createReview(ctx.db, { productId: rose5.id, rating: 4 });
    await createReview(ctx.db, { productId: rose5.id, rating: 4 });
    await createReview(ctx.db, { productId: rose5.id, rating: 1, status: 'pending' });
    await createReview(ctx.db, { productId: rose5.id, rating: 1, status: 'rejected' });
    await createReview(ctx.db, { rating: 1 });
    const list = ProductListResponse.parse((await get('/api/v1/products/all-products')).json()).products;
    expect(list.find((p) => p._id === rose5.id)!.rating).toEqual({ average: 4.3, count: 3 });
    expect(list.find((p) => p._id === scoop.id)!.rating).toBeNull();

    const detail = ProductDetailResponse.parse((await get(`/api/v1/products/get-product-by/${rose5.id}`)).json());
    expect(detail.product.rating).toEqual({ average: 4.3, count: 3 });
    const fromScoop = ProductDetailResponse.parse((await get(`/api/v1/products/get-product-by/${scoop.id}`)).json());
    expect(fromScoop.similarProducts.every((p) => p.rating === null || p.rating.count > 0)).toBe(true);

    const byRating = await search('category=litter&sort=rating');
    expect(byRating.products[0]).toMatchObject({ _id: rose5.id, rating: { average: 4.3, count: 3 } });

    // Approving the pending one (1 star) changes the rating; rejecting an approved one takes it away again.
    const [pending] = await ctx.db.select().from(reviews).where(eq(reviews.status, 'pending'));
    await ctx.db.update(reviews).set({ status: 'approved' }).where(eq(reviews.id, pending!.id));
    expect((await search(q('rose 5 kg'))).products[0]!.rating).toEqual({ average: 3.5, count: 4 });
    await ctx.db.update(reviews).set({ status: 'rejected' }).where(eq(reviews.id, pending!.id));
    await ctx.db.delete(reviews).where(eq(reviews.rating, 5));
    const [row] = await ctx.db.select().from(products).where(eq(products.id, rose5.id));
    expect([row!.ratingCount, row!.ratingSum]).toEqual([2, 8]);
  });

  it('a customer may name the product a review is about; it counts once approved, and only a product the shop shows', async () => {
    const cookie = await loginAs(ctx, await createUser(ctx.db));
    const submit = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/v1/reviews/review-created-by-user', headers: { cookie }, payload });
    const mat = seeded.find((p) => p.slug === 'honeycomb-litter-mat')!;
    const res = await submit({ location: 'Pune', message: 'Catches every granule by the box.', rating: 5, productId: mat.id });
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await ctx.db.select().from(reviews).where(eq(reviews.message, 'Catches every granule by the box.'));
    expect(stored).toMatchObject({ productId: mat.id, status: 'pending' });
    const hidden = await createProduct(ctx.db, { isHidden: true });
    expect((await submit({ location: 'Pune', message: 'A review of a hidden product.', rating: 4, productId: hidden.id })).statusCode).toBe(404);
    expect((await submit({ location: 'Pune', message: 'A review of no product at all.', rating: 4, productId: 'not-an-id' })).statusCode).toBe(400);
  });
});
