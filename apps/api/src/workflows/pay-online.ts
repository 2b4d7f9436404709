import { reasonMessage } from '@shop/contract/errors';
import { ORDER_MESSAGES, PAYMENT_LIMITS, type Order } from '@shop/contract/orders';
import type { PaymentStatus } from '@shop/contract/payment-status';
import { PAY_NOW_MESSAGES } from '@shop/contract/pay-now';
import { paiseToRupees } from '@shop/pricing/money';
import { createHash } from 'node:crypto';
import type { ProviderPayment, WebhookEvent } from '../adapters/payment/payment-provider';
import { WebhookSignatureError } from '../adapters/payment/payment-provider';
import type { DbOrTx } from '../db/client';
import { AppError } from '../lib/errors';
import { isUniqueViolation } from '../lib/db-errors';
import type { OrderSnapshot } from '../modules/orders/orders.service';
import type { GivenConsent } from '../modules/consents/consents.service';
import * as payments from '../modules/payments/payments.repository';
import { mergeLines, quotedPlacement, sameRequestOrRefuse, type OrderRequest, type PlaceOrderWorkflow } from './place-order';
import { convertedTotals, payNowRefusal } from './pay-now-terms';
import type { RefundWorkflow } from './refund-payment';
import type { TaxDocumentsWorkflow } from './tax-documents';
import { openProviderOrder, type PaymentWorkflowDeps } from './provider-order';

const MINUTE_MS = 60_000;
/** Most open payments one run of the reconciliation job asks the provider about. */
const RECONCILE_BATCH = 100;

export interface OnlineCheckout {
  id: string;
  amount: number;
  currency: string;
  freeOrder: boolean;
  order: Order | null;
}

/** What became of a captured payment. */
export type Completion =
  | { kind: 'order'; order: Order }
  | { kind: 'refund'; reason: string; amountPaise: number }
  | { kind: 'open' }
  | { kind: 'unknown' };

export interface PayOnlineDeps extends PaymentWorkflowDeps {
  placeOrder: PlaceOrderWorkflow;
  refunds: RefundWorkflow;
  /** The tax invoice of a Cash on Delivery order paid online later, issued as it converts (as for any prepaid order). */
  taxDocuments: Pick<TaxDocumentsWorkflow, 'invoiceOrder'>;
  orderPlaced: (userId: string, order: Order) => Promise<void>;
  /**
   * The customer's "payment received" mail of a Cash on Delivery order paid online later: written to the mail outbox in
   * the transaction that converts it, and sent right after the commit (the outbox job sends it if this process dies).
   */
  paidOnlineMail: { enqueue(tx: DbOrTx, orderId: string): Promise<void>; sendDue(orderId: string): Promise<void> };
  log: { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };
}

export type PayOnlineWorkflow = ReturnType<typeof createPayOnlineWorkflow>;

/** A fingerprint of what a checkout asks for, to tell a retry from a different request under the same key. */
function requestHash(request: OrderRequest): string {
  const lines = [...mergeLines(request.items)].sort(([a], [b]) => a.localeCompare(b));
  const address = request.address ? [request.address.address_line1.trim(), request.address.address_line2.trim(), request.address.pincode] : null;
  return createHash('sha256')
    .update(JSON.stringify({ lines, coupon: request.couponCode || null, address }))
    .digest('hex');
}

/**
 * Paying online: open a payment attempt at the provider, complete it from Checkout's signed response, the
 * provider's webhook or the reconciliation job (whichever comes first, in any order, any number of times), and
 * reconcile what the provider was paid with what the shop recorded.
 *
 * An attempt moves created → paid → fulfilled (its order exists) or → to_refund → refunding → refunded; an
 * attempt nobody paid in time becomes expired. Its row is locked while it changes, so racing completions see
 * one another's result: a fulfilled attempt returns its order before any stock check.
 */
export function createPayOnlineWorkflow(deps: PayOnlineDeps) {
  const { db, provider, orders, placeOrder, refunds, now } = deps;

  function checkoutOf(attempt: payments.PaymentAttemptRow): OnlineCheckout {
    return { id: attempt.providerOrderId, amount: attempt.amountPaise, currency: attempt.currency, freeOrder: false, order: null };
  }

  async function earlierCheckout(userId: string, key: string, hash: string, request: OrderRequest): Promise<OnlineCheckout | null> {
    const attempt = await payments.findAttemptByIdempotencyKey(db, userId, key);
    if (attempt) {
      if (attempt.requestHash !== hash) throw new AppError('order.idempotencyKeyReused');
      const order = attempt.orderId ? await orders.find(attempt.orderId) : null;
      return order ? { ...checkoutOf(attempt), order } : checkoutOf(attempt);
    }
    const free = await orders.findByIdempotencyKey(userId, key);
    if (free) return { id: free.customOrderId, amount: 0, currency: 'INR', freeOrder: true, order: sameRequestOrRefuse(free, request) };
    return null;
  }

  /**
   * Completes a captured payment inside one transaction with the attempt row locked. Returns what became of it;
   * the refund it may have written down is sent after the commit.
   */
  async function complete(input: { providerOrderId: string; paymentId: string; amountPaise?: number; madeAt?: Date | null; userId?: string }): Promise<Completion> {
    let refundToSend: string | null = null;
    const result = await db.transaction(async (tx): Promise<Completion & { placed?: boolean; converted?: boolean; userId?: string }> => {
      const attempt = await payments.findAttempt(tx, input.providerOrderId, true);
      if (!attempt || (input.userId !== undefined && attempt.userId !== input.userId)) return { kind: 'unknown' };
      const at = now();
      const toRefund = async (reason: string, paymentId: string, amountPaise: number): Promise<Completion> => {
        const refund = await refunds.requestForPayment(tx, { attemptId: attempt.id, providerPaymentId: paymentId, amountPaise, reason });
        if (refund.status === 'pending') refundToSend = refund.id;
        return { kind: 'refund', reason, amountPaise };
      };
      const amountPaise = input.amountPaise ?? attempt.amountPaise;

      if (attempt.providerPaymentId && attempt.providerPaymentId !== input.paymentId) {
        // A second payment on one provider order (a retried Checkout): the first one counts, this one goes back.
        return toRefund(ORDER_MESSAGES.paymentAlreadyUsed, input.paymentId, amountPaise);
      }
      if (attempt.providerPaymentId === input.paymentId) {
        if (attempt.status === 'fulfilled' && attempt.orderId) {
          const order = await orders.find(attempt.orderId, tx);
          if (order) return { kind: 'order', order };
        }
        if (attempt.status !== 'paid' && attempt.status !== 'created') return { kind: 'refund', reason: attempt.failureReason ?? ORDER_MESSAGES.paymentAlreadyUsed, amountPaise: attempt.amountPaise };
      }
      if (amountPaise !== attempt.amountPaise) {
        return toRefund(ORDER_MESSAGES.priceChanged, input.paymentId, amountPaise);
      }

      const closedReason =
        (attempt.status === 'expired' || (attempt.status === 'created' && at > attempt.expiresAt)) && !madeInTime(attempt, input.madeAt)
          ? ORDER_MESSAGES.paymentExpired
          : attempt.status === 'failed'
            ? ORDER_MESSAGES.paymentFailedBefore
            : null;
      if (closedReason) {
        await payments.updateAttempt(tx, attempt.id, { status: 'to_refund', providerPaymentId: input.paymentId, failureReason: closedReason, updatedAt: at });
        return toRefund(closedReason, input.paymentId, amountPaise);
      }

      await payments.updateAttempt(tx, attempt.id, { status: 'paid', providerPaymentId: input.paymentId, updatedAt: at });
      if (attempt.convertsOrderId) {
        // Pay now instead: the same Cash on Delivery order becomes paid online, or (dispatched, cancelled or paid by
        // another payment meanwhile: its row is locked here, so only one of them wins) this money goes back.
        const refusal = await convertInPlace(tx, attempt, input.paymentId, at);
        if (refusal) {
          await payments.updateAttempt(tx, attempt.id, { status: 'to_refund', failureReason: refusal, updatedAt: at });
          return toRefund(refusal, input.paymentId, amountPaise);
        }
        await payments.updateAttempt(tx, attempt.id, { status: 'fulfilled', orderId: attempt.convertsOrderId, updatedAt: at });
        const order = await orders.find(attempt.convertsOrderId, tx);
        if (!order) throw new Error(`converted order ${attempt.convertsOrderId} not found`);
        return { kind: 'order', order, converted: true };
      }
      // The checkout's ticked boxes ride with the attempt until the order is placed (absent on older attempts).
      const snapshot = attempt.snapshot as OrderSnapshot & { consents?: GivenConsent[] };
      try {
        // A savepoint: a refusal undoes the order's writes but keeps the payment recorded on the attempt.
        const { order } = await tx.transaction((inner) =>
          placeOrder.placeLocked(inner, {
            userId: attempt.userId,
            items: snapshot.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
            couponCode: snapshot.coupon?.code ?? null,
            address: snapshot.address,
            payment: { method: 'ONLINE', status: 'paid', provider: attempt.provider, providerOrderId: attempt.providerOrderId, providerPaymentId: input.paymentId },
            expectTotalPaise: attempt.amountPaise,
            estimatedDeliveryDate: snapshot.estimatedDeliveryDate ?? null,
            agreedOnlineDiscountPaise: snapshot.price.onlineDiscountPaise ?? 0,
            language: snapshot.language ?? null,
            consents: snapshot.consents ?? [],
          }),
        );
        await payments.updateAttempt(tx, attempt.id, { status: 'fulfilled', orderId: order._id, updatedAt: at });
        return { kind: 'order', order, placed: true, userId: attempt.userId };
      } catch (err) {
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        // Paid, but the order can no longer be made as it was paid for: the money goes back.
        await payments.updateAttempt(tx, attempt.id, { status: 'to_refund', failureReason: err.message, updatedAt: at });
        return toRefund(err.message, input.paymentId, amountPaise);
      }
    });
    if (refundToSend) await refunds.send(refundToSend);
    if (result.kind === 'order' && result.placed && result.userId) await deps.orderPlaced(result.userId, result.order);
    if (result.kind === 'order' && result.converted) await deps.paidOnlineMail.sendDue(result.order._id);
    if (result.kind === 'order') return { kind: 'order', order: result.order };
    return result;
  }

  /**
   * Converts the Cash on Delivery order a pay-now attempt pays for, in place, with its row locked: payment method and
   * status, the provider's ids, and the tax invoice at once (as for every prepaid order). Returns why it cannot (the
   * refund's reason), or null once converted.
   */
  async function convertInPlace(tx: DbOrTx, attempt: payments.PaymentAttemptRow, paymentId: string, at: Date): Promise<string | null> {
    const row = await orders.lockOrder(tx, attempt.convertsOrderId!);
    if (!row) return PAY_NOW_MESSAGES.cancelled;
    const refusal = payNowRefusal(row);
    if (refusal) return reasonMessage(refusal);
    const totals = convertedTotals(row, attempt.amountPaise);
    if (!totals) return PAY_NOW_MESSAGES.amountChanged;
    const converted = await orders.convertToOnline(tx, row.id, { provider: attempt.provider, providerOrderId: attempt.providerOrderId, providerPaymentId: paymentId, at, ...totals });
    if (!converted) return PAY_NOW_MESSAGES.alreadyPaid;
    await deps.taxDocuments.invoiceOrder(tx, row.id, at);
    await deps.paidOnlineMail.enqueue(tx, row.id);
    return null;
  }

  /**
   * The payment as the provider has it, captured: an authorised one of a checkout still open is captured now. Refuses a
   * payment of another order, one that failed, and one the provider cannot confirm just now (the reconciliation job
   * completes it later).
   */
  async function capturedPayment(attempt: payments.PaymentAttemptRow, paymentId: string): Promise<ProviderPayment> {
    let payment: ProviderPayment | null;
    try {
      payment = await provider.fetchPayment(paymentId);
    } catch (err) {
      deps.log.warn({ err, attempt: attempt.providerOrderId }, 'the payment provider could not be asked about a payment');
      throw new AppError('order.paymentNotConfirmed');
    }
    if (!payment || payment.orderId !== attempt.providerOrderId) throw new AppError('order.verificationFailed');
    if (payment.status === 'captured' || payment.status === 'refunded') return payment;
    if (payment.status !== 'authorized' || !mayCapture(attempt, payment)) throw new AppError('order.paymentNotConfirmed');
    try {
      const captured = await provider.capture({ paymentId: payment.id, amountPaise: payment.amountPaise, currency: 'INR' });
      if (captured.status !== 'captured') throw new Error(`the payment is ${captured.status} after capture`);
      return captured;
    } catch (err) {
      deps.log.warn({ err, attempt: attempt.providerOrderId }, 'an authorised payment could not be captured');
      throw new AppError('order.paymentNotConfirmed');
    }
  }

  /**
   * A payment counts as made in time when the customer made it before the checkout closed, by the provider's clock:
   * its webhook, Checkout's answer or the reconciliation job may reach the shop minutes later (a UPI app, a slow bank),
   * and such a payment is the customer's order, not a refund. When the provider does not say, the time it reached the
   * shop is all there is.
   */
  const madeInTime = (attempt: payments.PaymentAttemptRow, madeAt: Date | null | undefined) => (madeAt ?? now()) <= attempt.expiresAt;
  /** An authorised payment is captured only when made in time: one paid too late is left to lapse at the provider. */
  const mayCapture = (attempt: payments.PaymentAttemptRow, payment: ProviderPayment) =>
    ((attempt.status === 'created' || attempt.status === 'expired') && madeInTime(attempt, payment.madeAt)) || attempt.status === 'paid';

  const workflow = {
    keyId: () => provider.keyId,
    checkoutScriptUrl: () => provider.checkoutScriptUrl,

    /**
     * Prices the order on the server and opens an order at the provider for that amount, remembering what it
     * pays for. A first order made free by its coupon (total ₹0) is placed at once, without a payment. A retry
     * with the same idempotency key returns the first answer.
     */
    async open(userId: string, request: OrderRequest, idempotencyKey: string | null): Promise<OnlineCheckout> {
      const hash = requestHash(request);
      if (idempotencyKey) {
        const earlier = await earlierCheckout(userId, idempotencyKey, hash, request);
        if (earlier) return earlier;
      }
      let snapshot;
      try {
        placeOrder.checkConsents(request.consents ?? []);
        snapshot = await placeOrder.quote(userId, request, 'ONLINE');
      } catch (err) {
        // The same key may have placed its order since the look above (a free order uses up its coupon, so the
        // quote now refuses it): that first answer stands.
        const earlier = idempotencyKey ? await earlierCheckout(userId, idempotencyKey, hash, request) : null;
        if (earlier) return earlier;
        throw err;
      }
      if (snapshot.price.totalPaise === 0) {
        const { order, created } = await db.transaction((tx) =>
          placeOrder.placeLocked(tx, { ...quotedPlacement(userId, request, snapshot), payment: { method: 'ONLINE', status: 'not_required' }, expectTotalPaise: 0, idempotencyKey }),
        );
        if (created) await deps.orderPlaced(userId, order);
        else sameRequestOrRefuse(order, request);
        return { id: order.customOrderId, amount: 0, currency: 'INR', freeOrder: true, order };
      }
      const opened = await openProviderOrder(provider, deps.log, { amountPaise: snapshot.price.totalPaise, currency: 'INR', receipt: `rcpt_${now().getTime().toString(36)}`, notes: { userId } });
      const at = now();
      try {
        // The attempt holds its units (free ones included) until it is paid or expires; written only once they
        // are confirmed with the products' rows locked, so of two customers racing for the last units, the second
        // is refused here, before paying (the provider order opened for it is never paid).
        const attempt = await db.transaction(async (tx) => {
          await placeOrder.confirmUnits(tx, userId, snapshot);
          return payments.insertAttempt(tx, {
            userId,
            provider: provider.name,
            providerOrderId: opened.id,
            amountPaise: opened.amount,
            currency: opened.currency,
            snapshot: request.consents?.length ? { ...snapshot, consents: request.consents } : snapshot,
            expiresAt: new Date(at.getTime() + PAYMENT_LIMITS.attemptTtlMinutes * MINUTE_MS),
            idempotencyKey,
            requestHash: hash,
            createdAt: at,
            updatedAt: at,
          });
        });
        return checkoutOf(attempt);
      } catch (err) {
        // The same key raced in: the first attempt stands (the provider order opened here is never paid).
        if (idempotencyKey && isUniqueViolation(err)) {
          const earlier = await earlierCheckout(userId, idempotencyKey, hash, request);
          if (earlier) return earlier;
        }
        throw err;
      }
    },

    /** Checkout's signed response: checks it and completes the attempt, exactly once. */
    async verify(userId: string, input: { razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string; amount?: number }): Promise<Order> {
      if (!provider.verifyCheckout({ orderId: input.razorpayOrderId, paymentId: input.razorpayPaymentId, signature: input.razorpaySignature })) {
        throw new AppError('order.verificationFailed');
      }
      const attempt = await payments.findAttempt(db, input.razorpayOrderId);
      // `amount`, when sent, is the paise amount create-razorpay-order returned.
      if (attempt && input.amount !== undefined && input.amount !== attempt.amountPaise) throw new AppError('order.verificationFailed');
      if (!attempt || attempt.userId !== userId) throw new AppError('order.verificationNotFound');
      // The signature says Checkout saw a payment; only the provider says the money is captured (an account on manual
      // capture authorises first, and releases a payment left uncaptured). An authorised payment is captured here.
      const payment = await capturedPayment(attempt, input.razorpayPaymentId);
      const result = await complete({ providerOrderId: input.razorpayOrderId, paymentId: payment.id, amountPaise: payment.amountPaise, madeAt: payment.madeAt, userId });
      if (result.kind === 'order') return result.order;
      if (result.kind === 'refund') {
        throw new AppError('order.paymentRefunded', { problem: result.reason }, { paymentRefund: { amount: paiseToRupees(result.amountPaise), reason: result.reason } });
      }
      throw new AppError('order.verificationNotFound');
    },

    /**
     * What became of one of the customer's checkouts, for the page they come back to (at once, or hours after paying
     * in their UPI app): its order once verify, the webhook or the reconciliation job placed it, the refund when it
     * could not become one, or that it is still waiting. Reads only: it never completes anything itself.
     */
    async status(userId: string, providerOrderId: string): Promise<Omit<PaymentStatus, 'success'>> {
      const attempt = await payments.findAttempt(db, providerOrderId);
      if (!attempt || attempt.userId !== userId) throw new AppError('order.paymentNotFound');
      const none = { order: null, refund: null };
      switch (attempt.status) {
        case 'fulfilled': {
          const order = attempt.orderId ? await orders.find(attempt.orderId) : null;
          // The order row comes with the attempt's change in one transaction; a missing one is a moment early.
          return order ? { status: 'placed', order, refund: null } : { status: 'confirming', ...none };
        }
        case 'paid':
          return { status: 'confirming', ...none };
        case 'to_refund':
        case 'refunding':
        case 'refunded':
          return {
            status: 'refunded',
            order: null,
            refund: { amount: paiseToRupees(attempt.amountPaise), reason: attempt.failureReason ?? ORDER_MESSAGES.paymentAlreadyUsed },
          };
        case 'created':
          // Nothing heard of a payment yet. Even past its time it is not called closed until the reconciliation job
          // has asked the provider (a payment made in time whose webhook is late still counts).
          return { status: 'awaiting', ...none };
        default:
          // expired or failed: the provider confirmed nothing was captured before the checkout closed.
          return { status: 'closed', ...none };
      }
    },

    /** The provider's webhook: payments captured (completes the attempt) and refunds processed or failed. */
    async handleWebhook(rawBody: string, signature: string): Promise<{ handled: boolean }> {
      let event: WebhookEvent;
      try {
        event = provider.parseWebhook(rawBody, signature);
      } catch (err) {
        if (err instanceof WebhookSignatureError) throw new AppError('order.webhookSignature');
        throw err;
      }
      if (event.type === 'payment.captured') {
        const result = await complete({ providerOrderId: event.payment.orderId, paymentId: event.payment.id, amountPaise: event.payment.amountPaise, madeAt: event.payment.madeAt });
        return { handled: result.kind !== 'unknown' };
      }
      if (event.type === 'refund.processed' || event.type === 'refund.failed') return { handled: await refunds.onProviderRefund(event.refund) };
      return { handled: false };
    },

    /**
     * Asks the provider what was paid for attempts still open after `minAgeMs`: each captured payment is completed
     * (or refunded) as if its webhook had come; an attempt past its time with nothing paid is expired. Then chases
     * refunds. Returns how many attempts it looked at.
     */
    async reconcile(options: { minAgeMs?: number } = {}): Promise<number> {
      const at = now();
      const minAge = options.minAgeMs ?? PAYMENT_LIMITS.reconcileAfterMinutes * MINUTE_MS;
      const open = await payments.listOpenAttempts(db, new Date(at.getTime() - PAYMENT_LIMITS.reconcileLookbackDays * 24 * 60 * MINUTE_MS), new Date(at.getTime() - minAge), RECONCILE_BATCH);
      for (const attempt of open) {
        try {
          const made = await provider.fetchPayments(attempt.providerOrderId);
          // An authorised payment of a checkout still open (an account on manual capture) is captured here, well
          // within the provider's window; its completion follows as for any captured payment.
          for (const p of made) {
            if (p.status === 'authorized' && mayCapture(attempt, p)) {
              const done = await provider.capture({ paymentId: p.id, amountPaise: p.amountPaise, currency: 'INR' });
              Object.assign(p, { status: done.status });
            }
          }
          const captured = made.filter((p) => p.status === 'captured');
          for (const payment of captured) await complete({ providerOrderId: attempt.providerOrderId, paymentId: payment.id, amountPaise: payment.amountPaise, madeAt: payment.madeAt });
          // A payment made in time but not yet through (a UPI collect the bank has not answered) keeps the checkout open.
          const pending =
            at.getTime() <= attempt.expiresAt.getTime() + PAYMENT_LIMITS.pendingPaymentGraceMinutes * MINUTE_MS &&
            made.some((p) => (p.status === 'created' || p.status === 'authorized') && madeInTime(attempt, p.madeAt));
          if (captured.length === 0 && !pending && at > attempt.expiresAt) await payments.expireAttempt(db, attempt.id, at);
        } catch (err) {
          deps.log.warn({ err, attempt: attempt.providerOrderId }, 'could not reconcile a payment');
        }
      }
      await refunds.chase();
      return open.length;
    },
  };
  return workflow;
}
