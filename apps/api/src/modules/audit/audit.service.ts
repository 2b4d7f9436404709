import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  actorUserId: string | null;
  actorLabel: string;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

export type AuditRow = typeof auditLog.$inferSelect;

/** Writes an audit entry inside the caller's transaction, so the change and its record stand or fall together. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry, at: Date): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null, createdAt: at });
}

export function listAuditFor(db: DbOrTx, entityType: string, entityId: string): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt));
}
