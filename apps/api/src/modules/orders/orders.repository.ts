import type { OrderStatus } from '@shop/contract/orders';
import { and, desc, eq, exists, gt, gte, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderCounters, orderEvents, orderItems, orders, returnRequests } from '../../db/schema';
import { countRows, nextInSeries, updateWhere } from '../../db/queries';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItemRow = typeof orderItems.$inferInsert;

/** The next number of the day, e.g. 7 for the seventh order placed on that date. */
export function nextOrderNumber(db: DbOrTx, day: string): Promise<number> {
  return nextInSeries(db, orderCounters, orderCounters.day, day);
}

export async function insertOrder(db: DbOrTx, values: NewOrderRow): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function insertOrderItems(db: DbOrTx, rows: NewOrderItemRow[]): Promise<OrderItemRow[]> {
  return db.insert(orderItems).values(rows).returning();
}

export async function insertOrderEvent(db: DbOrTx, values: { orderId: string; status: OrderRow['status']; note?: string | null; createdAt?: Date }): Promise<void> {
  await db.insert(orderEvents).values(values);
}

/** Orders the user has placed, cancelled ones excepted. */
export async function countOrders(db: DbOrTx, userId: string): Promise<number> {
  return countRows(db, orders, and(eq(orders.userId, userId), ne(orders.status, 'cancelled')));
}

/** The customer's Cash on Delivery orders, cancelled ones excepted. */
export async function countCodOrders(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentMethod, 'COD'), ne(orders.status, 'cancelled')));
  return row?.n ?? 0;
}

/**
 * The customer's orders whose parcel came back: now in one of `statuses`, moved into one of them at or after `since`.
 * No statuses: none.
 */
export async function countCameBackSince(db: DbOrTx, userId: string, statuses: readonly OrderStatus[], since: Date): Promise<number> {
  if (statuses.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, [...statuses]),
        exists(
          db
            .select({ one: sql`1` })
            .from(orderEvents)
            .where(and(eq(orderEvents.orderId, orders.id), inArray(orderEvents.status, [...statuses]), gte(orderEvents.createdAt, since))),
        ),
      ),
    );
  return row?.n ?? 0;
}

/** Delivered orders placed after the given moment (all of them when null), without a (non-rejected) return and not refunded in full. */
export async function countDeliveredSince(db: DbOrTx, userId: string, since: Date | null): Promise<number> {
  const conditions = [
    eq(orders.userId, userId),
    eq(orders.status, 'delivered'),
    sql`not exists (select 1 from ${returnRequests} r where r.order_id = ${orders.id} and r.status <> 'rejected')`,
    // An order whose money went back in full (staff refunds, without a return) earns no reward either.
    ne(orders.paymentStatus, 'refunded'),
  ];
  if (since) conditions.push(gt(orders.placedAt, since));
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(and(...conditions));
  return row?.n ?? 0;
}

export function listOrdersOfUser(db: DbOrTx, userId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.placedAt), desc(orders.id));
}

export function listItemsOfOrders(db: DbOrTx, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
}

/** The order a client's Idempotency-Key placed, if any. */
export async function findOrderByIdempotencyKey(db: DbOrTx, userId: string, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key))).limit(1);
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An order by its id or its custom id (ORD-…); `lock` holds the row until the transaction ends. */
export async function findOrderByRef(db: DbOrTx, ref: string, lock = false): Promise<OrderRow | undefined> {
  const where = UUID.test(ref) ? eq(orders.id, ref) : eq(orders.customOrderId, ref);
  const query = db.select().from(orders).where(where).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function pageOrdersOfUser(db: DbOrTx, userId: string, limit: number, offset: number): Promise<{ rows: OrderRow[]; total: number }> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.userId, userId));
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.placedAt), desc(orders.id)).limit(limit).offset(offset);
  return { rows, total: count?.n ?? 0 };
}

export async function updateOrder(
  db: DbOrTx,
  id: string,
  changes: Partial<Pick<OrderRow, 'status' | 'paymentStatus' | 'trackingNumber' | 'courierName' | 'deliveredAt' | 'cancelledAt' | 'refundedPaise'>> & { updatedAt: Date },
): Promise<OrderRow> {
  const [row] = await db.update(orders).set(changes).where(eq(orders.id, id)).returning();
  return row!;
}

/**
 * Turns a Cash on Delivery order into one paid online, in place; undefined when it is no longer Cash on Delivery
 * (another payment converted it first).
 */
export async function convertToOnline(
  db: DbOrTx,
  id: string,
  payment: { provider: string; providerOrderId: string; providerPaymentId: string; at: Date; codFeePaise: number; onlineDiscountPaise: number; totalPaise: number },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({
      codFeePaise: payment.codFeePaise,
      onlineDiscountPaise: payment.onlineDiscountPaise,
      totalPaise: payment.totalPaise,
      paymentMethod: 'ONLINE',
      paymentStatus: 'paid',
      paymentProvider: payment.provider,
      providerOrderId: payment.providerOrderId,
      providerPaymentId: payment.providerPaymentId,
      paidOnlineAt: payment.at,
      updatedAt: payment.at,
    })
    .where(and(eq(orders.id, id), eq(orders.paymentMethod, 'COD')))
    .returning();
  return row;
}

export type OrderEventRow = typeof orderEvents.$inferSelect;

export function listEvents(db: DbOrTx, orderId: string): Promise<OrderEventRow[]> {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.createdAt, orderEvents.id);
}

export type ReturnRow = typeof returnRequests.$inferSelect;

export async function findReturn(db: DbOrTx, orderId: string): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId)).limit(1);
  return row;
}

/** The return status of each of these orders that has a return request. */
export async function returnStatusesOf(db: DbOrTx, orderIds: string[]): Promise<Map<string, ReturnRow['status']>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select({ orderId: returnRequests.orderId, status: returnRequests.status }).from(returnRequests).where(inArray(returnRequests.orderId, orderIds));
  return new Map(rows.map((r) => [r.orderId, r.status]));
}

/** Records what a return's refund keeps back (a used loyalty reward's value). */
export async function setReturnKeptBack(db: DbOrTx, orderId: string, keptBackPaise: number, at: Date): Promise<void> {
  await db.update(returnRequests).set({ keptBackPaise, updatedAt: at }).where(eq(returnRequests.orderId, orderId));
}

/** A received return of this order becomes refunded (its money is back); true when it did just now. */
export async function settleReceivedReturn(db: DbOrTx, orderId: string, at: Date): Promise<boolean> {
  return updateWhere(db, returnRequests, { status: 'refunded', refundedAt: at, updatedAt: at }, and(eq(returnRequests.orderId, orderId), eq(returnRequests.status, 'received')));
}

export async function insertReturn(db: DbOrTx, values: typeof returnRequests.$inferInsert): Promise<ReturnRow> {
  const [row] = await db.insert(returnRequests).values(values).returning();
  return row!;
}

export function listRecentOrders(db: DbOrTx, limit: number, status?: OrderRow['status']): Promise<OrderRow[]> {
  const query = db.select().from(orders);
  return (status ? query.where(eq(orders.status, status)) : query).orderBy(desc(orders.placedAt), desc(orders.id)).limit(limit);
}
