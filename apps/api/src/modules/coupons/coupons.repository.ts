import type { Locale } from '@shop/contract/locale';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { couponRedemptions, coupons, couponTranslations, firstOrderClaims, users } from '../../db/schema';
import { firstRow } from '../../db/queries';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;
export type CouponTranslationRow = typeof couponTranslations.$inferSelect;

/** The descriptions of these coupons in `locale`, by coupon id (English is the coupons' own: nothing to read). */
export async function couponDescriptionsIn(db: DbOrTx, locale: Locale, ids: readonly string[]): Promise<Map<string, string>> {
  if (locale === 'en' || ids.length === 0) return new Map();
  const rows = await db
    .select({ couponId: couponTranslations.couponId, description: couponTranslations.description })
    .from(couponTranslations)
    .where(and(eq(couponTranslations.locale, locale), inArray(couponTranslations.couponId, [...ids])));
  return new Map(rows.flatMap((r) => (r.description?.trim() ? [[r.couponId, r.description] as const] : [])));
}

/** Every translation of one coupon's description. */
export function listCouponTranslations(db: DbOrTx, couponId: string): Promise<CouponTranslationRow[]> {
  return db.select().from(couponTranslations).where(eq(couponTranslations.couponId, couponId)).orderBy(asc(couponTranslations.locale));
}

/** One coupon's description in one language, its row locked until the transaction ends when `lock`. */
export function findCouponTranslation(db: DbOrTx, couponId: string, locale: Locale, lock = false): Promise<CouponTranslationRow | undefined> {
  return firstRow(db, couponTranslations, and(eq(couponTranslations.couponId, couponId), eq(couponTranslations.locale, locale)), lock);
}

export async function upsertCouponTranslation(db: DbOrTx, values: { couponId: string; locale: Locale; description: string | null; version: number; updatedAt: Date }): Promise<CouponTranslationRow> {
  const [row] = await db
    .insert(couponTranslations)
    .values(values)
    .onConflictDoUpdate({ target: [couponTranslations.couponId, couponTranslations.locale], set: { description: values.description, version: values.version, updatedAt: values.updatedAt } })
    .returning();
  return row!;
}

/** Seeds descriptions beside the coupons a shop started with (by code), once: while none is stored. */
export async function seedCouponTranslations(db: DbOrTx, locale: Locale, byCode: Readonly<Record<string, string>>): Promise<void> {
  if ((await db.$count(couponTranslations)) > 0) return;
  const rows = await db.select({ id: coupons.id, code: coupons.code }).from(coupons);
  const values = rows.filter((r) => byCode[r.code]).map((r) => ({ couponId: r.id, locale, description: byCode[r.code]! }));
  if (values.length > 0) await db.insert(couponTranslations).values(values).onConflictDoNothing();
}

/** The active coupons; `publicOnly` leaves out private ones (they work when typed, never listed). */
export function listActiveCoupons(db: DbOrTx, publicOnly = false): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(and(eq(coupons.isActive, true), publicOnly ? eq(coupons.isPrivate, false) : undefined))
    .orderBy(asc(coupons.type), asc(coupons.code));
}

export type ClaimKind = (typeof firstOrderClaims.$inferSelect)['kind'];
export interface FirstOrderClaim {
  kind: ClaimKind;
  identity: string;
}

/** The account's email, and its phone if the owner verified it. */
export async function findContact(db: DbOrTx, userId: string): Promise<{ email: string; verifiedPhone: string | null } | undefined> {
  const [row] = await db
    .select({ email: users.email, phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row && { email: row.email, verifiedPhone: row.phoneVerifiedAt && row.phone ? row.phone : null };
}

/** The first of `claims` some order already holds, if any. */
export async function findTakenClaim(db: DbOrTx, claims: FirstOrderClaim[]): Promise<FirstOrderClaim | undefined> {
  if (claims.length === 0) return undefined;
  const rows = await db
    .select({ kind: firstOrderClaims.kind, identity: firstOrderClaims.identity })
    .from(firstOrderClaims)
    .where(or(...claims.map((c) => and(eq(firstOrderClaims.kind, c.kind), eq(firstOrderClaims.identity, c.identity)))));
  return claims.find((c) => rows.some((r) => r.kind === c.kind && r.identity === c.identity));
}

/**
 * Writes the claims of an order; returns those another order holds. A claim racing another transaction's waits on
 * the primary key until that one ends, and is then found taken (or written, if it rolled back).
 */
export async function insertClaims(db: DbOrTx, claims: FirstOrderClaim[], userId: string, orderId: string, at: Date): Promise<FirstOrderClaim[]> {
  if (claims.length === 0) return [];
  const written = await db
    .insert(firstOrderClaims)
    .values(claims.map((c) => ({ ...c, userId, orderId, createdAt: at })))
    .onConflictDoNothing()
    .returning({ kind: firstOrderClaims.kind, identity: firstOrderClaims.identity });
  return claims.filter((c) => !written.some((w) => w.kind === c.kind && w.identity === c.identity));
}

export async function deleteClaimsOfOrder(db: DbOrTx, orderId: string): Promise<void> {
  await db.delete(firstOrderClaims).where(eq(firstOrderClaims.orderId, orderId));
}

/** Finds a coupon by its code as the contract's schema gives it (trimmed, upper case); `lock` holds the row until the transaction ends. */
export async function findCouponByCode(db: DbOrTx, code: string, lock = false): Promise<CouponRow | undefined> {
  const query = db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
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
  return firstRow(db, coupons, eq(coupons.id, id), lock);
}

export async function updateCoupon(db: DbOrTx, id: string, values: Partial<NewCouponRow>, at: Date): Promise<CouponRow> {
  const [row] = await db.update(coupons).set({ ...values, updatedAt: at }).where(eq(coupons.id, id)).returning();
  return row!;
}
