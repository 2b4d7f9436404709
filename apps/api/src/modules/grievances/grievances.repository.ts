import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { createOutbox } from '../../db/outbox';
import { nextInSeries } from '../../db/queries';
import { grievanceCounters, grievanceMails, grievances, users } from '../../db/schema';

export type GrievanceRow = typeof grievances.$inferSelect;
export type GrievanceMailRow = typeof grievanceMails.$inferSelect;
export type GrievanceMailKind = GrievanceMailRow['kind'];

/** The next number of the year's series, gap-free (the counter row is locked until the grievance commits). */
export function nextNumber(tx: DbOrTx, year: number): Promise<number> {
  return nextInSeries(tx, grievanceCounters, grievanceCounters.year, year);
}

/** Grievances since `since` from an email address or a client address: how many and the oldest. */
export async function countSince(tx: DbOrTx, by: { email: string } | { requester: string }, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const who = 'email' in by ? eq(grievances.email, by.email) : eq(grievances.requester, by.requester);
  const rows = await tx.select({ at: grievances.createdAt }).from(grievances).where(and(who, gte(grievances.createdAt, since))).orderBy(asc(grievances.createdAt));
  return { count: rows.length, oldest: rows[0]?.at ?? null };
}

export async function insertGrievance(tx: DbOrTx, row: typeof grievances.$inferInsert): Promise<GrievanceRow> {
  const [inserted] = await tx.insert(grievances).values(row).returning();
  return inserted!;
}

export async function findGrievance(tx: DbOrTx, id: string, forUpdate = false): Promise<GrievanceRow | undefined> {
  const query = tx.select().from(grievances).where(eq(grievances.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function updateGrievance(tx: DbOrTx, id: string, changes: Partial<typeof grievances.$inferInsert>): Promise<GrievanceRow> {
  const [row] = await tx.update(grievances).set(changes).where(eq(grievances.id, id)).returning();
  return row!;
}

export async function listForUser(tx: DbOrTx, userId: string, limit: number): Promise<GrievanceRow[]> {
  return tx.select().from(grievances).where(eq(grievances.userId, userId)).orderBy(desc(grievances.createdAt)).limit(limit);
}

export type ConsoleGrievanceRow = GrievanceRow & { customerName: string | null };

/** Open grievances first (oldest first, the nearest to their deadline), then the rest, newest first. */
export async function listForConsole(tx: DbOrTx, limit: number): Promise<ConsoleGrievanceRow[]> {
  const rows = await tx
    .select({ g: grievances, customerName: users.name })
    .from(grievances)
    .leftJoin(users, eq(users.id, grievances.userId))
    .orderBy(sql`${grievances.status} <> 'open'`, sql`case when ${grievances.status} = 'open' then ${grievances.createdAt} end asc`, desc(grievances.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r.g, customerName: r.customerName }));
}

export async function enqueueMail(tx: DbOrTx, grievanceId: string, kind: GrievanceMailKind, at: Date): Promise<void> {
  await tx.insert(grievanceMails).values({ grievanceId, kind, nextAttemptAt: at, createdAt: at }).onConflictDoNothing();
}

/** The grievance mails' outbox: claims with a lease, retries with backoff, records what became of each send. */
export const grievanceOutbox = createOutbox(grievanceMails);

/** Claims one mail due (of one grievance, or the oldest): pending and due, or left claimed past its lease. */
export async function claimMail(tx: DbOrTx, at: Date, leaseMs: number, grievanceId?: string): Promise<GrievanceMailRow | undefined> {
  const [row] = await grievanceOutbox.claim(tx, { at, leaseMs, where: grievanceId === undefined ? undefined : eq(grievanceMails.grievanceId, grievanceId) });
  return row;
}
