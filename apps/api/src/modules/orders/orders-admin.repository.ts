import { and, asc, desc, eq, gte, ilike, inArray, like, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { NOT_A_SALE_STATUSES } from '@shop/contract/order-rules';
import type { DbOrTx } from '../../db/client';
import { containsPattern, phoneDigits } from '../../lib/search';
import { orderItems, orders, refunds, returnRequests, users } from '../../db/schema';
import type { OrderRow, ReturnRow } from './orders.repository';

export interface OrderFilter {
  /** One status, or any of several (the RTO filter). */
  status?: OrderRow['status'] | ReadonlyArray<OrderRow['status']>;
  paymentMethod?: OrderRow['paymentMethod'];
  paymentStatus?: OrderRow['paymentStatus'];
  returnStatus?: ReturnRow['status'];
  userId?: string;
  /** Placed at or after. */
  from?: Date;
  /** Placed before. */
  until?: Date;
  search?: string;
}

export interface OrderListRow {
  order: OrderRow;
  customer: { id: string; name: string | null; email: string; phone: string | null };
  returnStatus: ReturnRow['status'] | null;
  itemCount: number;
}

/**
 * The filter as conditions on the orders table alone (accounts and returns are asked through subqueries), so
 * counting needs no join and the page query joins only the rows it shows.
 */
function conditions(filter: OrderFilter): SQL | undefined {
  const where: SQL[] = [];
  if (typeof filter.status === 'string') where.push(eq(orders.status, filter.status));
  else if (filter.status) where.push(inArray(orders.status, [...filter.status]));
  if (filter.paymentMethod) where.push(eq(orders.paymentMethod, filter.paymentMethod));
  if (filter.paymentStatus) where.push(eq(orders.paymentStatus, filter.paymentStatus));
  if (filter.returnStatus) {
    where.push(inArray(orders.id, sql`(select ${returnRequests.orderId} from ${returnRequests} where ${returnRequests.status} = ${filter.returnStatus})`));
  }
  if (filter.userId) where.push(eq(orders.userId, filter.userId));
  if (filter.from) where.push(gte(orders.placedAt, filter.from));
  if (filter.until) where.push(lt(orders.placedAt, filter.until));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const digits = phoneDigits(filter.search);
    const accounts = or(ilike(users.email, pattern), ...(digits ? [like(users.phone, `%${digits}%`)] : []));
    // Two indexed look-ups joined by UNION: an OR across them would make PostgreSQL read every order.
    where.push(
      inArray(
        orders.id,
        sql`(select ${orders.id} from ${orders} where ${ilike(orders.customOrderId, pattern)}
             union select ${orders.id} from ${orders} where ${orders.userId} in (select ${users.id} from ${users} where ${accounts}))`,
      ),
    );
  }
  return where.length ? and(...where) : undefined;
}

const itemCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;

export async function pageOrders(
  db: DbOrTx,
  filter: OrderFilter,
  sort: { by: 'placedAt' | 'total'; dir: 'asc' | 'desc' },
  limit: number,
  offset: number,
): Promise<{ rows: OrderListRow[]; total: number }> {
  const where = conditions(filter);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where);
  const column = sort.by === 'total' ? orders.totalPaise : orders.placedAt;
  const direction = sort.dir === 'asc' ? asc : desc;
  const page = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(direction(column), direction(orders.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  const rows = await db
    .select({
      order: orders,
      customer: { id: users.id, name: users.name, email: users.email, phone: users.phone },
      returnStatus: returnRequests.status,
      itemCount,
    })
    .from(page)
    .innerJoin(orders, eq(orders.id, page.id))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(returnRequests, eq(returnRequests.orderId, orders.id))
    .orderBy(direction(column), direction(orders.id));
  return { rows, total: count?.n ?? 0 };
}

/**
 * Orders placed in [from, until), cancelled ones excepted, with their value and what of it is given back or on its
 * way back: refunds through the provider that have not failed, or the whole order once marked refunded (a Cash on
 * Delivery return paid back by hand).
 */
export async function tally(db: DbOrTx, from: Date, until: Date): Promise<{ orders: number; totalPaise: number; refundedPaise: number }> {
  const givenBack = sql`least(${orders.totalPaise}, greatest(
    (select coalesce(sum(${refunds.amountPaise}), 0) from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} <> 'failed'),
    ${orders.refundedPaise},
    case when ${orders.paymentStatus} = 'refunded' then ${orders.totalPaise} else 0 end
  ))`;
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      totalPaise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)::bigint`,
      refundedPaise: sql<number>`coalesce(sum(${givenBack}), 0)::bigint`,
    })
    .from(orders)
    // Sales that did not happen are left out: cancelled, and parcels back with us or lost.
    .where(and(gte(orders.placedAt, from), lt(orders.placedAt, until), notInArray(orders.status, [...NOT_A_SALE_STATUSES])));
  return { orders: row?.orders ?? 0, totalPaise: Number(row?.totalPaise ?? 0), refundedPaise: Number(row?.refundedPaise ?? 0) };
}

export async function countByStatus(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db.select({ status: orders.status, n: sql<number>`count(*)::int` }).from(orders).groupBy(orders.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

export async function countReturnsByStatus(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db.select({ status: returnRequests.status, n: sql<number>`count(*)::int` }).from(returnRequests).groupBy(returnRequests.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

/** Per customer: orders placed and their value, those that were no sale (cancelled, back with us, lost) excepted. */
export async function customerTotals(db: DbOrTx, userIds: string[]): Promise<Map<string, { orders: number; totalPaise: number }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: orders.userId, orders: sql<number>`count(*)::int`, totalPaise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)::bigint` })
    .from(orders)
    .where(and(inArray(orders.userId, userIds), notInArray(orders.status, [...NOT_A_SALE_STATUSES])))
    .groupBy(orders.userId);
  return new Map(rows.map((r) => [r.userId, { orders: r.orders, totalPaise: Number(r.totalPaise) }]));
}

export async function findReturnForUpdate(db: DbOrTx, orderId: string): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId)).limit(1).for('update');
  return row;
}

export async function updateReturn(
  db: DbOrTx,
  id: string,
  changes: Pick<ReturnRow, 'status' | 'updatedAt'> & Partial<Pick<ReturnRow, 'approvedAt' | 'receivedAt' | 'refundedAt' | 'refundReference'>>,
): Promise<ReturnRow> {
  const [row] = await db.update(returnRequests).set(changes).where(eq(returnRequests.id, id)).returning();
  return row!;
}

export async function setOrderFields(db: DbOrTx, id: string, changes: Partial<Pick<OrderRow, 'trackingNumber' | 'paymentStatus'>> & { updatedAt: Date }): Promise<void> {
  await db.update(orders).set(changes).where(eq(orders.id, id));
}

export async function findCustomerRef(db: DbOrTx, userId: string): Promise<OrderListRow['customer']> {
  const [row] = await db.select({ id: users.id, name: users.name, email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  return row!;
}

/** Cancelled orders whose online payment has not been given back. */
export async function countCancelledPaid(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.status, 'cancelled'), inArray(orders.paymentStatus, ['paid', 'refund_pending'])));
  return row?.n ?? 0;
}

/** Statuses of an order that left with the courier: the RTO rate's denominator. */
const SHIPPED_STATUSES = ['shipment_created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'rto_initiated', 'rto_delivered', 'lost'] as const;

/**
 * Per payment method, the orders placed since `from` that were shipped, how many of them came back or are coming back
 * (RTO) and were lost, and what the returned ones cost in courier legs: two each (out and back), each at the order's
 * shipping charge or, when it shipped free, `legEstimatePaise` (the shop stores no courier bill).
 */
export async function rtoTallies(
  db: DbOrTx,
  from: Date,
  legEstimatePaise: number,
): Promise<Map<OrderRow['paymentMethod'], { shipped: number; returned: number; lost: number; spentPaise: number }>> {
  const returned = sql`${orders.status} in ('rto_initiated', 'rto_delivered')`;
  const rows = await db
    .select({
      method: orders.paymentMethod,
      shipped: sql<number>`count(*)::int`,
      returned: sql<number>`(count(*) filter (where ${returned}))::int`,
      lost: sql<number>`(count(*) filter (where ${orders.status} = 'lost'))::int`,
      spentPaise: sql<number>`coalesce(sum(2 * (case when ${orders.shippingPaise} > 0 then ${orders.shippingPaise} else ${legEstimatePaise}::int end)) filter (where ${returned}), 0)::bigint`,
    })
    .from(orders)
    .where(and(gte(orders.placedAt, from), inArray(orders.status, [...SHIPPED_STATUSES])))
    .groupBy(orders.paymentMethod);
  return new Map(rows.map((r) => [r.method, { shipped: r.shipped, returned: r.returned, lost: r.lost, spentPaise: Number(r.spentPaise) }]));
}
