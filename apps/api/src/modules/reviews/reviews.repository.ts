import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, reviews } from '../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;

export function listApprovedReviews(db: DbOrTx, limit: number): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.status, 'approved'))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

/** How many reviews are approved, and their average rating (null when there are none). */
export async function approvedRatingSummary(db: DbOrTx): Promise<{ count: number; average: number | null }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, average: sql<string | null>`avg(${reviews.rating})` })
    .from(reviews)
    .where(eq(reviews.status, 'approved'));
  return { count: row?.count ?? 0, average: row?.average === null || row?.average === undefined ? null : Number(row.average) };
}

/** Whether a product the storefront shows has this id (a review may name only such a product). */
export async function productIsListed(db: DbOrTx, productId: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.isHidden, false))).limit(1);
  return row !== undefined;
}

export async function insertReviews(db: DbOrTx, rows: NewReviewRow[]): Promise<ReviewRow[]> {
  if (rows.length === 0) return [];
  return db.insert(reviews).values(rows).returning();
}

export async function countPendingByUser(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.status, 'pending')));
  return row?.n ?? 0;
}

export async function pageReviewsByStatus(db: DbOrTx, status: ReviewRow['status'], limit: number, offset: number): Promise<{ rows: ReviewRow[]; total: number }> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(eq(reviews.status, status));
  const rows = await db.select().from(reviews).where(eq(reviews.status, status)).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit).offset(offset);
  return { rows, total: count?.n ?? 0 };
}

export async function findReviewForUpdate(db: DbOrTx, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1).for('update');
  return row;
}

export async function setReviewStatus(db: DbOrTx, id: string, status: ReviewRow['status'], note: string | null, at: Date): Promise<ReviewRow> {
  const [row] = await db.update(reviews).set({ status, moderationNote: note, moderatedAt: at, updatedAt: at }).where(eq(reviews.id, id)).returning();
  return row!;
}

export function listReviewsOfUser(db: DbOrTx, userId: string, limit: number): Promise<ReviewRow[]> {
  return db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit);
}

export async function countByStatus(db: DbOrTx, status: ReviewRow['status']): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(eq(reviews.status, status));
  return row?.n ?? 0;
}
