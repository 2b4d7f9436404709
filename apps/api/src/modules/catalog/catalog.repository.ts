import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Locale } from '@shop/contract/locale';
import { products, productTranslations } from '../../db/schema';
import { firstRow, updateWhere } from '../../db/queries';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ProductTranslationRow = typeof productTranslations.$inferSelect;
export type NewProductTranslationRow = typeof productTranslations.$inferInsert;

/**
 * The translations into `locale` of these products (every product's when `ids` is absent), by product id. English
 * is the products' own words: nothing to read.
 */
export async function translationsOf(db: DbOrTx, locale: Locale, ids?: readonly string[]): Promise<Map<string, ProductTranslationRow>> {
  if (locale === 'en' || ids?.length === 0) return new Map();
  const rows = await db
    .select()
    .from(productTranslations)
    .where(and(eq(productTranslations.locale, locale), ids ? inArray(productTranslations.productId, [...ids]) : undefined));
  return new Map(rows.map((r) => [r.productId, r]));
}

/** Every translation of one product, whatever the language. */
export function listProductTranslations(db: DbOrTx, productId: string): Promise<ProductTranslationRow[]> {
  return db.select().from(productTranslations).where(eq(productTranslations.productId, productId)).orderBy(asc(productTranslations.locale));
}

/** One product's translation into one language, its row locked until the transaction ends when `lock`. */
export function findProductTranslation(db: DbOrTx, productId: string, locale: Locale, lock = false): Promise<ProductTranslationRow | undefined> {
  return firstRow(db, productTranslations, and(eq(productTranslations.productId, productId), eq(productTranslations.locale, locale)), lock);
}

/** Writes a product's translation into one language, whether it had one or not. */
export async function upsertProductTranslation(db: DbOrTx, values: NewProductTranslationRow): Promise<ProductTranslationRow> {
  const { productId: _p, locale: _l, ...fields } = values;
  const [row] = await db
    .insert(productTranslations)
    .values(values)
    .onConflictDoUpdate({ target: [productTranslations.productId, productTranslations.locale], set: fields })
    .returning();
  return row!;
}

export async function countProductTranslations(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(productTranslations);
  return row?.n ?? 0;
}

export async function insertProductTranslations(db: DbOrTx, rows: NewProductTranslationRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(productTranslations).values(rows).onConflictDoNothing();
}

/** Product ids by slug, for seeding words beside the products a shop started with. */
export async function productIdsBySlug(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db.select({ id: products.id, slug: products.slug }).from(products);
  return new Map(rows.map((r) => [r.slug, r.id]));
}

const visible = eq(products.isHidden, false);

export function listVisibleProducts(db: DbOrTx): Promise<ProductRow[]> {
  return db.select().from(products).where(visible).orderBy(asc(products.sortOrder), asc(products.productName));
}

export async function findVisibleProduct(db: DbOrTx, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(and(eq(products.id, id), visible)).limit(1);
  return row;
}

/** Products of the same line (other sizes and scents), the product itself included. */
export function listLineProducts(db: DbOrTx, lineKey: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.lineKey, lineKey), visible))
    .orderBy(asc(products.sortOrder));
}

/**
 * Similar products: same category first, then the rest; available ones before "coming soon";
 * never the product itself nor its own line's other sizes.
 */
export function listSimilarProducts(db: DbOrTx, product: ProductRow, limit: number): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(visible, ne(products.id, product.id), ne(products.lineKey, product.lineKey)))
    .orderBy(
      sql`case when ${products.category} = ${product.category} then 0 else 1 end`,
      sql`case when ${products.fragrance} = ${product.fragrance} then 0 else 1 end`,
      sql`${products.isAvailable} desc`,
      asc(products.sortOrder),
    )
    .limit(limit);
}

export async function countProducts(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  return row?.n ?? 0;
}

export async function insertProducts(db: DbOrTx, rows: NewProductRow[]): Promise<ProductRow[]> {
  if (rows.length === 0) return [];
  return db.insert(products).values(rows).returning();
}

export function findVisibleProductsByIds(db: DbOrTx, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(products).where(and(inArray(products.id, ids), visible));
}

/** Takes units out of stock only if that many are left; false when not. */
export async function takeStock(db: DbOrTx, productId: string, quantity: number): Promise<boolean> {
  return updateWhere(db, products, { stock: sql`${products.stock} - ${quantity}`, updatedAt: new Date() }, and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`));
}

export async function stockOf(db: DbOrTx, productId: string): Promise<number> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock ?? 0;
}

/** The stock of these products, their rows locked until the transaction ends (taken in id order: no deadlocks). */
export async function lockStock(db: DbOrTx, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(asc(products.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r.stock]));
}

export async function putBackStock(db: DbOrTx, productId: string, quantity: number): Promise<void> {
  await db.update(products).set({ stock: sql`${products.stock} + ${quantity}`, updatedAt: new Date() }).where(eq(products.id, productId));
}

/** Every product, hidden ones included, in shop order (for the operations console). */
export function listAllProducts(db: DbOrTx): Promise<ProductRow[]> {
  return db.select().from(products).orderBy(asc(products.sortOrder), asc(products.productName));
}

/** A product whether hidden or not; `lock` holds the row until the transaction ends. */
export async function findProduct(db: DbOrTx, id: string, lock = false): Promise<ProductRow | undefined> {
  return firstRow(db, products, eq(products.id, id), lock);
}

export async function updateProduct(db: DbOrTx, id: string, values: Partial<NewProductRow>, at: Date): Promise<ProductRow> {
  const [row] = await db.update(products).set({ ...values, updatedAt: at }).where(eq(products.id, id)).returning();
  return row!;
}

/**
 * Adds `delta` (negative: takes away) to the stock as it is at that moment, never outside 0…max; undefined when
 * that would leave the range.
 */
export async function adjustStock(db: DbOrTx, id: string, delta: number, max: number, at: Date): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${delta}`, updatedAt: at })
    .where(and(eq(products.id, id), sql`${products.stock} + ${delta} between 0 and ${max}`))
    .returning();
  return row;
}

/** Products for sale (not hidden) with at most `threshold` units left, fewest first. */
export function listLowStock(db: DbOrTx, threshold: number, limit: number): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(visible, sql`${products.stock} <= ${threshold}`))
    .orderBy(asc(products.stock), asc(products.productName))
    .limit(limit);
}
