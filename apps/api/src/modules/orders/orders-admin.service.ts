import { ADMIN_PAGE_SIZE, RTO_DASHBOARD, type AdminOrderDetail, type AdminOrdersQuery, type AdminOrderSummary, type ReturnStatus, type RtoSummary } from '@shop/contract/admin';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, RTO_STATUSES, type OrderStatus } from '@shop/contract/orders';
import { paiseToRupees } from '@shop/pricing/money';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { addDays, indianPeriods, startOfIndianDay } from '../../lib/indian-calendar';
import { pageAudit, recordAudit, toAuditEntry, type Actor } from '../../audit/audit.service';
import { canMove, trackingNumberAllowed } from './order-status';
import { toOrder } from './orders.service';
import * as adminRepo from './orders-admin.repository';
import * as repo from './orders.repository';
import { canMoveReturn, returnDecisions } from './return-status';
import { customerUpdatesOnMove, statusHistory } from './tracking.service';

type OrdersQuery = z.output<typeof AdminOrdersQuery>;


export interface OrdersAdminService {
  list(query: OrdersQuery): Promise<{ docs: AdminOrderSummary[]; totalDocs: number; page: number; totalPages: number; limit: number }>;
  /** A customer's newest orders. */
  listOfCustomer(userId: string, limit: number): Promise<AdminOrderSummary[]>;
  /** One order for staff; its refunds and what can still be refunded come from the payments module. */
  detail(ref: string): Promise<AdminOrderDetail>;
  setTrackingNumber(ref: string, trackingNumber: string, actor: Actor): Promise<AdminOrderDetail>;
  /**
   * Moves a return request on (approve, reject, mark received, or record the transfer that refunded a Cash on
   * Delivery order) inside the caller's transaction, audited; returns the locked order row and the return as it is
   * now. Stock, credit note and money through the payment provider are the lifecycle workflow's part.
   */
  decideReturnIn(
    tx: DbOrTx,
    ref: string,
    to: Exclude<ReturnStatus, 'requested'>,
    options: { note?: string; reference?: string },
    actor: Actor,
  ): Promise<{ row: repo.OrderRow; ret: repo.ReturnRow }>;
  /** Today's and this month's orders and net revenue (refunds taken off), orders per status, returns per status. */
  stats(now: Date): Promise<{
    today: { orders: number; revenue: number; refunded: number };
    month: { orders: number; revenue: number; refunded: number };
    ordersByStatus: Record<OrderStatus, number>;
    returnsByStatus: Record<ReturnStatus, number>;
    cancelledPaid: number;
    /** Parcels returned to origin among the orders shipped in the last RTO_DASHBOARD.windowDays days. */
    rto: RtoSummary;
  }>;
  customerTotals(userIds: string[]): Promise<Map<string, { orders: number; totalPaise: number }>>;
}

function toSummary(row: adminRepo.OrderListRow): AdminOrderSummary {
  const status = row.order.status;
  return {
    _id: row.order.id,
    customOrderId: row.order.customOrderId,
    status,
    statusLabel: ORDER_STATUS_LABELS[status],
    paymentMethod: row.order.paymentMethod,
    paymentStatus: row.order.paymentStatus,
    total: paiseToRupees(row.order.totalPaise),
    itemCount: row.itemCount,
    customer: { _id: row.customer.id, name: row.customer.name, email: row.customer.email, phone: row.customer.phone },
    returnStatus: row.returnStatus,
    placedAt: row.order.placedAt.toISOString(),
    codConfirmedAt: row.order.codConfirmedAt?.toISOString() ?? null,
  };
}

/** What the shop kept of a period's orders: their value less what was given back, both in rupees. */
const netTally = (t: { orders: number; totalPaise: number; refundedPaise: number }) => ({
  orders: t.orders,
  revenue: paiseToRupees(t.totalPaise - t.refundedPaise),
  refunded: paiseToRupees(t.refundedPaise),
});

export function createOrdersAdminService(deps: { db: Db; now: () => Date }): OrdersAdminService {
  const { db, now } = deps;

  async function orderOrFail(ref: string): Promise<repo.OrderRow> {
    const row = await repo.findOrderByRef(db, ref);
    if (!row) throw new AppError('admin.orderNotFound');
    return row;
  }

  const service: OrdersAdminService = {
    async list(query) {
      const filter: adminRepo.OrderFilter = {
        status: query.status === 'rto' ? RTO_STATUSES : query.status,
        paymentMethod: query.paymentMethod,
        paymentStatus: query.paymentStatus,
        returnStatus: query.returnStatus,
        from: query.from ? startOfIndianDay(query.from) : undefined,
        until: query.to ? startOfIndianDay(addDays(query.to, 1)) : undefined,
        search: query.q || undefined,
      };
      const { rows, total } = await adminRepo.pageOrders(db, filter, { by: query.sort, dir: query.dir }, ADMIN_PAGE_SIZE, (query.page - 1) * ADMIN_PAGE_SIZE);
      return { docs: rows.map(toSummary), totalDocs: total, page: query.page, totalPages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)), limit: ADMIN_PAGE_SIZE };
    },

    async listOfCustomer(userId, limit) {
      const { rows } = await adminRepo.pageOrders(db, { userId }, { by: 'placedAt', dir: 'desc' }, limit, 0);
      return rows.map(toSummary);
    },

    async detail(ref) {
      const row = await orderOrFail(ref);
      const [customer, items, events, ret, audit] = await Promise.all([
        adminRepo.findCustomerRef(db, row.userId),
        repo.listItemsOfOrders(db, [row.id]),
        repo.listEvents(db, row.id),
        repo.findReturn(db, row.id),
        pageAudit(db, { entityType: 'order', entityId: row.id }, 100, 0),
      ]);
      const status = row.status;
      return {
        ...toOrder(row, items),
        customer: { _id: customer.id, name: customer.name, email: customer.email, phone: customer.phone },
        couponType: row.couponType,
        paymentProvider: row.paymentProvider,
        providerOrderId: row.providerOrderId,
        providerPaymentId: row.providerPaymentId,
        refundedAmount: paiseToRupees(row.refundedPaise),
        // Filled in by the console's overview, which asks the payments module.
        refundableAmount: 0,
        refunds: [],
        cancelledAt: row.cancelledAt?.toISOString() ?? null,
        codConfirmedAt: row.codConfirmedAt?.toISOString() ?? null,
        paidOnlineAt: row.paidOnlineAt?.toISOString() ?? null,
        history: statusHistory(events),
        returnRequest: ret
          ? {
              reason: ret.reason,
              note: ret.note,
              status: ret.status,
              requestedAt: ret.createdAt.toISOString(),
              updatedAt: ret.updatedAt.toISOString(),
              photoUrl: ret.photo ? `/api/v1/admin/orders/${encodeURIComponent(row.customOrderId)}/return/photo` : null,
              refundUpi: ret.refundUpi,
              refundReference: ret.refundReference,
              approvedAt: ret.approvedAt?.toISOString() ?? null,
              receivedAt: ret.receivedAt?.toISOString() ?? null,
              refundedAt: ret.refundedAt?.toISOString() ?? null,
            }
          : null,
        nextStatuses: ORDER_STATUSES.filter((to) => canMove(status, to)),
        // A parcel back with us or lost tells the customer too (mail, and WhatsApp or SMS).
        customerTextedOn: ORDER_STATUSES.filter((to) => canMove(status, to) && (customerUpdatesOnMove(status, to).length > 0 || to === 'rto_delivered' || to === 'lost')),
        returnDecisions: ret ? returnDecisions(ret.status, row.paymentMethod) : [],
        trackingNumberAllowed: trackingNumberAllowed(status),
        audit: audit.rows.map(toAuditEntry),
      };
    },

    async setTrackingNumber(ref, trackingNumber, actor) {
      const at = now();
      const orderId = await db.transaction(async (tx) => {
        const row = await repo.findOrderByRef(tx, ref, true);
        if (!row) throw new AppError('admin.orderNotFound');
        const status = row.status;
        if (!trackingNumberAllowed(status)) {
          throw new AppError('admin.trackingAfterShipment');
        }
        if (row.trackingNumber === trackingNumber) return row.id;
        await adminRepo.setOrderFields(tx, row.id, { trackingNumber, updatedAt: at });
        await recordAudit(
          tx,
          { actorUserId: actor.userId, actorLabel: actor.label, action: 'order.tracking', entityType: 'order', entityId: row.id, before: { trackingNumber: row.trackingNumber }, after: { trackingNumber } },
          at,
        );
        return row.id;
      });
      return service.detail(orderId);
    },

    async decideReturnIn(tx, ref, to, { note, reference }, actor) {
      const at = now();
      const row = await repo.findOrderByRef(tx, ref, true);
      if (!row) throw new AppError('admin.orderNotFound');
      const ret = await adminRepo.findReturnForUpdate(tx, row.id);
      if (!ret) throw new AppError('admin.noReturn');
      const from = ret.status;
      // A second "Mark received" (a double tap, two staff at once) finds the return moved on: refused, nothing twice.
      if (!canMoveReturn(from, to)) throw new AppError('admin.returnMove', { from, to });
      // A cash refund is a transfer staff made: its reference is what the customer and the books are told.
      if (to === 'refunded' && !reference) throw new AppError('admin.returnReferenceRequired');
      const updated = await adminRepo.updateReturn(tx, ret.id, {
        status: to,
        updatedAt: at,
        ...(to === 'approved' ? { approvedAt: at } : {}),
        ...(to === 'received' ? { receivedAt: at } : {}),
        ...(to === 'refunded' ? { refundedAt: at, refundReference: reference } : {}),
      });
      // Cash given back by the shop itself (a Cash on Delivery order): the order's payment is refunded.
      if (to === 'refunded') await adminRepo.setOrderFields(tx, row.id, { paymentStatus: 'refunded', updatedAt: at });
      const verb = { approved: 'approve', received: 'receive', rejected: 'reject', refunded: 'refund' } as const;
      await recordAudit(
        tx,
        {
          actorUserId: actor.userId,
          actorLabel: actor.label,
          action: `return.${verb[to]}`,
          entityType: 'order',
          entityId: row.id,
          before: { returnStatus: from, ...(to === 'refunded' ? { paymentStatus: row.paymentStatus } : {}) },
          after: { returnStatus: to, ...(to === 'refunded' ? { paymentStatus: 'refunded', reference } : {}), ...(note ? { note } : {}) },
        },
        at,
      );
      return { row, ret: updated };
    },

    async stats(at) {
      const periods = indianPeriods(at);
      const rtoFrom = new Date(at.getTime() - RTO_DASHBOARD.windowDays * 24 * 3600 * 1000);
      const [today, month, byStatus, returns, cancelledPaid, rto] = await Promise.all([
        adminRepo.tally(db, periods.dayStart, periods.dayEnd),
        adminRepo.tally(db, periods.monthStart, periods.monthEnd),
        adminRepo.countByStatus(db),
        adminRepo.countReturnsByStatus(db),
        adminRepo.countCancelledPaid(db),
        adminRepo.rtoTallies(db, rtoFrom, RTO_DASHBOARD.courierLegEstimatePaise),
      ]);
      const rtoTally = (method: 'COD' | 'ONLINE') => {
        const t = rto.get(method) ?? { shipped: 0, returned: 0, lost: 0, spentPaise: 0 };
        return {
          shipped: t.shipped,
          returned: t.returned,
          lost: t.lost,
          ratePercent: t.shipped > 0 ? Math.round((t.returned * 1000) / t.shipped) / 10 : 0,
          shippingSpent: paiseToRupees(t.spentPaise),
        };
      };
      return {
        today: netTally(today),
        month: netTally(month),
        ordersByStatus: Object.fromEntries(ORDER_STATUSES.map((s) => [s, byStatus.get(s) ?? 0])) as Record<OrderStatus, number>,
        returnsByStatus: {
          requested: returns.get('requested') ?? 0,
          approved: returns.get('approved') ?? 0,
          received: returns.get('received') ?? 0,
          rejected: returns.get('rejected') ?? 0,
          refunded: returns.get('refunded') ?? 0,
        },
        cancelledPaid,
        rto: { windowDays: RTO_DASHBOARD.windowDays, cod: rtoTally('COD'), prepaid: rtoTally('ONLINE'), courierLegEstimate: paiseToRupees(RTO_DASHBOARD.courierLegEstimatePaise) },
      };
    },

    customerTotals: (userIds) => adminRepo.customerTotals(db, userIds),
  };
  return service;
}
