import type { AuditEntry as AuditEntryView } from '@shop/contract/admin';
import { and, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { auditLog, coupons, orders, products, searchSynonyms, users } from '../db/schema';
import { containsPattern } from '../lib/search';

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
  /** Part of the staff member's name or email, or of the process's name. */
  actor?: string;
  entityType?: string;
  /** An entity's id, or an order's number (ORD-…), which is looked up as the order's id. */
  entityId?: string;
  /** Changes at or after this moment. */
  from?: Date;
  /** Changes before this moment. */
  until?: Date;
}

export type AuditListRow = AuditRow & { actorName: string | null; actorEmail: string | null; entityRef: string | null };

const ORDER_NUMBER = /^ORD-/i;

/** Audit entries, newest first, with the acting account's name and email and what people call the thing changed. */
export async function pageAudit(db: DbOrTx, filter: AuditFilter, limit: number, offset: number): Promise<{ rows: AuditListRow[]; total: number }> {
  const actorPattern = filter.actor ? containsPattern(filter.actor) : null;
  // An order number is matched through the order it names; any other value is an entity's id as recorded.
  const entityId = filter.entityId
    ? ORDER_NUMBER.test(filter.entityId)
      ? sql`${auditLog.entityId} = (select ${orders.id}::text from ${orders} where ${orders.customOrderId} = ${filter.entityId.toUpperCase()})`
      : eq(auditLog.entityId, filter.entityId)
    : undefined;
  const where = and(
    filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
    entityId,
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.until ? lt(auditLog.createdAt, filter.until) : undefined,
    actorPattern
      ? or(
          ilike(auditLog.actorLabel, actorPattern),
          inArray(auditLog.actorUserId, db.select({ id: users.id }).from(users).where(or(ilike(users.email, actorPattern), ilike(users.name, actorPattern)))),
        )
      : undefined,
  );
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where);
  const rows = await db
    .select({
      entry: auditLog,
      actorName: users.name,
      actorEmail: users.email,
      entityRef: sql<string | null>`case ${auditLog.entityType}
        when 'order' then (select ${orders.customOrderId} from ${orders} where ${orders.id}::text = ${auditLog.entityId})
        when 'product' then (select ${products.productName} from ${products} where ${products.id}::text = ${auditLog.entityId})
        when 'coupon' then (select ${coupons.code} from ${coupons} where ${coupons.id}::text = ${auditLog.entityId})
        when 'user' then (select account.email from ${users} account where account.id::text = ${auditLog.entityId})
        when 'search-synonym' then (select ${searchSynonyms.term} from ${searchSynonyms} where ${searchSynonyms.id}::text = ${auditLog.entityId})
        else null end`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return { rows: rows.map((r) => ({ ...r.entry, actorName: r.actorName, actorEmail: r.actorEmail, entityRef: r.entityRef })), total: count?.n ?? 0 };
}

/** An audit row as the console shows it: who (name and email, or process name), what, when, before and after. */
export function toAuditEntry(row: AuditListRow): AuditEntryView {
  return {
    _id: row.id,
    actor: row.actorEmail ?? row.actorLabel,
    actorUserId: row.actorUserId,
    actorName: row.actorName,
    actorEmail: row.actorEmail,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    entityRef: row.entityRef,
    before: row.before,
    after: row.after,
    at: row.createdAt.toISOString(),
  };
}
