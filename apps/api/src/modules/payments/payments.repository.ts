import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentAttempts } from '../../db/schema';

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
