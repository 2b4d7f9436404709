import type { OrderMailKind } from '@shop/contract/notifications';
import { and, asc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderMailOutbox } from '../../db/schema';

export type OrderMailRow = typeof orderMailOutbox.$inferSelect;

/** Writes a mail an order owes its customer, inside the order's transaction; one per order and kind. */
export async function insertMail(db: DbOrTx, orderId: string, kind: OrderMailKind, at: Date): Promise<void> {
  await db
    .insert(orderMailOutbox)
    .values({ orderId, kind, status: 'pending', nextAttemptAt: at, createdAt: at })
    .onConflictDoNothing({ target: [orderMailOutbox.orderId, orderMailOutbox.kind] });
}

/**
 * Claims one mail to send (of one order, or the oldest due): pending and due, or claimed by a process that died
 * mid-send once its lease has passed. Each claim counts as an attempt; a row being claimed elsewhere is skipped.
 */
export async function claimMail(db: DbOrTx, at: Date, leaseMs: number, orderId?: string): Promise<OrderMailRow | undefined> {
  const leaseEnd = new Date(at.getTime() - leaseMs);
  const due: SQL | undefined = or(
    and(eq(orderMailOutbox.status, 'pending'), lte(orderMailOutbox.nextAttemptAt, at)),
    and(eq(orderMailOutbox.status, 'sending'), lte(orderMailOutbox.claimedAt, leaseEnd)),
  );
  const pick = db
    .select({ id: orderMailOutbox.id })
    .from(orderMailOutbox)
    .where(orderId === undefined ? due : and(eq(orderMailOutbox.orderId, orderId), due))
    .orderBy(asc(orderMailOutbox.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(orderMailOutbox)
    .set({ status: 'sending', claimedAt: at, attempts: sql`${orderMailOutbox.attempts} + 1` })
    .where(inArray(orderMailOutbox.id, pick))
    .returning();
  return row;
}

export async function updateMail(
  db: DbOrTx,
  id: string,
  changes: Partial<Pick<OrderMailRow, 'status' | 'nextAttemptAt' | 'lastError' | 'sentAt' | 'claimedAt'>>,
): Promise<void> {
  await db.update(orderMailOutbox).set(changes).where(eq(orderMailOutbox.id, id));
}
