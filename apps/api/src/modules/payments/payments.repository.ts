import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, paymentAttempts, refunds, users } from '../../db/schema';
import { firstRow, updateWhere } from '../../db/queries';

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type AttemptStatus = 'created' | 'paid' | 'fulfilled' | 'to_refund' | 'refunding' | 'refunded' | 'expired' | 'failed';
export type RefundStatus = 'pending' | 'processing' | 'processed' | 'failed';

export async function insertAttempt(db: DbOrTx, values: typeof paymentAttempts.$inferInsert): Promise<PaymentAttemptRow> {
  const [row] = await db.insert(paymentAttempts).values(values).returning();
  return row!;
}

/** An attempt by its provider order id; `lock` holds the row until the transaction ends. */
export async function findAttempt(db: DbOrTx, providerOrderId: string, lock = false): Promise<PaymentAttemptRow | undefined> {
  const query = db.select().from(paymentAttempts).where(eq(paymentAttempts.providerOrderId, providerOrderId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findAttemptById(db: DbOrTx, id: string, lock = false): Promise<PaymentAttemptRow | undefined> {
  return firstRow(db, paymentAttempts, eq(paymentAttempts.id, id), lock);
}

export async function findAttemptByIdempotencyKey(db: DbOrTx, userId: string, key: string): Promise<PaymentAttemptRow | undefined> {
  return firstRow(db, paymentAttempts, and(eq(paymentAttempts.userId, userId), eq(paymentAttempts.idempotencyKey, key)));
}

export async function updateAttempt(
  db: DbOrTx,
  id: string,
  changes: Partial<Pick<PaymentAttemptRow, 'status' | 'orderId' | 'failureReason' | 'providerPaymentId'>> & { updatedAt: Date },
): Promise<void> {
  await db.update(paymentAttempts).set(changes).where(eq(paymentAttempts.id, id));
}

/** The pay-now attempt of an order still waiting for its payment, if there is one (at most one, by a unique index). */
export async function findOpenPayNowAttempt(db: DbOrTx, orderId: string): Promise<PaymentAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.convertsOrderId, orderId), eq(paymentAttempts.status, 'created')))
    .limit(1);
  return row;
}

/** Attempts still waiting for their payment, created between `from` and `until`, oldest first. */
export function listOpenAttempts(db: DbOrTx, from: Date, until: Date, limit: number): Promise<PaymentAttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(and(inArray(paymentAttempts.status, ['created', 'paid']), gt(paymentAttempts.createdAt, from), lte(paymentAttempts.createdAt, until)))
    .orderBy(asc(paymentAttempts.createdAt))
    .limit(limit);
}

/** Marks an attempt expired if it is still waiting; false when something else happened to it meanwhile. */
export async function expireAttempt(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  return updateWhere(db, paymentAttempts, { status: 'expired', updatedAt: at }, and(eq(paymentAttempts.id, id), eq(paymentAttempts.status, 'created')));
}

/* ---------- refunds ---------- */

export async function insertRefund(db: DbOrTx, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(values).returning();
  return row!;
}

/** The refund of a payment that never became an order, if one was recorded. */
export async function findOrderlessRefund(db: DbOrTx, providerPaymentId: string): Promise<RefundRow | undefined> {
  return firstRow(db, refunds, and(eq(refunds.providerPaymentId, providerPaymentId), isNull(refunds.orderId)));
}

export async function findRefund(db: DbOrTx, id: string, lock: 'update' | 'skip' | false = false): Promise<RefundRow | undefined> {
  const query = db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
  const [row] = lock === 'update' ? await query.for('update') : lock === 'skip' ? await query.for('update', { skipLocked: true }) : await query;
  return row;
}

export async function findRefundByProviderId(db: DbOrTx, providerRefundId: string): Promise<RefundRow | undefined> {
  return firstRow(db, refunds, eq(refunds.providerRefundId, providerRefundId));
}

export async function updateRefund(
  db: DbOrTx,
  id: string,
  changes: Partial<Pick<RefundRow, 'status' | 'providerRefundId' | 'failureReason' | 'tries' | 'processedAt'>> & { updatedAt: Date },
): Promise<void> {
  await updateWhere(db, refunds, changes, eq(refunds.id, id));
}

/** Moves a refund to processed once; false if it already was. */
export async function markRefundProcessed(db: DbOrTx, id: string, providerRefundId: string, at: Date): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set({ status: 'processed', providerRefundId, processedAt: at, updatedAt: at, failureReason: null })
    .where(and(eq(refunds.id, id), ne(refunds.status, 'processed')))
    .returning();
  return row;
}

export type RefundWithRequester = RefundRow & { requesterName: string | null; requesterEmail: string | null };

/**
 * An order's refunds, oldest first, each with the account of the member of staff who asked for it: the one whose
 * email it records, or (for refunds recorded before staff were named) the one its audit entry names.
 */
export async function listRefundsOfOrderWithRequester(db: DbOrTx, orderId: string): Promise<RefundWithRequester[]> {
  const requester = sql`coalesce(
    (select ${users.id} from ${users} where ${users.email} = ${refunds.requestedBy}),
    (select ${auditLog.actorUserId} from ${auditLog} where ${auditLog.entityId} = ${refunds.orderId}::text and ${auditLog.after} ->> 'refundId' = ${refunds.id}::text limit 1)
  )`;
  const rows = await db
    .select({ refund: refunds, name: users.name, email: users.email })
    .from(refunds)
    .leftJoin(users, eq(users.id, requester))
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  return rows.map((r) => ({ ...r.refund, requesterName: r.name, requesterEmail: r.email }));
}

/** Paise of an order's payment given back or on their way back (failed refunds do not count). */
export async function refundedOrPendingPaise(db: DbOrTx, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'failed')));
  return row?.n ?? 0;
}

/** Refunds the job must send (pending) or ask the provider about (processing for a while), oldest first. */
export function listRefundsToChase(db: DbOrTx, processingBefore: Date, maxTries: number, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(or(and(eq(refunds.status, 'pending'), lt(refunds.tries, maxTries)), and(eq(refunds.status, 'processing'), lt(refunds.updatedAt, processingBefore))))
    .orderBy(asc(refunds.updatedAt))
    .limit(limit);
}

/* ---------- the console's list of payments that never became orders ---------- */

const unfulfilled = inArray(paymentAttempts.status, ['to_refund', 'refunding']);

export function listUnfulfilled(db: DbOrTx, limit: number) {
  return db
    .select({
      attempt: paymentAttempts,
      customer: { id: users.id, name: users.name, email: users.email, phone: users.phone },
      refundStatus: refunds.status,
    })
    .from(paymentAttempts)
    .innerJoin(users, eq(users.id, paymentAttempts.userId))
    .leftJoin(refunds, and(eq(refunds.attemptId, paymentAttempts.id), isNull(refunds.orderId), eq(refunds.providerPaymentId, paymentAttempts.providerPaymentId)))
    .where(unfulfilled)
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(limit);
}

/** Refunds of payments that never became orders (unfulfilled attempts, extra payments) not yet processed. */
export async function countOrderlessRefundsOpen(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(refunds)
    .where(and(isNull(refunds.orderId), ne(refunds.status, 'processed')));
  return row?.n ?? 0;
}

/**
 * Units of these products held by other customers' online payments in progress (attempts not yet paid, or being
 * completed, and not expired): what they pay for, free units included. A customer's own attempts hold nothing
 * against themselves, so trying to pay again is never refused by the attempt before.
 */
export async function heldUnits(db: DbOrTx, productIds: readonly string[], exceptUserId: string, at: Date): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const result = await db.execute<{ product_id: string; units: number }>(sql`
    select u->>'productId' as product_id, sum((u->>'quantity')::int)::int as units
    from ${paymentAttempts} a,
      jsonb_array_elements(coalesce(a.snapshot->'lines', '[]'::jsonb) || coalesce(a.snapshot->'freeUnits', '[]'::jsonb)) u
    where a.status in ('created', 'paid') and a.expires_at > ${at} and a.user_id <> ${exceptUserId}::uuid
      and u->>'productId' in (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    group by 1`);
  return new Map(result.rows.map((r) => [r.product_id, Number(r.units)]));
}
