import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { couponRedemptions, coupons } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;

export function listActiveCoupons(db: DbOrTx): Promise<CouponRow[]> {
  return db.select().from(coupons).where(eq(coupons.isActive, true)).orderBy(asc(coupons.type), asc(coupons.code));
}

/** Finds a coupon by code (case-insensitive); `lock` holds the row until the transaction ends. */
export async function findCouponByCode(db: DbOrTx, code: string, lock = false): Promise<CouponRow | undefined> {
  const query = db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase())).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function countRedemptions(db: DbOrTx, couponId: string, userId?: string): Promise<number> {
  const where = userId ? and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)) : eq(couponRedemptions.couponId, couponId);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(couponRedemptions).where(where);
  return row?.n ?? 0;
}

export async function insertRedemption(db: DbOrTx, values: { couponId: string; userId: string; orderId: string; createdAt: Date }): Promise<void> {
  await db.insert(couponRedemptions).values(values);
}

export async function insertCoupons(db: DbOrTx, rows: NewCouponRow[]): Promise<CouponRow[]> {
  if (rows.length === 0) return [];
  return db.insert(coupons).values(rows).returning();
}

/** When the user last redeemed a coupon of the given type, if ever. */
export async function lastRedemptionOfType(db: DbOrTx, userId: string, type: CouponRow['type']): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`max(${couponRedemptions.createdAt})` })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .where(and(eq(couponRedemptions.userId, userId), eq(coupons.type, type)));
  return row?.at ? new Date(row.at) : null;
}

export async function deleteRedemptionOfOrder(db: DbOrTx, orderId: string): Promise<void> {
  await db.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
}

export type CouponWithUse = CouponRow & { timesUsed: number };

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Every coupon matching the filter, newest first, with how many orders have used it. */
export async function listCouponsWithUse(db: DbOrTx, filter: { q?: string; active?: boolean }): Promise<CouponWithUse[]> {
  const rows = await db
    .select({ coupon: coupons, timesUsed: sql<number>`count(${couponRedemptions.id})::int` })
    .from(coupons)
    .leftJoin(couponRedemptions, eq(couponRedemptions.couponId, coupons.id))
    .where(
      and(
        filter.q ? or(ilike(coupons.code, likePattern(filter.q)), ilike(coupons.description, likePattern(filter.q))) : undefined,
        filter.active === undefined ? undefined : eq(coupons.isActive, filter.active),
      ),
    )
    .groupBy(coupons.id)
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map((r) => ({ ...r.coupon, timesUsed: r.timesUsed }));
}

/** A coupon by id; `lock` holds the row until the transaction ends. */
export async function findCouponById(db: DbOrTx, id: string, lock = false): Promise<CouponRow | undefined> {
  const query = db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateCoupon(db: DbOrTx, id: string, values: Partial<NewCouponRow>, at: Date): Promise<CouponRow> {
  const [row] = await db.update(coupons).set({ ...values, updatedAt: at }).where(eq(coupons.id, id)).returning();
  return row!;
}
