import { PAYMENT_LIMITS, type PaymentStatus } from '@shop/contract/orders';
import { paiseToRupees } from '@shop/pricing/money';
import type { ProviderRefund } from '../adapters/payment/payment-provider';
import type { DbOrTx } from '../db/client';
import { AppError } from '../lib/errors';
import { recordAudit, type Actor } from '../audit/audit.service';
import type { NotificationsService } from '../modules/notifications/notifications.service';
import type { OrderRow } from '../modules/orders/orders.service';
import * as payments from '../modules/payments/payments.repository';

import type { TaxDocumentsWorkflow } from './tax-documents';
import type { PaymentWorkflowDeps } from './provider-order';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Most refunds one chase of the job looks at. */
const CHASE_BATCH = 50;

export interface RefundDeps extends PaymentWorkflowDeps {
  notifications: Pick<NotificationsService, 'enqueue'>;
  /** The credit note of each refund of an invoiced order, written in the transaction that settles it. */
  taxDocuments: Pick<TaxDocumentsWorkflow, 'creditOrder'>;
  log: { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };
  /** Mails the customer that their return is refunded, after the transaction that settled it (never throws). */
  returnRefunded?: (orderId: string) => Promise<void>;
}

export type RefundWorkflow = ReturnType<typeof createRefundWorkflow>;

/**
 * Money going back through the payment provider. A refund is first written down (in the transaction that decides
 * it: a cancellation, a return, a staff refund, a payment that could not become an order), then sent after that
 * transaction commits; the shop's own refund id travels as the provider's receipt, so a send cut short by a crash
 * is found again rather than sent twice. The provider's `refund.processed` (webhook, or the job asking) settles it.
 */
export function createRefundWorkflow(deps: RefundDeps) {
  const { db, provider, orders, now } = deps;

  /** The payment status an order has once its processed refunds add up to `refundedPaise`. */
  function statusAfter(order: OrderRow, refundedPaise: number, stillOpen: boolean): PaymentStatus {
    if (stillOpen) return 'refund_pending';
    if (refundedPaise >= order.totalPaise) return 'refunded';
    return refundedPaise > 0 ? 'partially_refunded' : 'paid';
  }

  /** Applies a refund the provider says is processed: once, whoever hears of it first. */
  async function settleProcessed(refundId: string, providerRefundId: string): Promise<void> {
    const at = now();
    const settledReturnOf = await db.transaction(async (tx): Promise<string | null> => {
      const refund = await payments.findRefund(tx, refundId);
      if (!refund) return null;
      if (refund.orderId) {
        // The order row first, as every path that changes an order's money does.
        const order = await orders.lockOrder(tx, refund.orderId);
        const settled = await payments.markRefundProcessed(tx, refund.id, providerRefundId, at);
        // Heard of already (a second webhook, the job asking): nothing changes and nothing is sent again.
        if (!order || !settled) return null;
        const refundedPaise = Math.min(order.totalPaise, order.refundedPaise + settled.amountPaise);
        const stillOpen = (await payments.refundedOrPendingPaise(tx, order.id)) > refundedPaise;
        await orders.setRefundState(tx, order.id, { refundedPaise, paymentStatus: statusAfter(order, refundedPaise, stillOpen) }, at);
        const returnSettled = refundedPaise >= order.totalPaise && (await orders.settleReturn(tx, order.id, at));
        // Each refund is credited on a note of its own, once (the refund is settled once, and its note is unique); the
        // one that gives back the whole amount credits all that is left, so the notes add up to the invoice.
        const inFull = refundedPaise >= order.totalPaise;
        await deps.taxDocuments.creditOrder(tx, order.id, inFull ? 'Refunded in full' : `Refunded in part: ${settled.reason}`, at, {
          refundId: settled.id,
          amountPaise: inFull ? order.totalPaise : settled.amountPaise,
        });
        await deps.notifications.enqueue(tx, { orderId: order.id, userId: order.userId, event: 'refund_processed', facts: { orderNumber: order.customOrderId, amountPaise: settled.amountPaise } });
        return returnSettled ? order.id : null;
      }
      const attempt = refund.attemptId ? await payments.findAttemptById(tx, refund.attemptId, true) : undefined;
      const settled = await payments.markRefundProcessed(tx, refund.id, providerRefundId, at);
      // Only the attempt's own payment settles the attempt; an extra payment on it is refunded on its own.
      if (settled && attempt && attempt.providerPaymentId === settled.providerPaymentId && attempt.status !== 'fulfilled') {
        await payments.updateAttempt(tx, attempt.id, { status: 'refunded', updatedAt: at });
      }
      return null;
    });
    if (settledReturnOf && deps.returnRefunded) await deps.returnRefunded(settledReturnOf);
  }

  async function applyProviderAnswer(refund: payments.RefundRow, answer: ProviderRefund): Promise<void> {
    if (answer.status === 'processed') return settleProcessed(refund.id, answer.id);
    const at = now();
    await db.transaction(async (tx) => {
      const current = await payments.findRefund(tx, refund.id, 'update');
      if (!current || current.status === 'processed') return;
      await payments.updateRefund(tx, refund.id, {
        status: answer.status === 'failed' ? 'failed' : 'processing',
        providerRefundId: answer.id,
        failureReason: answer.status === 'failed' ? 'The payment provider refused the refund' : null,
        updatedAt: at,
      });
      if (answer.status === 'failed' && current.orderId) {
        const order = await orders.lockOrder(tx, current.orderId);
        if (order) {
          const stillOpen = (await payments.refundedOrPendingPaise(tx, order.id)) > order.refundedPaise;
          await orders.setRefundState(tx, order.id, { refundedPaise: order.refundedPaise, paymentStatus: statusAfter(order, order.refundedPaise, stillOpen) }, at);
        }
      }
      if (answer.status !== 'failed' && current.attemptId && !current.orderId) {
        const attempt = await payments.findAttemptById(tx, current.attemptId, true);
        if (attempt?.status === 'to_refund' && attempt.providerPaymentId === current.providerPaymentId) {
          await payments.updateAttempt(tx, attempt.id, { status: 'refunding', updatedAt: at });
        }
      }
    });
  }

  const workflow = {
    /** What of an order may still be refunded: what was paid less what is refunded or on its way back. */
    async leftToRefund(tx: DbOrTx, order: OrderRow): Promise<number> {
      return order.totalPaise - (await payments.refundedOrPendingPaise(tx, order.id));
    },

    /**
     * Writes down a refund of an online order, inside the caller's transaction with the order row locked:
     * `amountPaise` or, when null, all that is left less `keptPaise` (a loyalty reward's value recovered). Refuses
     * more than was paid less what is already going back.
     */
    async requestForOrder(tx: DbOrTx, order: OrderRow, amountPaise: number | null, reason: string, requestedBy: string, keptPaise = 0): Promise<payments.RefundRow> {
      if (order.paymentMethod !== 'ONLINE' || !order.providerPaymentId || !order.paymentProvider) throw new AppError('admin.notRefundable');
      const left = (await workflow.leftToRefund(tx, order)) - keptPaise;
      if (left <= 0) throw new AppError('admin.nothingToRefund');
      const amount = amountPaise ?? left;
      if (amount > left) throw new AppError('admin.refundTooLarge', { rupees: paiseToRupees(left) });
      const at = now();
      const refund = await payments.insertRefund(tx, {
        provider: order.paymentProvider,
        providerPaymentId: order.providerPaymentId,
        orderId: order.id,
        amountPaise: amount,
        reason,
        requestedBy,
        createdAt: at,
        updatedAt: at,
      });
      await orders.setRefundState(tx, order.id, { refundedPaise: order.refundedPaise, paymentStatus: 'refund_pending' }, at);
      return refund;
    },

    /**
     * Writes down the refund of a whole payment that did not become an order (inside the caller's transaction);
     * a payment already written down returns that refund instead of a second one.
     */
    async requestForPayment(tx: DbOrTx, input: { attemptId: string; providerPaymentId: string; amountPaise: number; reason: string }): Promise<payments.RefundRow> {
      const existing = await payments.findOrderlessRefund(tx, input.providerPaymentId);
      if (existing) return existing;
      const at = now();
      return payments.insertRefund(tx, {
        provider: provider.name,
        providerPaymentId: input.providerPaymentId,
        attemptId: input.attemptId,
        amountPaise: input.amountPaise,
        reason: input.reason,
        requestedBy: 'system',
        createdAt: at,
        updatedAt: at,
      });
    },

    /**
     * Sends a written-down refund to the provider (never throws: a failure is kept on the refund and retried by
     * the job). Only one process sends a given refund at a time.
     */
    async send(refundId: string): Promise<void> {
      try {
        const outcome = await db.transaction(async (tx) => {
          const refund = await payments.findRefund(tx, refundId, 'skip');
          if (!refund || refund.status !== 'pending') return null;
          const at = now();
          let answer: ProviderRefund | undefined;
          try {
            // A send cut short (a crash, a time-out) may have reached the provider: look for our receipt first,
            // even on the first try, since a crash after the provider's answer loses the count of tries too.
            answer = (await provider.fetchRefunds(refund.providerPaymentId)).find((r) => r.receipt === refund.id && r.status !== 'failed');
            answer ??= await provider.refund({
              paymentId: refund.providerPaymentId,
              amountPaise: refund.amountPaise,
              receipt: refund.id,
              notes: { reason: refund.reason.slice(0, 250), ...(refund.orderId ? { order: refund.orderId } : {}) },
            });
          } catch (err) {
            const tries = refund.tries + 1;
            await payments.updateRefund(tx, refund.id, {
              tries,
              failureReason: err instanceof Error ? err.message : String(err),
              ...(tries >= PAYMENT_LIMITS.refundMaxTries ? { status: 'failed' as const } : {}),
              updatedAt: at,
            });
            deps.log.warn({ err, refundId }, 'refund could not be sent; it will be tried again');
            return null;
          }
          await payments.updateRefund(tx, refund.id, { tries: refund.tries + 1, providerRefundId: answer.id, updatedAt: at });
          return { refund, answer };
        });
        if (outcome) await applyProviderAnswer(outcome.refund, outcome.answer);
      } catch (err) {
        deps.log.warn({ err, refundId }, 'refund could not be sent; it will be tried again');
      }
    },

    /** Staff send again the refund of a payment that never became an order (after the provider refused it). Audited. */
    async retryPaymentRefund(attemptId: string, actor: Actor): Promise<void> {
      const at = now();
      const refundId = await db.transaction(async (tx) => {
        const attempt = UUID.test(attemptId) ? await payments.findAttemptById(tx, attemptId, true) : undefined;
        const refund = attempt?.providerPaymentId ? await payments.findOrderlessRefund(tx, attempt.providerPaymentId) : undefined;
        if (!attempt || !refund) throw new AppError('admin.paymentNotFound');
        if (refund.status === 'processed') throw new AppError('admin.nothingToRefund');
        if (refund.status === 'processing') throw new AppError('admin.refundBusy');
        await payments.updateRefund(tx, refund.id, { status: 'pending', tries: refund.providerRefundId ? refund.tries : 0, failureReason: null, updatedAt: at });
        await recordAudit(
          tx,
          { actorUserId: actor.userId, actorLabel: actor.label, action: 'payment.refund', entityType: 'payment', entityId: attempt.id, before: { refundStatus: refund.status }, after: { refundStatus: 'pending' } },
          at,
        );
        return refund.id;
      });
      await workflow.send(refundId);
    },

    /** The provider's word on a refund (webhook): processed or failed. */
    async onProviderRefund(answer: ProviderRefund): Promise<boolean> {
      const refund = (await payments.findRefundByProviderId(db, answer.id)) ?? (answer.receipt && UUID.test(answer.receipt) ? await payments.findRefund(db, answer.receipt) : undefined);
      if (!refund) return false;
      await applyProviderAnswer(refund, answer);
      return true;
    },

    /** The job's part: sends refunds still pending and asks about those the provider has not confirmed. */
    async chase(): Promise<number> {
      const before = new Date(now().getTime() - PAYMENT_LIMITS.refundRecheckMinutes * 60_000);
      const due = await payments.listRefundsToChase(db, before, PAYMENT_LIMITS.refundMaxTries, CHASE_BATCH);
      for (const refund of due) {
        if (refund.status === 'pending') {
          await workflow.send(refund.id);
          continue;
        }
        try {
          const answer = (await provider.fetchRefunds(refund.providerPaymentId)).find((r) => r.id === refund.providerRefundId || r.receipt === refund.id);
          if (answer) await applyProviderAnswer(refund, answer);
          else await payments.updateRefund(db, refund.id, { updatedAt: now() });
        } catch (err) {
          deps.log.warn({ err, refundId: refund.id }, 'could not ask the payment provider about a refund');
        }
      }
      return due.length;
    },
  };
  return workflow;
}
