import type { Locale } from '@shop/contract/locale';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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

/**
 * Claims messages to send, oldest first: pending ones whose time has come, and ones a process claimed but never
 * finished (it died mid-send) once their lease has passed. Each claim counts as an attempt. Rows another process is
 * claiming at the same moment are skipped, so each message is claimed by one process at a time.
 */
export async function claimDue(db: DbOrTx, at: Date, leaseMs: number, limit: number): Promise<OutboxRow[]> {
  const leaseEnd = new Date(at.getTime() - leaseMs);
  const due = db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(
      or(
        and(eq(notificationOutbox.status, 'pending'), lte(notificationOutbox.nextAttemptAt, at)),
        and(eq(notificationOutbox.status, 'sending'), lte(notificationOutbox.claimedAt, leaseEnd)),
      ),
    )
    .orderBy(asc(notificationOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(notificationOutbox)
    .set({ status: 'sending', claimedAt: at, attempts: sql`${notificationOutbox.attempts} + 1` })
    .where(inArray(notificationOutbox.id, due))
    .returning();
}

export async function updateMessage(
  db: DbOrTx,
  id: string,
  changes: Partial<Pick<NewOutboxRow, 'status' | 'attempts' | 'nextAttemptAt' | 'lastError' | 'sentAt' | 'claimedAt'>>,
): Promise<void> {
  await db.update(notificationOutbox).set(changes).where(eq(notificationOutbox.id, id));
}

/** Messages waiting (pending) for the reason given. */
export async function countWaiting(db: DbOrTx, reason: string): Promise<number> {
  return db.$count(notificationOutbox, and(eq(notificationOutbox.status, 'pending'), eq(notificationOutbox.lastError, reason)));
}
