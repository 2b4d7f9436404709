import type { Locale } from '@shop/contract/locale';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { createOutbox } from '../../db/outbox';
import { notificationOutbox, orders, users } from '../../db/schema';

export type OutboxRow = typeof notificationOutbox.$inferSelect;
export type NewOutboxRow = typeof notificationOutbox.$inferInsert;

/** Who gets order updates, and how. */
export interface Recipient {
  phone: string | null;
  whatsappOptInAt: Date | null;
  smsUpdates: boolean;
  /** The customer's language (the profile's). */
  language: Locale;
}

export async function findRecipient(db: DbOrTx, userId: string): Promise<Recipient | undefined> {
  const [row] = await db
    .select({ phone: users.phone, whatsappOptInAt: users.whatsappOptInAt, smsUpdates: users.smsUpdates, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The language an order was placed in; null when none was chosen (or there is no such order). */
export async function orderLanguage(db: DbOrTx, orderId: string): Promise<Locale | null> {
  const [row] = await db.select({ language: orders.language }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row?.language ?? null;
}

export async function setPreferences(db: DbOrTx, userId: string, changes: { whatsappOptInAt?: Date | null; smsUpdates?: boolean }, at: Date): Promise<void> {
  await db.update(users).set({ ...changes, updatedAt: at }).where(eq(users.id, userId));
}

/** Writes messages owed; one already written for the same order, event and channel is left as it is. */
export async function insertMessages(db: DbOrTx, rows: NewOutboxRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notificationOutbox).values(rows).onConflictDoNothing({ target: [notificationOutbox.orderId, notificationOutbox.event, notificationOutbox.channel] });
}

/** Whether an update for this order and event was written already, on any channel. */
export async function hasMessage(db: DbOrTx, orderId: string, event: OutboxRow['event']): Promise<boolean> {
  const [row] = await db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.orderId, orderId), eq(notificationOutbox.event, event)))
    .limit(1);
  return row !== undefined;
}

/** The order updates' outbox: claims with a lease, retries with backoff, records what became of each send. */
export const updatesOutbox = createOutbox(notificationOutbox);

/** Claims messages to send, oldest due first; see `createOutbox` for the lease. */
export function claimDue(db: DbOrTx, at: Date, leaseMs: number, limit: number): Promise<OutboxRow[]> {
  return updatesOutbox.claim(db, { at, leaseMs, limit });
}

/** Messages waiting (pending) for the reason given. */
export async function countWaiting(db: DbOrTx, reason: string): Promise<number> {
  return db.$count(notificationOutbox, and(eq(notificationOutbox.status, 'pending'), eq(notificationOutbox.lastError, reason)));
}
