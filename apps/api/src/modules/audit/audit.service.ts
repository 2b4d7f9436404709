import type { AuditEntry as AuditEntryView } from '@shop/contract/admin';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export interface AuditEntry {
  actorUserId: string | null;
  actorLabel: string;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** Who did something: a member of staff, or a named process (e.g. 'ops-cli') with no user. */
export interface Actor {
  userId: string | null;
  label: string;
}

export type AuditRow = typeof auditLog.$inferSelect;

/** Writes an audit entry inside the caller's transaction, so the change and its record stand or fall together. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry, at: Date): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null, createdAt: at });
}

export interface AuditFilter {
  entityType?: string;
  entityId?: string;
}

/** Audit entries, newest first, with the acting user's email where there was one. */
export async function pageAudit(db: DbOrTx, filter: AuditFilter, limit: number, offset: number): Promise<{ rows: Array<AuditRow & { actorEmail: string | null }>; total: number }> {
  const where = and(
    filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
  );
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where);
  const rows = await db
    .select({ entry: auditLog, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return { rows: rows.map((r) => ({ ...r.entry, actorEmail: r.actorEmail })), total: count?.n ?? 0 };
}

/** An audit row as the console shows it: who by email (or process name), what, when, before and after. */
export function toAuditEntry(row: AuditRow & { actorEmail: string | null }): AuditEntryView {
  return {
    _id: row.id,
    actor: row.actorEmail ?? row.actorLabel,
    actorUserId: row.actorUserId,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    at: row.createdAt.toISOString(),
  };
}
