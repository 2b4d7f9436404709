import { FRAGRANCES, PRODUCT_CATEGORIES } from '@shop/contract/catalog';
import { SEARCH_LIMITS, type SearchSort } from '@shop/contract/search';
import { asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, searchMisses, searchSynonyms } from '../../db/schema';
import type { ProductRow } from './catalog.repository';

/**
 * What a search matches, as the service prepared it: the words as typed (for websearch_to_tsquery), the same words
 * with their synonyms and the last one as a prefix (a tsquery text made of quoted letters and digits only), and the
 * normalised words for typo-tolerant (trigram) matching. Every part is sent as a parameter, never spliced into SQL.
 */
export interface TextMatch {
  typed: string;
  expanded: string | null;
  normalised: string;
  /** The normalised words, each of which a typo match must come near. */
  words: readonly string[];
}

/** The filters of a search, each a closed set or a number. Prices in paise. */
export interface SearchFilters {
  category?: readonly string[];
  fragrance?: readonly string[];
  weight?: readonly string[];
  minPaise?: number;
  maxPaise?: number;
  inStock?: boolean;
}

type FilterName = 'category' | 'fragrance' | 'weight' | 'price' | 'inStock';

const ENGLISH = sql.raw(`'english'::regconfig`);
/** Translations are found by their words as they are: PostgreSQL has no Hindi stemmer. */
const SIMPLE = sql.raw(`'simple'::regconfig`);
/** ts_rank's weights for D, C, B and A: a name match far above a description match. */
const RANK_WEIGHTS = sql.raw(`'{0.05, 0.2, 0.4, 1.0}'::float4[]`);

const listOf = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/** The full-text condition and its tsquery, or null when there are no words. */
function fullText(match: TextMatch): { condition: SQL; query: SQL } {
  const typed = sql`websearch_to_tsquery(${ENGLISH}, ${match.typed})`;
  const query = match.expanded ? sql`(${typed} || to_tsquery(${ENGLISH}, ${match.expanded}))` : typed;
  return { condition: sql`search_document @@ ${query}`, query };
}

/** The same words against the products' translations (any language): their own document, words as they are. */
function translatedText(match: TextMatch): { ids: SQL; rank: SQL } {
  const typed = sql`websearch_to_tsquery(${SIMPLE}, ${match.typed})`;
  const query = match.expanded ? sql`(${typed} || to_tsquery(${SIMPLE}, ${match.expanded}))` : typed;
  return {
    ids: sql`select product_id from product_translations where search_document @@ ${query}`,
    rank: sql`(select max(ts_rank(${RANK_WEIGHTS}, t.search_document, ${query})) from product_translations t where t.product_id = products.id and t.search_document @@ ${query})`,
  };
}

/**
 * Which products the words find: full-text matches (in English or in a translation), and when those are fewer than
 * SEARCH_LIMITS.fewResults among the products the storefront shows, names within typo distance too (pg_trgm's
 * word_similarity). The count is one uncorrelated subquery, computed once per statement. The rank puts every
 * full-text match above every typo match.
 */
function textCondition(match: TextMatch | null): { where: SQL; rank: SQL } {
  if (!match) return { where: sql`true`, rank: sql`0::float4` };
  const ft = fullText(match);
  const tr = translatedText(match);
  const typo = sql`word_similarity(${match.normalised}, product_name)`;
  const found = sql`(select id from products where ${ft.condition} union ${tr.ids})`;
  const few = sql`(select count(*) from (select 1 from products where not is_hidden and id in ${found} limit ${SEARCH_LIMITS.fewResults}) as enough) < ${SEARCH_LIMITS.fewResults}`;
  // Every word must be near a word of the name: "cat ball" does not bring every cat litter by its first word alone.
  const everyWordNear = match.words.length
    ? sql`(select bool_and(word_similarity(w, product_name) >= ${SEARCH_LIMITS.typoSimilarity}) from unnest(array[${listOf(match.words)}]::text[]) as w)`
    : sql`false`;
  return {
    // Full-text and typo matches gathered apart: the typo scan runs only when full text found few (a one-time filter).
    where: sql`id in (select id from products where ${ft.condition} union all ${tr.ids} union all select id from products where ${few} and ${typo} >= ${SEARCH_LIMITS.typoSimilarity} and ${everyWordNear})`,
    rank: sql`(case when ${ft.condition} then 1 + ts_rank(${RANK_WEIGHTS}, search_document, ${ft.query}) else coalesce(1 + ${tr.rank}, ${typo}) end)`,
  };
}

/** Each filter's condition on bare column names (valid on products and on the matched set below), or null. */
function filterConditions(f: SearchFilters): Record<FilterName, SQL | null> {
  return {
    category: f.category?.length ? sql`category::text in (${listOf(f.category)})` : null,
    fragrance: f.fragrance?.length ? sql`fragrance in (${listOf(f.fragrance)})` : null,
    weight: f.weight?.length ? sql`weight in (${listOf(f.weight)})` : null,
    price:
      f.minPaise !== undefined || f.maxPaise !== undefined
        ? sql`selling_price_paise between ${f.minPaise ?? 0} and ${f.maxPaise ?? 2_147_483_647}`
        : null,
    inStock: f.inStock ? sql`(is_available and stock > 0)` : null,
  };
}

const allOf = (conditions: Array<SQL | null>): SQL => {
  const present = conditions.filter((c): c is SQL => c !== null);
  return present.length ? sql.join(present, sql` and `) : sql`true`;
};

function orderOf(sort: SearchSort, rank: SQL, hasWords: boolean): SQL[] {
  const tail = [asc(products.sortOrder), asc(products.productName), asc(products.id)];
  switch (sort) {
    case 'price-asc':
      return [asc(products.sellingPricePaise), ...tail];
    case 'price-desc':
      return [desc(products.sellingPricePaise), ...tail];
    case 'rating':
      return [sql`(rating_sum::float8 / nullif(rating_count, 0)) desc nulls last`, desc(products.ratingCount), ...tail];
    case 'newest':
      return [desc(products.createdAt), ...tail];
    case 'relevance':
      return hasWords ? [sql`${rank} desc`, ...tail] : tail;
  }
}

export interface SearchPageRow extends ProductRow {
  rank: number;
}

/** One page of the products the storefront shows that match the words and every filter, in the order asked. */
export function searchPage(
  db: DbOrTx,
  match: TextMatch | null,
  filters: SearchFilters,
  sort: SearchSort,
  limit: number,
  offset: number,
): Promise<SearchPageRow[]> {
  const text = textCondition(match);
  const f = filterConditions(filters);
  return db
    .select({ ...getTableColumns(products), rank: sql<number>`${text.rank}`.mapWith(Number) })
    .from(products)
    .where(sql`not is_hidden and ${text.where} and ${allOf(Object.values(f))}`)
    .orderBy(...orderOf(sort, text.rank, match !== null))
    .limit(limit)
    .offset(offset);
}

export interface FacetCounts {
  /** Matching the words alone, before any filter. */
  matched: number;
  /** Matching the words and every filter. */
  total: number;
  category: Array<{ value: string; count: number }>;
  fragrance: Array<{ value: string; count: number }>;
  weight: Array<{ value: string; count: number }>;
  inStock: number;
  /** Lowest and highest selling price in paise, or null when nothing matches the other filters. */
  pricePaise: { min: number; max: number } | null;
}

/**
 * How many products each choice of each filter would give with the other filters as they are, the total with all
 * of them, and the count before any: one statement over the products matching the words, gathered once.
 */
export async function facetCounts(db: DbOrTx, match: TextMatch | null, filters: SearchFilters): Promise<FacetCounts> {
  const text = textCondition(match);
  const f = filterConditions(filters);
  const except = (name: FilterName) => allOf((Object.keys(f) as FilterName[]).filter((k) => k !== name).map((k) => f[k]));
  const result = await db.execute<{ facet: string; value: string | null; n: number; low: number | null; high: number | null }>(sql`
    with m as materialized (
      select category, fragrance, weight, selling_price_paise, is_available, stock
      from products where not is_hidden and ${text.where}
    )
    select 'matched' as facet, null as value, count(*)::int as n, null::int as low, null::int as high from m
    union all select 'total', null, count(*)::int, null, null from m where ${allOf(Object.values(f))}
    union all select 'category', category::text, count(*)::int, null, null from m where ${except('category')} group by category
    union all select 'fragrance', fragrance, count(*)::int, null, null from m where ${except('fragrance')} and fragrance <> '' group by fragrance
    union all select 'weight', weight, count(*)::int, null, null from m where ${except('weight')} group by weight
    union all select 'inStock', null, count(*)::int, null, null from m where ${except('inStock')} and is_available and stock > 0
    union all select 'price', null, count(*)::int, min(selling_price_paise), max(selling_price_paise) from m where ${except('price')}
  `);
  const counts: FacetCounts = { matched: 0, total: 0, category: [], fragrance: [], weight: [], inStock: 0, pricePaise: null };
  for (const row of result.rows) {
    const n = Number(row.n);
    if (row.facet === 'matched') counts.matched = n;
    else if (row.facet === 'total') counts.total = n;
    else if (row.facet === 'inStock') counts.inStock = n;
    else if (row.facet === 'price') counts.pricePaise = n > 0 ? { min: Number(row.low), max: Number(row.high) } : null;
    else if (row.facet === 'category' || row.facet === 'fragrance' || row.facet === 'weight') counts[row.facet].push({ value: row.value ?? '', count: n });
  }
  const byList = (list: readonly string[]) => (a: { value: string }, b: { value: string }) => list.indexOf(a.value) - list.indexOf(b.value);
  counts.category.sort(byList(PRODUCT_CATEGORIES));
  counts.fragrance.sort(byList(FRAGRANCES));
  counts.weight.sort((a, b) => a.value.localeCompare(b.value, 'en', { numeric: true }));
  return counts;
}

/** Up to `limit` distinct names of shown products nearest to the words (sharing at least some of their letters). */
export async function nearestNames(db: DbOrTx, normalised: string, limit: number): Promise<string[]> {
  const result = await db.execute<{ name: string }>(sql`
    select product_name as name from (
      select product_name, max(word_similarity(${normalised}, product_name)) as closeness
      from products where not is_hidden group by product_name
    ) as names
    where closeness > 0
    order by closeness desc, product_name
    limit ${limit}
  `);
  return result.rows.map((r) => r.name);
}

/** The products the search box offers for the words so far: best matches first. */
export function suggest(db: DbOrTx, match: TextMatch, limit: number): Promise<ProductRow[]> {
  const text = textCondition(match);
  return db
    .select()
    .from(products)
    .where(sql`not is_hidden and ${text.where}`)
    .orderBy(sql`${text.rank} desc`, asc(products.sortOrder), asc(products.productName))
    .limit(limit);
}

/**
 * Counts searches that found nothing, each normalised query with how many times it was searched: one upsert that
 * adds to the row as it is at that moment, so identical searches counted at once from any process are all counted.
 */
export async function countMisses(db: DbOrTx, counts: ReadonlyArray<readonly [query: string, times: number]>, at: Date): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insert(searchMisses)
    .values(counts.map(([query, times]) => ({ query, count: times, firstSearchedAt: at, lastSearchedAt: at })))
    .onConflictDoUpdate({
      target: searchMisses.query,
      set: { count: sql`${searchMisses.count} + excluded.count`, lastSearchedAt: sql`greatest(${searchMisses.lastSearchedAt}, excluded.last_searched_at)` },
    });
}

export type SearchMissRow = typeof searchMisses.$inferSelect;

/** Forgets misses last searched before `before`. */
export async function forgetMissesBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(searchMisses).where(sql`${searchMisses.lastSearchedAt} < ${before}`);
}

/** The most frequent misses searched since `since`, most frequent first. */
export function listMisses(db: DbOrTx, since: Date, limit: number): Promise<SearchMissRow[]> {
  return db
    .select()
    .from(searchMisses)
    .where(sql`${searchMisses.lastSearchedAt} >= ${since}`)
    .orderBy(desc(searchMisses.count), desc(searchMisses.lastSearchedAt), asc(searchMisses.query))
    .limit(limit);
}

export type SynonymRow = typeof searchSynonyms.$inferSelect;

export function listSynonyms(db: DbOrTx): Promise<SynonymRow[]> {
  return db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.term));
}

export async function countSynonyms(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(searchSynonyms);
  return row?.n ?? 0;
}

export async function findSynonym(db: DbOrTx, id: string, lock = false): Promise<SynonymRow | undefined> {
  const query = db.select().from(searchSynonyms).where(eq(searchSynonyms.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertSynonym(db: DbOrTx, values: { term: string; synonyms: string[] }, at: Date): Promise<SynonymRow> {
  const [row] = await db.insert(searchSynonyms).values({ ...values, createdAt: at, updatedAt: at }).returning();
  return row!;
}

export async function updateSynonym(db: DbOrTx, id: string, values: { term: string; synonyms: string[] }, at: Date): Promise<SynonymRow> {
  const [row] = await db.update(searchSynonyms).set({ ...values, updatedAt: at }).where(eq(searchSynonyms.id, id)).returning();
  return row!;
}

export async function deleteSynonym(db: DbOrTx, id: string): Promise<void> {
  await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id));
}
