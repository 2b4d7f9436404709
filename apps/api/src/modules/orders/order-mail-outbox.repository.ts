import type { OrderMailKind } from '@shop/contract/notifications';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { createOutbox } from '../../db/outbox';
import { orderMailOutbox } from '../../db/schema';

export type OrderMailRow = typeof orderMailOutbox.$inferSelect;

/** The order mails' outbox: claims with a lease, retries with backoff, records what became of each send. */
export const orderMails = createOutbox(orderMailOutbox);

/** Writes a mail an order owes its customer, inside the order's transaction; one per order and kind. */
export async function insertMail(db: DbOrTx, orderId: string, kind: OrderMailKind, at: Date): Promise<void> {
  await db
    .insert(orderMailOutbox)
    .values({ orderId, kind, status: 'pending', nextAttemptAt: at, createdAt: at })
    .onConflictDoNothing({ target: [orderMailOutbox.orderId, orderMailOutbox.kind] });
}

/** Claims one mail to send (of one order, or the oldest due); see `createOutbox` for the lease. */
export async function claimMail(db: DbOrTx, at: Date, leaseMs: number, orderId?: string): Promise<OrderMailRow | undefined> {
  const [row] = await orderMails.claim(db, { at, leaseMs, where: orderId === undefined ? undefined : eq(orderMailOutbox.orderId, orderId) });
  return row;
}
