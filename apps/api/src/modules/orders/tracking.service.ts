import type { Locale } from '@shop/contract/locale';
import { RETURN_WINDOW_DAYS } from '@shop/contract/constants';
import type { OrderInvoice } from '@shop/contract/invoices';
import type { PayNowOffer } from '@shop/contract/pay-now';
import { isUndelivered, ORDER_STATUS_LABELS, type Order, type OrderStatus, type UndeliveredStatus } from '@shop/contract/orders';
import {
  MY_ORDERS_PAGE_SIZE,
  RETURN_LIMITS,
  RETURN_STATUS_LABELS,
  undeliveredMessage,
  type MyOrdersPage,
  type OrderStatusResponse,
  type ReturnBody,
  type ReturnStatus,
  type StatusEvent,
} from '@shop/contract/tracking';
import type { ReturnPhotoStore } from '../../adapters/storage/return-photos';
import { detectImageType } from '../../lib/image-type';
import { refundDestination, refundTiming, returnStepMessage, returnStepMessageHindi, undeliveredMessageHindi } from './return-texts';
import { refundTimingText } from '@shop/contract/tracking';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer';
import type { ShippingProvider } from '../../adapters/shipping/shipping-provider';
import { courierNameIn } from '../../adapters/shipping/local-courier';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordActorAudit, type Actor } from '../../audit/audit.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersService } from '../users/users.service';
import { mailLocale, orderCancelledMail, orderDeliveredMail, orderPaidOnlineMail, orderPlacedMail, orderShippedMail, orderUndeliveredMail, returnDecisionMail, returnRequestedMail } from './order.mails';
import { canMove, customerMayCancel, STATUS_FLOW } from './order-status';
import { paiseToRupees } from '@shop/pricing/money';
import { toOrder } from './orders.service';
import * as repo from './orders.repository';
import * as mailOutbox from './order-mail-outbox.repository';
import { NOTIFICATION_LIMITS, ORDER_MAIL_KINDS } from '@shop/contract/notifications';
import { OUTBOX_LIMITS } from '@shop/contract/outbox-rules';

const DAY_MS = 24 * 3600 * 1000;
/** Where a status sorts among same-moment events: the forward path, then the parcel's return or loss, then cancelled. */
const flowIndex = (status: OrderStatus) =>
  status === 'cancelled' ? STATUS_FLOW.length + 3 : status === 'rto_initiated' ? STATUS_FLOW.length : status === 'rto_delivered' || status === 'lost' ? STATUS_FLOW.length + 1 : STATUS_FLOW.indexOf(status);

/** An order's status events, oldest first; same-moment events (a courier catching up) keep the order of the flow. */
/** Records a change an actor made to an order (none when the shop made it by itself). */
function auditOrder(tx: DbOrTx, actor: Actor | undefined, orderId: string, action: string, change: { before: unknown; after: unknown }, at: Date): Promise<void> {
  return recordActorAudit(tx, actor, { action, entityType: 'order', entityId: orderId, ...change }, at);
}

export function statusHistory(events: repo.OrderEventRow[]): StatusEvent[] {
  return [...events]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || flowIndex(a.status) - flowIndex(b.status))
    .map((e) => ({ status: e.status, label: ORDER_STATUS_LABELS[e.status], at: e.createdAt.toISOString(), note: e.note }));
}

export interface AdvanceOptions {
  note?: string;
  at?: Date;
  actor?: Actor;
  /** Work of other domains that belongs to the move, done inside its transaction after the order has moved. */
  inTransaction?: (tx: DbOrTx, moved: { orderId: string; from: OrderStatus; to: OrderStatus; at: Date }) => Promise<void>;
}

export interface AdvanceResult {
  changed: boolean;
  order: Order;
}

export interface TrackingService {
  /** The customer's orders, newest first, a page at a time. */
  myOrders(userId: string, page: number): Promise<MyOrdersPage['data']>;
  /** Status, tracking number and history of one of the customer's orders (404 for anyone else's). */
  /** The order's tracking; the sentences about a return or a parcel that did not arrive in `locale` (English unless asked). */
  statusOf(userId: string, orderRef: string, locale?: Locale): Promise<Omit<OrderStatusResponse, 'success'>>;
  /**
   * Moves an order forward along the status machine. Writes an event, books the shipment (tracking number) at
   * shipment_created, stamps deliveredAt and mails the customer. Cancelling is not a move of this service. Moving to the current status again is a no-op; an impossible move is a 409. A move by
   * staff (`actor`) is written to the audit log in the same transaction.
   */
  advance(orderRef: string, to: OrderStatus, options?: AdvanceOptions): Promise<AdvanceResult>;
  /**
   * Writes the cancellation of a locked order row inside the caller's transaction: status, time, event and, for
   * staff, the audit entry. Stock, coupon and money are the order lifecycle workflow's part.
   */
  markCancelled(tx: DbOrTx, row: repo.OrderRow, options: { at: Date; note?: string; actor?: Actor }): Promise<Order>;
  /** Mails the customer that their order was cancelled (never throws). */
  notifyCancelled(userId: string, order: Order): Promise<void>;
  /**
   * A customer's return request: "Damaged product" with a photo uploaded for this order, "Other" with a comment, and a
   * Cash on Delivery order with the UPI ID its refund goes to.
   */
  requestReturn(userId: string, orderRef: string, body: ReturnBody): Promise<void>;
  /** Keeps a photo for a return of the customer's order (which must still be returnable); returns its name. */
  saveReturnPhoto(userId: string, orderRef: string, bytes: Buffer): Promise<string>;
  /** The photo of an order's return, for staff. */
  returnPhoto(orderRef: string): Promise<{ file: string; type: string } | null>;
  /** The words of a return step, as the customer reads them on the tracking page and in mails. */
  returnMessage(row: repo.OrderRow, ret: repo.ReturnRow): string;
  /** What a return refunds and how long it takes, for the update of its received step. */
  refundFacts(row: repo.OrderRow, ret: repo.ReturnRow): { amountPaise: number; refundDays: string; refundTo: string };
  /** Whether the return window of a delivery is still open at `now`: up to and including RETURN_WINDOW_DAYS × 24 h. */
  isReturnWindowOpen(deliveredAt: Date | null, now: Date): boolean;
  /** The newest orders of the whole shop, for operators. */
  recentOrders(limit: number, status?: OrderStatus): Promise<Order[]>;
  /**
   * Writes the order-placed mail (with the invoice link) into the mail outbox, inside the order's transaction: a
   * crash right after the commit still mails the customer, from the outbox job.
   */
  enqueuePlacedMail(tx: DbOrTx, orderId: string): Promise<void>;
  /** Writes the mail of a parcel that did not reach the customer (back with us, or lost) into the mail outbox, once per order and kind. */
  enqueueUndeliveredMail(tx: DbOrTx, orderId: string, kind: 'rto_delivered' | 'lost'): Promise<void>;
  /**
   * Writes the "payment received" mail (with the invoice) of a Cash on Delivery order paid online later into the mail
   * outbox, inside the transaction that converted it, once per order: a crash right after that commit still mails it.
   */
  enqueuePaidOnlineMail(tx: DbOrTx, orderId: string): Promise<void>;
  /** Sends the order's mails that are due right after the commit that wrote them, claimed so the outbox job never sends them too (never throws). */
  sendDueMailsOf(orderId: string): Promise<void>;
  /** Sends an order's placed mail right after its commit, claimed so the outbox job never sends it too (never throws). */
  notifyPlaced(orderId: string): Promise<void>;
  /**
   * Sends the order mails that are due, each claimed first; one whose sender died mid-send is taken over after
   * the lease, with the same idempotency key. A failed send is retried with growing pauses, then left as failed.
   * Returns how many were sent.
   */
  deliverDueMails(): Promise<number>;
  /** Mails the customer what became of their return request (never throws). */
  notifyReturnDecision(orderRef: string, decision: Exclude<ReturnStatus, 'requested'>): Promise<void>;
}

/** A move that ships the order now (it passes shipment_created), unless it goes straight to delivered. */
function crossesShipment(from: OrderStatus, to: OrderStatus): boolean {
  const shipped = STATUS_FLOW.indexOf('shipment_created');
  return STATUS_FLOW.indexOf(from) < shipped && STATUS_FLOW.indexOf(to) >= shipped && to !== 'delivered';
}

/**
 * The updates a move sends the customer by SMS or WhatsApp: "shipped" when it passes shipment, then "out for
 * delivery" or "delivered" when it reaches one of those. The console asks staff before any move that sends one.
 */
export function customerUpdatesOnMove(from: OrderStatus, to: OrderStatus): Array<'shipped' | 'out_for_delivery' | 'delivered'> {
  return [...(crossesShipment(from, to) ? (['shipped'] as const) : []), ...(to === 'out_for_delivery' || to === 'delivered' ? [to] : [])];
}

export function isReturnWindowOpen(deliveredAt: Date | null, now: Date): boolean {
  return deliveredAt !== null && now.getTime() - deliveredAt.getTime() <= RETURN_WINDOW_DAYS * DAY_MS;
}

export function createTrackingService(deps: {
  db: Db;
  users: UsersService;
  shipping: ShippingProvider;
  mailer: Mailer;
  publicBaseUrl: string;
  /** Order updates by WhatsApp and SMS, written in the transaction of each change. */
  notifications: Pick<NotificationsService, 'enqueue'>;
  now: () => Date;
  log: { warn(obj: unknown, msg?: string): void };
  /** The order's tax invoice and credit note, for the tracking page. */
  invoiceOf: (order: { _id: string; customOrderId: string }) => Promise<OrderInvoice | null>;
  /** Whether a Cash on Delivery order can be paid online instead now: the signed link's token and the amount. */
  payNowOffer: (row: repo.OrderRow) => Promise<PayNowOffer | null>;
  /** The signed pay-now path of an order (/pay/…), for the order-placed mail. */
  payNowPath: (orderId: string) => string;
  returnPhotos: ReturnPhotoStore;
}): TrackingService {
  const { db, now } = deps;
  const trackUrl = (o: Order) => `${deps.publicBaseUrl}/track/${encodeURIComponent(o.customOrderId)}`;
  const invoiceUrl = async (o: Order) => {
    const invoice = await deps.invoiceOf(o);
    return invoice ? `${deps.publicBaseUrl}${invoice.url}` : null;
  };

  async function send(build: () => Promise<MailMessage>) {
    try {
      await deps.mailer.send(await build());
    } catch (err) {
      // A mail that cannot be sent never undoes the order change.
      deps.log.warn({ err }, 'order mail could not be sent');
    }
  }

  /** Sends a claimed outbox mail and records what became of it; answers whether it went. */
  async function sendClaimedMail(claimed: mailOutbox.OrderMailRow): Promise<boolean> {
    // Claimed again after a process died mid-send on its last try: it may have gone, so it is not tried again.
    if (await mailOutbox.orderMails.failIfCutShort(db, claimed, NOTIFICATION_LIMITS.maxAttempts)) return false;
    try {
      const row = await repo.findOrderByRef(db, claimed.orderId);
      if (!row) throw new Error(`order ${claimed.orderId} vanished`);
      const order = await withItems(db, row);
      const contact = await deps.users.getContact(row.userId);
      const to = contact.email;
      const locale = mailLocale(order, contact);
      // Still Cash on Delivery and not dispatched: the order-placed mail offers to pay online instead, with a signed link.
      const payUrl = claimed.kind === 'placed' && (await deps.payNowOffer(row)) ? `${deps.publicBaseUrl}${deps.payNowPath(row.id)}` : null;
      const mail =
        claimed.kind === 'placed'
          ? orderPlacedMail(to, order, trackUrl(order), await invoiceUrl(order), payUrl, locale)
          : claimed.kind === 'paid_online'
            ? orderPaidOnlineMail(to, order, trackUrl(order), await invoiceUrl(order), locale)
            : orderUndeliveredMail(to, order, claimed.kind, undeliveredMessageOf(row, claimed.kind, locale), trackUrl(order), locale);
      // The row's id is the idempotency key: a retry after a cut-short send is the same mail.
      await deps.mailer.send({ ...mail, idempotencyKey: claimed.id });
      await mailOutbox.orderMails.markSent(db, claimed.id, now());
      return true;
    } catch (err) {
      const { giveUp, reason } = await mailOutbox.orderMails.markFailed(db, claimed, err, now(), NOTIFICATION_LIMITS.maxAttempts);
      deps.log.warn({ kind: claimed.kind, attempts: claimed.attempts, reason }, giveUp ? 'order mail not sent; giving up' : 'order mail not sent; will retry');
      return false;
    }
  }

  async function withItems(tx: DbOrTx, row: repo.OrderRow): Promise<Order> {
    return toOrder(row, await repo.listItemsOfOrders(tx, [row.id]));
  }

  async function ownOrder(userId: string, orderRef: string): Promise<repo.OrderRow> {
    const row = await repo.findOrderByRef(db, orderRef);
    if (!row || row.userId !== userId) throw new AppError('tracking.orderNotFound');
    return row;
  }

  /**
   * What the customer is told of a parcel that did not reach them: what happened and, for an order paid online, the
   * money going back (all of it not refunded before, or what was refunded once it has gone).
   */
  function undeliveredMessageOf(row: repo.OrderRow, status: UndeliveredStatus, locale: Locale = 'en'): string {
    const paid = row.paymentMethod === 'ONLINE' && row.providerPaymentId !== null && row.totalPaise > 0;
    // All of it comes back in the end, whatever was refunded before.
    const money = paid ? { rupees: paiseToRupees(row.totalPaise).toLocaleString('en-IN', { minimumFractionDigits: 2 }) } : null;
    return locale === 'hi' ? undeliveredMessageHindi(status, money, refundTiming('ONLINE', row.paymentProvider)) : undeliveredMessage(status, money);
  }

  /** What goes back: all that was paid and is not refunded yet (all of it for cash). */
  const refundAmountPaise = (row: repo.OrderRow, ret: Pick<repo.ReturnRow, 'keptBackPaise'>) =>
    (row.paymentMethod === 'COD' ? row.totalPaise : row.totalPaise - row.refundedPaise) - ret.keptBackPaise;

  function returnMessage(row: repo.OrderRow, ret: repo.ReturnRow, locale: Locale = 'en'): string {
    return (locale === 'hi' ? returnStepMessageHindi : returnStepMessage)({
      status: ret.status,
      paymentMethod: row.paymentMethod,
      paymentProvider: row.paymentProvider,
      // Once refunded, what went back; before, what will.
      amountPaise: ret.status === 'refunded' && row.paymentMethod === 'ONLINE' ? row.refundedPaise : refundAmountPaise(row, ret),
      keptBackPaise: ret.keptBackPaise,
      refundUpi: ret.refundUpi,
      refundReference: ret.refundReference,
    });
  }

  /** The customer's order that may still be returned, locked when in a transaction; the right refusal otherwise. */
  async function returnableOrder(tx: DbOrTx, userId: string, orderRef: string, lock: boolean): Promise<repo.OrderRow> {
    const row = await repo.findOrderByRef(tx, orderRef, lock);
    if (!row || row.userId !== userId) throw new AppError('return.orderNotFound');
    if (row.status !== 'delivered') throw new AppError('return.notDelivered');
    if (!isReturnWindowOpen(row.deliveredAt, now())) throw new AppError('return.windowClosed');
    if (await repo.findReturn(tx, row.id)) throw new AppError('return.alreadyRequested');
    return row;
  }

  const service: TrackingService = {
    isReturnWindowOpen,
    returnMessage,

    refundFacts(row, ret) {
      return {
        amountPaise: refundAmountPaise(row, ret),
        refundDays: refundTimingText(refundTiming(row.paymentMethod, row.paymentProvider)),
        refundTo: refundDestination(row.paymentMethod, ret.refundUpi),
      };
    },

    async saveReturnPhoto(userId, orderRef, bytes) {
      const row = await returnableOrder(db, userId, orderRef, false);
      if (bytes.length > RETURN_LIMITS.photoMaxBytes) throw new AppError('return.photoTooLarge');
      // The bytes decide the type, not the name or the declared type.
      const type = detectImageType(bytes);
      if (!type) throw new AppError('return.photoType');
      return deps.returnPhotos.save(row.id, bytes, type);
    },

    async returnPhoto(orderRef) {
      const row = await repo.findOrderByRef(db, orderRef);
      const ret = row ? await repo.findReturn(db, row.id) : undefined;
      if (!row || !ret?.photo) return null;
      return deps.returnPhotos.find(row.id, ret.photo);
    },

    async recentOrders(limit, status) {
      const rows = await repo.listRecentOrders(db, limit, status);
      const items = await repo.listItemsOfOrders(db, rows.map((r) => r.id));
      return rows.map((r) => toOrder(r, items.filter((i) => i.orderId === r.id)));
    },

    async enqueuePlacedMail(tx, orderId) {
      await mailOutbox.insertMail(tx, orderId, 'placed', now());
    },

    async enqueueUndeliveredMail(tx, orderId, kind) {
      await mailOutbox.insertMail(tx, orderId, kind, now());
    },

    async enqueuePaidOnlineMail(tx, orderId) {
      await mailOutbox.insertMail(tx, orderId, 'paid_online', now());
    },

    async sendDueMailsOf(orderId) {
      try {
        for (let n = 0; n < ORDER_MAIL_KINDS.length; n += 1) {
          const claimed = await mailOutbox.claimMail(db, now(), OUTBOX_LIMITS.claimLeaseSeconds * 1000, orderId);
          if (!claimed) break;
          await sendClaimedMail(claimed);
        }
      } catch (err) {
        deps.log.warn({ err }, 'order mail could not be sent now; the outbox sends it');
      }
    },

    async notifyPlaced(orderId) {
      try {
        const claimed = await mailOutbox.claimMail(db, now(), OUTBOX_LIMITS.claimLeaseSeconds * 1000, orderId);
        if (claimed) await sendClaimedMail(claimed);
      } catch (err) {
        // The outbox job sends it later: a mail never undoes the order.
        deps.log.warn({ err }, 'order mail could not be sent now; the outbox sends it');
      }
    },

    async deliverDueMails() {
      let sent = 0;
      for (let n = 0; n < NOTIFICATION_LIMITS.batchSize; n += 1) {
        const claimed = await mailOutbox.claimMail(db, now(), OUTBOX_LIMITS.claimLeaseSeconds * 1000);
        if (!claimed) break;
        if (await sendClaimedMail(claimed)) sent += 1;
      }
      return sent;
    },

    async notifyReturnDecision(orderRef, decision) {
      await send(async () => {
        const row = await repo.findOrderByRef(db, orderRef);
        if (!row) throw new Error(`order ${orderRef} vanished`);
        const order = await withItems(db, row);
        const ret = await repo.findReturn(db, row.id);
        if (!ret) throw new Error(`return of ${orderRef} vanished`);
        const contact = await deps.users.getContact(row.userId);
        const locale = mailLocale(order, contact);
        return returnDecisionMail(contact.email, order, decision, returnMessage(row, { ...ret, status: decision }, locale), trackUrl(order), locale);
      });
    },

    async myOrders(userId, page) {
      const { rows, total } = await repo.pageOrdersOfUser(db, userId, MY_ORDERS_PAGE_SIZE, (page - 1) * MY_ORDERS_PAGE_SIZE);
      const ids = rows.map((r) => r.id);
      const [items, returns] = await Promise.all([repo.listItemsOfOrders(db, ids), repo.returnStatusesOf(db, ids)]);
      return {
        docs: rows.map((r) => ({ ...toOrder(r, items.filter((i) => i.orderId === r.id)), returnStatus: returns.get(r.id) ?? null })),
        totalDocs: total,
        page,
        totalPages: Math.max(1, Math.ceil(total / MY_ORDERS_PAGE_SIZE)),
        limit: MY_ORDERS_PAGE_SIZE,
      };
    },

    async statusOf(userId, orderRef, locale = 'en') {
      const row = await ownOrder(userId, orderRef);
      const [items, events, ret] = await Promise.all([repo.listItemsOfOrders(db, [row.id]), repo.listEvents(db, row.id), repo.findReturn(db, row.id)]);
      const status = row.status;
      return {
        orderId: row.id,
        statusCode: status,
        statusLabel: ORDER_STATUS_LABELS[status],
        statusMessage: isUndelivered(status) ? undeliveredMessageOf(row, status, locale) : null,
        trackingNumber: row.trackingNumber,
        customOrderId: row.customOrderId,
        items: items.map((i) => ({ name: i.productName || null, quantity: i.quantity })),
        placedAt: row.placedAt.toISOString(),
        deliveredAt: row.deliveredAt?.toISOString() ?? null,
        estimatedDeliveryDate: row.estimatedDeliveryDate,
        history: statusHistory(events),
        returnRequest: ret
          ? {
              reason: ret.reason,
              status: ret.status,
              requestedAt: ret.createdAt.toISOString(),
              note: ret.note,
              statusLabel: RETURN_STATUS_LABELS[ret.status],
              message: returnMessage(row, ret, locale),
              approvedAt: ret.approvedAt?.toISOString() ?? null,
              receivedAt: ret.receivedAt?.toISOString() ?? null,
              refundedAt: ret.refundedAt?.toISOString() ?? null,
              hasPhoto: ret.photo !== null,
            }
          : null,
        canReturn: status === 'delivered' && !ret && isReturnWindowOpen(row.deliveredAt, now()),
        canCancel: customerMayCancel(status, row.placedAt, now()),
        paymentMethod: row.paymentMethod,
        paymentStatus: row.paymentStatus,
        refund:
          row.paymentStatus === 'refund_pending'
            ? { amount: paiseToRupees(row.totalPaise - row.refundedPaise), status: 'pending' as const }
            : row.refundedPaise > 0
              ? { amount: paiseToRupees(row.refundedPaise), status: 'processed' as const }
              : null,
        invoice: await deps.invoiceOf({ _id: row.id, customOrderId: row.customOrderId }),
        total: paiseToRupees(row.totalPaise),
        address: row.address as Order['address'],
        courier: courierNameIn(row.courierName, locale),
        payNow: await deps.payNowOffer(row),
      };
    },

    async advance(orderRef, to, options = {}) {
      // Cancelling gives back stock, coupon and money: that crosses domains (workflows/order-lifecycle.ts).
      if (to === 'cancelled') throw new Error('Cancel orders through the order lifecycle workflow');
      const at = options.at ?? now();
      const result = await db.transaction(async (tx): Promise<AdvanceResult & { userId?: string; from?: OrderStatus }> => {
        const row = await repo.findOrderByRef(tx, orderRef, true);
        if (!row) throw new AppError('tracking.orderNotFound');
        const from = row.status;
        if (from === to) return { changed: false, order: await withItems(tx, row) };
        if (!canMove(from, to)) throw new AppError('tracking.invalidTransition', { from, to });
        let trackingNumber = row.trackingNumber;
        let courierName = row.courierName;
        const items = await repo.listItemsOfOrders(tx, [row.id]);
        if (!trackingNumber && canMove('confirmed', to)) {
          const contact = await deps.users.getContact(row.userId, tx);
          const address = row.address as Order['address'];
          const shipment = await deps.shipping.createShipment({
            customOrderId: row.customOrderId,
            placedAt: row.placedAt,
            address: { ...address, name: contact.name, phone: contact.phone, email: contact.email },
            items: items.map((i) => ({ name: i.productName, sku: i.productId ?? i.id, quantity: i.quantity, unitPricePaise: i.unitPricePaise })),
            paymentMethod: row.paymentMethod,
            totalPaise: row.totalPaise,
          });
          trackingNumber = shipment.trackingNumber;
          courierName = shipment.courierName ?? courierName;
        }
        const updated = await repo.updateOrder(tx, row.id, {
          status: to,
          trackingNumber,
          courierName,
          ...(to === 'delivered' ? { deliveredAt: at } : {}),
          // Cash on Delivery is paid when the courier hands the parcel over.
          ...(to === 'delivered' && row.paymentMethod === 'COD' && row.paymentStatus === 'pending' ? { paymentStatus: 'paid' } : {}),
          updatedAt: at,
        });
        await repo.insertOrderEvent(tx, { orderId: row.id, status: to, note: options.note ?? null, createdAt: at });
        if (options.inTransaction) await options.inTransaction(tx, { orderId: row.id, from, to, at });
        const facts = { orderNumber: row.customOrderId, trackingNumber };
        for (const event of customerUpdatesOnMove(from, to)) await deps.notifications.enqueue(tx, { orderId: row.id, userId: row.userId, event, facts });
        const after = { status: to, trackingNumber, ...(options.note ? { note: options.note } : {}) };
        await auditOrder(tx, options.actor, row.id, 'order.status', { before: { status: from, trackingNumber: row.trackingNumber }, after }, at);
        return { changed: true, order: toOrder(updated, items), userId: row.userId, from };
      });
      if (result.changed && result.userId && result.from) {
        const contact = await deps.users.getContact(result.userId);
        const { email } = contact;
        const o = result.order;
        const locale = mailLocale(o, contact);
        if (crossesShipment(result.from, to)) await send(async () => orderShippedMail(email, o, trackUrl(o), await invoiceUrl(o), locale));
        if (to === 'delivered') await send(async () => orderDeliveredMail(email, o, trackUrl(o), RETURN_WINDOW_DAYS, locale));
      }
      return { changed: result.changed, order: result.order };
    },

    async markCancelled(tx, row, options) {
      const from = row.status;
      const updated = await repo.updateOrder(tx, row.id, { status: 'cancelled', cancelledAt: options.at, updatedAt: options.at });
      await repo.insertOrderEvent(tx, { orderId: row.id, status: 'cancelled', note: options.note ?? null, createdAt: options.at });
      const after = { status: 'cancelled', ...(options.note ? { note: options.note } : {}) };
      await auditOrder(tx, options.actor, row.id, 'order.cancel', { before: { status: from, paymentStatus: row.paymentStatus }, after }, options.at);
      return withItems(tx, updated);
    },

    async notifyCancelled(userId, order) {
      await send(async () => {
        const contact = await deps.users.getContact(userId);
        return orderCancelledMail(contact.email, order, trackUrl(order), mailLocale(order, contact));
      });
    },

    async requestReturn(userId, orderRef, { reason, note, photo, refundUpi }) {
      const order = await db.transaction(async (tx) => {
        const row = await returnableOrder(tx, userId, orderRef, true);
        // A photo named must be one uploaded for this order; a request without one (the spec's `{ reason }`) is taken,
        // and staff ask for what they need.
        if (photo && !(await deps.returnPhotos.find(row.id, photo))) throw new AppError('return.photoNotFound');
        await repo.insertReturn(tx, {
          orderId: row.id,
          userId,
          reason,
          note: note || null,
          photo: photo ?? null,
          // Cash is given back by a transfer of the shop's; without a UPI ID staff ask for one before sending it.
          refundUpi: row.paymentMethod === 'COD' ? (refundUpi ?? null) : null,
        });
        await deps.notifications.enqueue(tx, { orderId: row.id, userId, event: 'return_requested', facts: { orderNumber: row.customOrderId } });
        return withItems(tx, row);
      });
      const contact = await deps.users.getContact(userId);
      await send(async () => returnRequestedMail(contact.email, order, reason, trackUrl(order), mailLocale(order, contact)));
    },
  };
  return service;
}
