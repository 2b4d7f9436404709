import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartAddKeys, cartItems } from '../../db/schema';

export type CartItemRow = typeof cartItems.$inferSelect;

export function listCartItems(db: DbOrTx, userId: string): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export async function findCartItem(db: DbOrTx, userId: string, id: string): Promise<CartItemRow | undefined> {
  const [row] = await db.select().from(cartItems).where(and(eq(cartItems.id, id), eq(cartItems.userId, userId))).limit(1);
  return row;
}

export async function findCartItemByProduct(db: DbOrTx, userId: string, productId: string): Promise<CartItemRow | undefined> {
  const [row] = await db.select().from(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId))).limit(1);
  return row;
}

/** Sets a line's quantity; undefined when the line no longer exists. */
export async function setQuantity(db: DbOrTx, id: string, quantity: number): Promise<CartItemRow | undefined> {
  const [row] = await db.update(cartItems).set({ quantity, updatedAt: new Date() }).where(eq(cartItems.id, id)).returning();
  return row;
}

export async function deleteCartItem(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(cartItems).where(and(eq(cartItems.id, id), eq(cartItems.userId, userId))).returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteCartItemsByIds(db: DbOrTx, userId: string, ids: string[]): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
}

export async function clearCart(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

export type AddUnitsOutcome =
  | { outcome: 'ok'; row: CartItemRow; stock: number }
  | { outcome: 'not_found' }
  | { outcome: 'refused'; quantity: number; available: boolean; stock: number }
  | { outcome: 'too_many_lines' };

/**
 * Adds units to the user's line for a product (made if missing) in one statement under the cart's lock
 * (migration 0012's shop_cart_add), checking the product as it is now: refused when it is not available or the
 * line would pass `maxQuantity` or its stock, or when a new line would pass `maxLines`.
 */
export async function addUnits(db: DbOrTx, userId: string, productId: string, units: number, maxQuantity: number, maxLines: number): Promise<AddUnitsOutcome> {
  const result = await db.execute<{
    outcome: string;
    id: string;
    user_id: string;
    product_id: string;
    quantity: number;
    created_at: Date | string;
    updated_at: Date | string;
    available: boolean;
    stock: number;
  }>(sql`select * from shop_cart_add(${userId}::uuid, ${productId}::uuid, ${units}::int, ${maxQuantity}::int, ${maxLines}::int)`);
  const r = result.rows[0]!;
  if (r.outcome === 'not_found') return { outcome: 'not_found' };
  if (r.outcome === 'refused') return { outcome: 'refused', quantity: r.quantity, available: r.available, stock: r.stock };
  if (r.outcome === 'too_many_lines') return { outcome: 'too_many_lines' };
  return {
    outcome: 'ok',
    row: { id: r.id, userId: r.user_id, productId: r.product_id, quantity: r.quantity, createdAt: new Date(r.created_at), updatedAt: new Date(r.updated_at) },
    stock: r.stock,
  };
}

/** Empties the user's cart in one statement under the cart's lock (migration 0012's shop_cart_clear). */
export async function clearCartLocked(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`select shop_cart_clear(${userId}::uuid)`);
}

/**
 * Claims an add-to-cart tap's key inside the add's transaction: true when it is new. A second request with the same
 * key waits here on the primary key until the first commits (then finds it) or rolls back (then claims it).
 */
export async function claimAddKey(db: DbOrTx, userId: string, key: string, productId: string): Promise<boolean> {
  const rows = await db.insert(cartAddKeys).values({ userId, key, productId }).onConflictDoNothing().returning({ key: cartAddKeys.key });
  return rows.length > 0;
}

/** The product an add-to-cart key was used for, if it is remembered. */
export async function findAddKeyProduct(db: DbOrTx, userId: string, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ productId: cartAddKeys.productId })
    .from(cartAddKeys)
    .where(and(eq(cartAddKeys.userId, userId), eq(cartAddKeys.key, key)))
    .limit(1);
  return row?.productId;
}

/** Forgets a customer's add-to-cart keys older than `before`. */
export async function forgetAddKeys(db: DbOrTx, userId: string, before: Date): Promise<void> {
  await db.delete(cartAddKeys).where(and(eq(cartAddKeys.userId, userId), lt(cartAddKeys.createdAt, before)));
}
