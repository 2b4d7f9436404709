import type { ReturnStatus } from '@shop/contract/admin';
import { CANCEL_MESSAGES, type Order, type OrderStatus } from '@shop/contract/orders';
import { paiseToRupees } from '@shop/pricing/money';
import type { Db, DbOrTx } from '../db/client';
import { AppError } from '../lib/errors';
import { recordAudit, type Actor } from '../audit/audit.service';
import type { CatalogService } from '../modules/catalog/catalog.service';
import type { CouponsService } from '../modules/coupons/coupons.service';
import type { LoyaltyRecoveryService } from '../modules/loyalty/loyalty-recovery';
import type { EventFacts } from '../modules/notifications/notification-texts';
import type { NotificationsService } from '../modules/notifications/notifications.service';
import { canMove, customerMayCancel, mapCourierStatus, STATUS_FLOW } from '../modules/orders/order-status';
import type { OrdersAdminService } from '../modules/orders/orders-admin.service';
import type { OrderRow, OrdersService } from '../modules/orders/orders.service';
import type { AdvanceResult, TrackingService } from '../modules/orders/tracking.service';
import { refundedByStaff } from '../modules/orders/return-status';
import type { RefundWorkflow } from './refund-payment';
import type { TaxDocumentsWorkflow } from './tax-documents';

export interface OrderLifecycleDeps {
  db: Db;
  orders: OrdersService;
  ordersAdmin: OrdersAdminService;
  tracking: TrackingService;
  catalog: CatalogService;
  coupons: CouponsService;
  refunds: RefundWorkflow;
  taxDocuments: TaxDocumentsWorkflow;
  notifications: Pick<NotificationsService, 'enqueue'>;
  /** A used loyalty reward left unearned by a return: its value is kept back from the refund (decision 024). */
  loyaltyRecovery: LoyaltyRecoveryService;
  now: () => Date;
}

/** Who cancels: the customer (their own order, within the terms' window) or staff (audited), or the courier. */
export type Canceller = { customerId: string } | { actor: Actor } | { courier: true };

export type OrderLifecycleWorkflow = ReturnType<typeof createOrderLifecycleWorkflow>;

/** Money still to give back when an order paid online is cancelled. */
const paidOnline = (row: OrderRow) => row.paymentMethod === 'ONLINE' && !!row.providerPaymentId && ['paid', 'partially_refunded', 'refund_pending'].includes(row.paymentStatus);

/**
 * An order's life after placement where it crosses domains: moving it on, cancelling it (stock and coupon come
 * back, a prepaid order is refunded), return decisions (an approved return of a prepaid order is refunded) and
 * staff refunds. Every refund goes through the refund workflow, written down in the same transaction as the
 * change that calls for it.
 */
export function createOrderLifecycleWorkflow(deps: OrderLifecycleDeps) {
  const { db, orders, ordersAdmin, tracking, catalog, coupons, refunds, taxDocuments, now } = deps;
  const dispatchIndex = STATUS_FLOW.indexOf('shipment_created');

  /**
   * A parcel that will not reach the customer, inside the transaction that moved the order to rto_delivered or lost
   * (the order row locked): a returned parcel's units go back on the shelf (a lost one's do not: they are gone); the
   * tax invoice, if issued, is cancelled by a credit note; money paid online is written down to go back through the
   * provider (all that is not refunded or on its way already), while Cash on Delivery is no longer owed (payment not
   * required); the customer's mail and WhatsApp or SMS update are written to the outboxes. Returns the refund to send
   * once the transaction commits. The coupon's use is not given back (see docs/decisions/027-parcels-that-come-back.md).
   */
  async function settleUndelivered(tx: DbOrTx, orderId: string, to: 'rto_delivered' | 'lost', at: Date, requestedBy: string): Promise<string | null> {
    const row = await orders.lockOrder(tx, orderId);
    if (!row) throw new AppError('admin.orderNotFound');
    if (to === 'rto_delivered') {
      const { items } = await orders.withItemRows(tx, row.id);
      await catalog.releaseStock(
        tx,
        items.filter((i) => i.productId).map((i) => ({ productId: i.productId!, quantity: i.quantity })),
      );
    }
    await taxDocuments.creditOrder(tx, row.id, to === 'rto_delivered' ? 'Parcel returned undelivered (RTO)' : 'Parcel lost or damaged in transit', at);
    // Cash on Delivery that was never handed over is owed by nobody.
    if (row.paymentMethod === 'COD' && row.paymentStatus === 'pending') {
      await orders.setRefundState(tx, row.id, { refundedPaise: row.refundedPaise, paymentStatus: 'not_required' }, at);
    }
    let refund = null;
    if (paidOnline(row) && row.totalPaise - row.refundedPaise > 0) {
      try {
        refund = await refunds.requestForOrder(tx, row, null, to === 'rto_delivered' ? 'Parcel returned undelivered' : 'Parcel lost in transit', requestedBy);
      } catch (err) {
        // Everything left is already on its way back.
        if (!(err instanceof AppError && err.status === 409)) throw err;
      }
    }
    await deps.notifications.enqueue(tx, {
      orderId: row.id,
      userId: row.userId,
      event: to,
      facts: { orderNumber: row.customOrderId, ...(paidOnline(row) ? { amountPaise: row.totalPaise } : {}) },
    });
    await tracking.enqueueUndeliveredMail(tx, row.id, to);
    return refund?.id ?? null;
  }

  const workflow = {
    /** Cancels an order: status and event, stock and coupon use back, and a refund of what was paid online. */
    async cancel(ref: string, by: Canceller, note?: string, at: Date = now()): Promise<{ order: Order; refundPaise: number }> {
      const customer = 'customerId' in by ? by.customerId : null;
      const actor = 'actor' in by ? by.actor : undefined;
      const result = await db.transaction(async (tx) => {
        const row = await orders.lockOrder(tx, ref);
        if (!row || (customer !== null && row.userId !== customer)) throw new AppError(customer !== null ? 'cancel.orderNotFound' : 'admin.orderNotFound');
        const from = row.status;
        if (from === 'cancelled') throw new AppError('cancel.alreadyCancelled');
        if (!canMove(from, 'cancelled')) {
          throw customer !== null ? new AppError('cancel.alreadyProcessed') : new AppError('tracking.invalidTransition', { from, to: 'cancelled' });
        }
        if (customer !== null && !customerMayCancel(from, row.placedAt, at)) throw new AppError('cancel.windowClosed');
        const order = await tracking.markCancelled(tx, row, { at, note: note ?? (customer !== null ? 'Cancelled by the customer' : undefined), actor });
        await catalog.releaseStock(
          tx,
          order.items.filter((i) => i.productId).map((i) => ({ productId: i.productId!, quantity: i.quantity })),
        );
        await coupons.releaseRedemption(tx, row.id);
        // An order invoiced already (paid online) is cancelled on paper too.
        await taxDocuments.creditOrder(tx, row.id, 'Order cancelled', at);
        let refund = null;
        if (paidOnline(row) && row.totalPaise - row.refundedPaise > 0) {
          try {
            refund = await refunds.requestForOrder(tx, row, null, 'Order cancelled', customer !== null ? 'customer' : (actor?.label ?? 'courier'));
          } catch (err) {
            // Everything left is already on its way back.
            if (!(err instanceof AppError && err.status === 409)) throw err;
          }
        }
        return { order, userId: row.userId, refund };
      });
      if (result.refund) await refunds.send(result.refund.id);
      const fresh = (await orders.find(result.order._id)) ?? result.order;
      await tracking.notifyCancelled(result.userId, fresh);
      return { order: fresh, refundPaise: result.refund?.amountPaise ?? 0 };
    },

    /** A customer's own cancellation: the message they see says what happens to their money. */
    async cancelByCustomer(userId: string, ref: string): Promise<string> {
      const { refundPaise } = await workflow.cancel(ref, { customerId: userId });
      return refundPaise > 0 ? CANCEL_MESSAGES.cancelledWithRefund(paiseToRupees(refundPaise).toLocaleString('en-IN', { minimumFractionDigits: 2 })) : CANCEL_MESSAGES.cancelled;
    },

    /**
     * Moves an order on (staff, ops or courier); a move to cancelled is a cancellation. Everything a move sets off is
     * written in the move's own transaction, after the order row is locked and moved: a second move to the same
     * status (a retried webhook, staff and courier at once) finds it there already and does nothing, and a process
     * that dies before the commit leaves nothing done, so the next attempt does it all, once.
     */
    async advance(ref: string, to: OrderStatus, options: { note?: string; at?: Date; actor?: Actor } = {}): Promise<AdvanceResult> {
      if (to !== 'cancelled') {
        let refundId: string | null = null;
        let mailOwed = false;
        const result = await tracking.advance(ref, to, {
          ...options,
          inTransaction: async (tx, moved) => {
            // Leaving for the customer: an order not invoiced yet (Cash on Delivery) is invoiced in the same transaction.
            if (STATUS_FLOW.indexOf(moved.to) >= dispatchIndex) await taxDocuments.invoiceOrder(tx, moved.orderId, moved.at);
            if (moved.to === 'rto_delivered' || moved.to === 'lost') {
              refundId = await settleUndelivered(tx, moved.orderId, moved.to, moved.at, options.actor?.label ?? 'courier');
              mailOwed = true;
            }
          },
        });
        if (refundId) await refunds.send(refundId);
        if (mailOwed) await tracking.sendDueMailsOf(result.order._id);
        return result;
      }
      const current = await orders.find(ref);
      if (current?.status === 'cancelled') return { changed: false, order: current };
      const { order } = await workflow.cancel(ref, options.actor ? { actor: options.actor } : { courier: true }, options.note, options.at);
      return { changed: true, order };
    },

    /** The courier's webhook: maps its status name and applies it only if it moves the order forward. */
    async courierUpdate({
      orderRef,
      courierStatus,
      courierStatusId,
      at,
    }: {
      orderRef: string;
      courierStatus: string;
      courierStatusId?: number | null;
      at?: Date;
    }): Promise<{ applied: boolean; reason?: string }> {
      const to = mapCourierStatus(courierStatus, courierStatusId);
      if (!to) return { applied: false, reason: `status "${courierStatus}" is not tracked` };
      const current = await orders.find(orderRef);
      if (!current) return { applied: false, reason: 'unknown order' };
      // Late, duplicate and out-of-order events never move an order backwards.
      if (!canMove(current.status, to)) return { applied: false, reason: 'not a forward move' };
      try {
        const { changed } = await workflow.advance(orderRef, to, { at, note: `Courier: ${courierStatus}` });
        return { applied: changed };
      } catch (err) {
        if (err instanceof AppError && err.status === 409) return { applied: false, reason: 'not a forward move' };
        throw err;
      }
    },

    /**
     * A staff decision on a return, each step telling the customer once (mail, and WhatsApp or SMS) what is true
     * now. Approved: the pickup is arranged, nothing is refunded yet. Received: the parcel is back and checked: stock
     * returns, the invoice is credited, and the refund starts (through the provider when paid online; a Cash on
     * Delivery order waits for staff to record their transfer to the customer's UPI ID, the refunded step). The
     * return row is locked and moved first, so a second "Mark received" is refused and nothing happens twice.
     */
    async decideReturn(ref: string, to: Exclude<ReturnStatus, 'requested'>, options: { note?: string; reference?: string }, actor: Actor): Promise<void> {
      const at = now();
      const result = await db.transaction(async (tx) => {
        const row = await orders.lockOrder(tx, ref);
        if (row && to === 'refunded' && !refundedByStaff(row.paymentMethod)) throw new AppError('admin.returnRefundOnline');
        const { row: locked, ret } = await ordersAdmin.decideReturnIn(tx, ref, to, options, actor);
        const facts = { orderNumber: locked.customOrderId };
        const notify = (event: 'return_approved' | 'return_received' | 'return_rejected' | 'refund_processed', extra: Partial<EventFacts> = {}) =>
          deps.notifications.enqueue(tx, { orderId: locked.id, userId: locked.userId, event, facts: { ...facts, ...extra } });
        let refund = null;
        let settled = false;
        if (to === 'approved') await notify('return_approved');
        if (to === 'rejected') await notify('return_rejected');
        if (to === 'refunded') {
          const kept = await deps.loyaltyRecovery.recoveredFrom(tx, locked.id);
          await notify('refund_processed', { amountPaise: locked.totalPaise - (kept?.amountPaise ?? 0) });
        }
        if (to === 'received') {
          // The goods are back on the shelf and off the books.
          const { items } = await orders.withItemRows(tx, locked.id);
          await catalog.releaseStock(
            tx,
            items.filter((i) => i.productId).map((i) => ({ productId: i.productId!, quantity: i.quantity })),
          );
          await taxDocuments.creditOrder(tx, locked.id, 'Goods returned', at);
          // A used loyalty reward this order helped earn, no longer earned without it: its value is kept back, once.
          const left = paidOnline(locked) ? await refunds.leftToRefund(tx, locked) : locked.paymentMethod === 'ONLINE' ? 0 : locked.totalPaise;
          const kept = left > 0 ? await deps.loyaltyRecovery.recover(tx, locked, left, at) : null;
          const keptPaise = kept?.amountPaise ?? 0;
          if (kept) await orders.keepBackOnReturn(tx, locked.id, keptPaise, at);
          const money = tracking.refundFacts(locked, { ...ret, keptBackPaise: keptPaise });
          if (locked.paymentMethod === 'ONLINE' && (locked.refundedPaise >= locked.totalPaise || (kept && keptPaise >= left))) {
            // All of it was refunded by hand already (and the customer told so then), or all that is left pays back
            // the reward: the return is settled now.
            settled = await orders.settleReturn(tx, locked.id, at);
          } else if (paidOnline(locked)) {
            try {
              refund = await refunds.requestForOrder(tx, locked, null, 'Return received', actor.label, keptPaise);
            } catch (err) {
              // Everything left is already on its way back: the return is settled when it arrives.
              if (!(err instanceof AppError && err.status === 409)) throw err;
            }
          }
          if (!settled) await notify('return_received', { amountPaise: refund?.amountPaise ?? money.amountPaise, refundDays: money.refundDays, refundTo: money.refundTo });
        }
        return { orderId: locked.id, refund, settled };
      });
      if (result.refund) await refunds.send(result.refund.id);
      await tracking.notifyReturnDecision(result.orderId, result.settled ? 'refunded' : to);
    },

    /** Staff give money back through the provider: `amountPaise`, or all that is left when null. Audited. */
    async refund(ref: string, amountPaise: number | null, reason: string, actor: Actor): Promise<string> {
      const at = now();
      const { orderId, refund } = await db.transaction(async (tx) => {
        const row = await orders.lockOrder(tx, ref);
        if (!row) throw new AppError('admin.orderNotFound');
        // The last part of an order that helped earn a used loyalty reward pays the reward back: refunding it would
        // leave the reward unearned, so staff may refund only what is above the reward's value (decision 024).
        const left = row.paymentMethod === 'ONLINE' ? await refunds.leftToRefund(tx, row) : 0;
        const keep = left > 0 ? await deps.loyaltyRecovery.preview(tx, row, left) : null;
        if (keep && (amountPaise ?? left) > left - keep.amountPaise) {
          throw new AppError('admin.refundKeepsLoyaltyReward', { rupees: paiseToRupees(left - keep.amountPaise), reward: paiseToRupees(keep.amountPaise), order: keep.rewardOrderNumber });
        }
        const refund = await refunds.requestForOrder(tx, row, amountPaise, reason, actor.label);
        await recordAudit(
          tx,
          {
            actorUserId: actor.userId,
            actorLabel: actor.label,
            action: 'order.refund',
            entityType: 'order',
            entityId: row.id,
            before: { paymentStatus: row.paymentStatus, refunded: paiseToRupees(row.refundedPaise) },
            after: { refund: paiseToRupees(refund.amountPaise), reason, refundId: refund.id },
          },
          at,
        );
        return { orderId: row.id, refund };
      });
      await refunds.send(refund.id);
      return orderId;
    },
  };
  return workflow;
}
