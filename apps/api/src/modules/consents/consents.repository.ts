import type { ConsentPurpose, ConsentSource } from '@shop/contract/consent-rules';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consentEvents, userConsents, users } from '../../db/schema';

export interface ConsentChangeRow {
  purpose: ConsentPurpose;
  granted: boolean;
  source: ConsentSource;
  version: string;
}

export type ConsentStateRow = typeof userConsents.$inferSelect;
export type ConsentEventRow = typeof consentEvents.$inferSelect;

/**
 * Sets where a purpose stands and adds the ledger entry, when it changes: a new answer, or the same answer to a new
 * wording. The same answer again changes nothing and adds nothing. Two requests racing for the same purpose queue on
 * the row (INSERT … ON CONFLICT takes its lock), and the second finds nothing left to change. Returns whether it
 * changed. Run it in the transaction of whatever else the change does.
 */
export async function recordChange(tx: DbOrTx, userId: string, change: ConsentChangeRow, at: Date): Promise<boolean> {
  const changed = await tx
    .insert(userConsents)
    .values({ userId, ...change, changedAt: at })
    .onConflictDoUpdate({
      target: [userConsents.userId, userConsents.purpose],
      set: { granted: change.granted, source: change.source, version: change.version, changedAt: at },
      setWhere: sql`${userConsents.granted} is distinct from excluded.granted or (excluded.granted and ${userConsents.version} is distinct from excluded.version)`,
    })
    .returning({ purpose: userConsents.purpose });
  if (changed.length === 0) return false;
  await tx.insert(consentEvents).values({ userId, ...change, at });
  return true;
}

/**
 * Records an answer only for a purpose never answered: one already agreed to or withdrawn (even a moment ago, by a
 * STOP reply racing this) stays as it is. Returns whether it recorded.
 */
export async function recordFirstAnswer(tx: DbOrTx, userId: string, change: ConsentChangeRow, at: Date): Promise<boolean> {
  const inserted = await tx
    .insert(userConsents)
    .values({ userId, ...change, changedAt: at })
    .onConflictDoNothing({ target: [userConsents.userId, userConsents.purpose] })
    .returning({ purpose: userConsents.purpose });
  if (inserted.length === 0) return false;
  await tx.insert(consentEvents).values({ userId, ...change, at });
  return true;
}

export function listStates(db: DbOrTx, userId: string): Promise<ConsentStateRow[]> {
  return db.select().from(userConsents).where(eq(userConsents.userId, userId));
}

export function listEvents(db: DbOrTx, userId: string, limit: number): Promise<ConsentEventRow[]> {
  return db.select().from(consentEvents).where(eq(consentEvents.userId, userId)).orderBy(desc(consentEvents.at), desc(consentEvents.id)).limit(limit);
}

export async function findState(db: DbOrTx, userId: string, purpose: ConsentPurpose): Promise<ConsentStateRow | undefined> {
  const [row] = await db
    .select()
    .from(userConsents)
    .where(and(eq(userConsents.userId, userId), eq(userConsents.purpose, purpose)))
    .limit(1);
  return row;
}

export async function userExists(db: DbOrTx, userId: string): Promise<boolean> {
  // A deleted account's row stays for its invoices, emptied: there is nothing of it left to withdraw.
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNull(users.erasedAt))).limit(1);
  return row !== undefined;
}

/** The accounts a phone number reaches: every account holding it (a reply comes from the number, not an account). */
export async function usersWithPhone(db: DbOrTx, phone: string): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return rows.map((r) => r.id);
}

/** The account's mobile number, or null: WhatsApp and SMS cannot be agreed to without one. */
export async function phoneOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.phone ?? null;
}
