import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentAttempts, users } from '../../db/schema';

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;

export async function insertAttempt(db: DbOrTx, values: typeof paymentAttempts.$inferInsert): Promise<PaymentAttemptRow> {
  const [row] = await db.insert(paymentAttempts).values(values).returning();
  return row!;
}

export async function findAttempt(db: DbOrTx, razorpayOrderId: string): Promise<PaymentAttemptRow | undefined> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.razorpayOrderId, razorpayOrderId)).limit(1);
  return row;
}

export async function markAttempt(db: DbOrTx, id: string, changes: Partial<Pick<PaymentAttemptRow, 'status' | 'orderId' | 'failureReason'>>): Promise<void> {
  await db.update(paymentAttempts).set({ ...changes, updatedAt: new Date() }).where(eq(paymentAttempts.id, id));
}

/** Paid, but no order came of it (the stock ran out meanwhile): money the shop must give back. */
const unfulfilled = and(eq(paymentAttempts.status, 'paid'), isNull(paymentAttempts.orderId));

export function listUnfulfilled(db: DbOrTx, limit: number) {
  return db
    .select({ attempt: paymentAttempts, customer: { id: users.id, name: users.name, email: users.email, phone: users.phone } })
    .from(paymentAttempts)
    .innerJoin(users, eq(users.id, paymentAttempts.userId))
    .where(unfulfilled)
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(limit);
}

export async function countUnfulfilled(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(paymentAttempts).where(unfulfilled);
  return row?.n ?? 0;
}

/** Locks a paid attempt without an order, for marking it refunded. */
export async function findUnfulfilledForUpdate(db: DbOrTx, id: string): Promise<PaymentAttemptRow | undefined> {
  const [row] = await db.select().from(paymentAttempts).where(and(eq(paymentAttempts.id, id), unfulfilled)).limit(1).for('update');
  return row;
}
