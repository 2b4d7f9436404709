import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reviews } from '../../db/schema';

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
