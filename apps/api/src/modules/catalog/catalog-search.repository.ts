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

/** The full-text condition and its tsquery. */
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

/** What a search reads of each matched product: what the filters, the counts and the sorts need, and its rank. */
const MATCHED_COLUMNS = sql.raw(
  'id, category, fragrance, weight, selling_price_paise, is_available, stock, sort_order, product_name, rating_sum, rating_count, created_at',
);

/**
 * The CTEs `found` (shown products the words find by full text, in English or in a translation) and `m` (those, and when they are fewer than
 * SEARCH_LIMITS.fewResults, names within typo distance of the words too), each product with its rank (worked out
 * only when `ranked`): every full-text match ranks above every typo match. The typo scan runs only when full text
 * found few (a one-time filter over `found`) and reads the trigram index through `<%`, whose threshold every
 * connection sets to SEARCH_LIMITS.typoSimilarity (db/client.ts): the name must be near the words, and near each
 * word ("cat ball" does not bring every cat litter by its first word alone).
 */
function matched(match: TextMatch | null, ranked: boolean): SQL {
  if (!match) return sql`m as materialized (select ${MATCHED_COLUMNS}, 0::float4 as rank from products where not is_hidden)`;
  const ft = fullText(match);
  const tr = translatedText(match);
  // Found in English, or only in a translation (Hindi words have their own document), each through its own GIN
  // index; an English match ranks first.
  const inEnglish = ft.condition;
  const rank = ranked ? sql`(case when ${inEnglish} then 1 + ts_rank(${RANK_WEIGHTS}, search_document, ${ft.query}) else 1 + coalesce(${tr.rank}, 0) end)` : sql`1::float4`;
  const near = sql.join(
    [...new Set([match.normalised, ...match.words])].map((w) => sql`${w} <% product_name`),
    sql` and `,
  );
  return sql`found as materialized (select ${MATCHED_COLUMNS}, ${rank} as rank from products
      where not is_hidden and id in (select id from products where ${inEnglish} union ${tr.ids})),
    m as materialized (
      select * from found
      union all
      select ${MATCHED_COLUMNS}, word_similarity(${match.normalised}, product_name) from products
      where (select count(*) from (select from found limit ${SEARCH_LIMITS.fewResults}) as enough) < ${SEARCH_LIMITS.fewResults}
        and not is_hidden and ${near} and id not in (select id from found)
    )`;
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

/** The order of a search's results, on the matched set's column names; shop order breaks every tie. */
function orderOf(sort: SearchSort, hasWords: boolean): SQL {
  const tail = 'sort_order, product_name, id';
  switch (sort) {
    case 'price-asc':
      return sql.raw(`selling_price_paise, ${tail}`);
    case 'price-desc':
      return sql.raw(`selling_price_paise desc, ${tail}`);
    case 'rating':
      return sql.raw(`(rating_sum::float8 / nullif(rating_count, 0)) desc nulls last, rating_count desc, ${tail}`);
    case 'newest':
      return sql.raw(`created_at desc, ${tail}`);
    case 'relevance':
      return sql.raw(hasWords ? `rank desc, ${tail}` : tail);
  }
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

export interface SearchResult {
  /** One page of the matches, in the order asked. */
  rows: ProductRow[];
  counts: FacetCounts;
  /** When nothing matches the words and every filter: up to `nearestNames` names of shown products nearest to the words. */
  nearestNames: string[];
}

interface FacetRow {
  facet: string;
  value: string | null;
  n: number;
  low: number | null;
  high: number | null;
}

/** Every column of products, as a select list. */
const productColumns = sql.join(Object.values(getTableColumns(products)).map((c) => sql`${c}`), sql`, `);

/** A product as drizzle reads it, from a row of a hand-written statement that selected every column of products. */
function productOf(row: Record<string, unknown>): ProductRow {
  const product: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(products))) {
    const value = row[column.name];
    product[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return product as ProductRow;
}

/**
 * One page of the shown products that match the words and every filter, how many products each choice of each
 * filter would give with the other filters as they are (the total with all of them, and the count before any),
 * and the nearest names when nothing matched: one statement, one round trip, over the matches gathered once.
 */
export async function search(
  db: DbOrTx,
  match: TextMatch | null,
  filters: SearchFilters,
  sort: SearchSort,
  options: { limit: number; offset: number; nearestNames: number },
): Promise<SearchResult> {
  const f = filterConditions(filters);
  const all = allOf(Object.values(f));
  const except = (name: FilterName) => allOf((Object.keys(f) as FilterName[]).filter((k) => k !== name).map((k) => f[k]));
  const nearest = match
    ? sql`select product_name as name, max(word_similarity(${match.normalised}, product_name)) as closeness
        from products where not is_hidden and not exists (select 1 from m where ${all})
        group by product_name`
    : sql`select null::text as name, 0::float4 as closeness where false`;
  const first = options.offset + 1;
  const result = await db.execute<Record<string, unknown> & { ord: string | null; facets: FacetRow[] | null; nearest: string[] | null }>(sql`
    with ${matched(match, sort === 'relevance' && match !== null)},
    page as (
      select id, row_number() over (order by ${orderOf(sort, match !== null)}) as ord from m where ${all}
      order by ord limit ${options.limit} offset ${options.offset}
    ),
    counts as (
      select 'matched' as facet, null as value, count(*)::int as n, null::int as low, null::int as high from m
      union all select 'total', null, count(*)::int, null, null from m where ${all}
      union all select 'category', category::text, count(*)::int, null, null from m where ${except('category')} group by category
      union all select 'fragrance', fragrance, count(*)::int, null, null from m where ${except('fragrance')} and fragrance <> '' group by fragrance
      union all select 'weight', weight, count(*)::int, null, null from m where ${except('weight')} group by weight
      union all select 'inStock', null, count(*)::int, null, null from m where ${except('inStock')} and is_available and stock > 0
      union all select 'price', null, count(*)::int, min(selling_price_paise), max(selling_price_paise) from m where ${except('price')}
    ),
    near as (select name, closeness from (${nearest}) as names where closeness > 0 order by closeness desc, name limit ${options.nearestNames})
    select page.ord,
      case when coalesce(page.ord, ${first}) = ${first} then (select json_agg(counts) from counts) end as facets,
      case when coalesce(page.ord, ${first}) = ${first} then (select json_agg(name order by closeness desc, name) from near) end as nearest,
      ${productColumns}
    from (select) as one
    left join (page join products on products.id = page.id) on true
    order by page.ord
  `);
  const [head] = result.rows;
  return {
    rows: result.rows.filter((row) => row.ord !== null).map(productOf),
    counts: countsOf(head?.facets ?? []),
    nearestNames: head?.nearest ?? [],
  };
}

function countsOf(rows: FacetRow[]): FacetCounts {
  const counts: FacetCounts = { matched: 0, total: 0, category: [], fragrance: [], weight: [], inStock: 0, pricePaise: null };
  for (const row of rows) {
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

/** The products the search box offers for the words so far: best matches first. */
export async function suggest(db: DbOrTx, match: TextMatch, limit: number): Promise<ProductRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    with ${matched(match, true)}
    select ${productColumns} from m join products on products.id = m.id
    order by m.rank desc, m.sort_order, m.product_name
    limit ${limit}
  `);
  return result.rows.map(productOf);
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
