import { ORDER_STATUS_LABELS } from '@shop/contract/order-rules';
import { PAYMENT_LIMITS } from '@shop/contract/orders';
import { PAY_NOW_LIMITS, PAY_NOW_TOKEN_PATTERN, type PayNowCheckoutResponse, type PayNowOffer, type PayNowOrderResponse } from '@shop/contract/pay-now';
import type { CodRuleTerms } from '@shop/pricing/cod-rules';
import { paiseToRupees } from '@shop/pricing/money';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { hmacHex } from '../adapters/payment/payment-provider';
import { isUniqueViolation } from '../lib/db-errors';
import { AppError } from '../lib/errors';
import { LOCK_KEYS, lockUntilCommit } from '../db/locks';
import type { OrderRow } from '../modules/orders/orders.service';
import * as payments from '../modules/payments/payments.repository';
import type { PayOnlineWorkflow } from './pay-online';
import { amountForOnlinePayment, payNowRefusal } from './pay-now-terms';
import { openProviderOrder, type PaymentWorkflowDeps } from './provider-order';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export interface PayNowDeps extends PaymentWorkflowDeps {
  payOnline: Pick<PayOnlineWorkflow, 'verify' | 'keyId'>;
  /** The server's secret (SESSION_SECRET, or the one kept in DATA_DIR): pay-now links are signed with a key derived from it. */
  secret: string;
  /** The Cash on Delivery rules in force (the discount for paying online), from the console's settings. */
  codRules: () => Promise<CodRuleTerms>;
  log: { warn(obj: unknown, msg?: string): void };
}

export type PayNowWorkflow = ReturnType<typeof createPayNowWorkflow>;

/**
 * Pay now instead: a placed Cash on Delivery order, not yet dispatched, paid online later from its tracking page or a
 * signed link in the order-placed message, which works without signing in, for that order only, until it expires.
 * The payment is an ordinary online payment attempt that names the order it converts; Checkout's answer, the
 * provider's webhook and the reconciliation job complete it through pay-online's `complete` (see there), which
 * converts the same order in place exactly once or refunds the money.
 */
export function createPayNowWorkflow(deps: PayNowDeps) {
  const { db, provider, orders, payOnline, now } = deps;
  // Its own key, derived from the server's secret, so a link's signature is good for nothing else.
  const key = hmacHex(deps.secret, 'pay-now-links:key');

  const signatureOf = (orderId: string, expiresAtSeconds: number) => createHmac('sha256', key).update(`pay-now:${orderId}:${expiresAtSeconds}`).digest('base64url');

  /** A token for the order, good for PAY_NOW_LIMITS.linkValidHours from `at`. */
  function tokenFor(orderId: string, at: Date = now()): { token: string; expiresAt: Date } {
    const expiresAtSeconds = Math.floor((at.getTime() + PAY_NOW_LIMITS.linkValidHours * HOUR_MS) / 1000);
    return { token: `${expiresAtSeconds}.${signatureOf(orderId, expiresAtSeconds)}`, expiresAt: new Date(expiresAtSeconds * 1000) };
  }

  /** Checks the token was made for this order by this shop (403 otherwise), and unless `allowExpired`, that it is still good. */
  function checkToken(orderId: string, token: string, options: { allowExpired?: boolean } = {}): void {
    if (!PAY_NOW_TOKEN_PATTERN.test(token)) throw new AppError('payNow.linkInvalid');
    const [expires, signature] = token.split('.') as [string, string];
    const expected = Buffer.from(signatureOf(orderId, Number(expires)));
    const presented = Buffer.from(signature);
    if (expected.length !== presented.length || !timingSafeEqual(expected, presented)) throw new AppError('payNow.linkInvalid');
    if (!options.allowExpired && Number(expires) * 1000 <= now().getTime()) throw new AppError('payNow.linkExpired');
  }

  /** The order a good token names (by its id, as the token was signed for), 403 as for a bad link when it is gone. */
  async function orderOfLink(orderId: string, token: string, options: { allowExpired?: boolean } = {}): Promise<OrderRow> {
    checkToken(orderId, token, options);
    const row = await orders.findRow(orderId);
    if (!row || row.id !== orderId) throw new AppError('payNow.linkInvalid');
    return row;
  }

  async function summaryOf(row: OrderRow): Promise<PayNowOrderResponse> {
    const order = await orders.find(row.id);
    if (!order) throw new AppError('payNow.linkInvalid');
    const paidOnline = row.paymentMethod === 'ONLINE';
    return {
      success: true,
      orderId: row.id,
      customOrderId: row.customOrderId,
      statusCode: row.status,
      statusLabel: ORDER_STATUS_LABELS[row.status],
      paymentMethod: row.paymentMethod,
      paymentStatus: row.paymentStatus,
      amount: paiseToRupees(paidOnline ? row.totalPaise : amountForOnlinePayment(row, await deps.codRules())),
      items: order.items.map((i) => ({ name: i.name || null, quantity: i.quantity })),
      paidOnline,
    };
  }

  function refuseUnlessPayable(row: OrderRow): void {
    const refusal = payNowRefusal(row);
    if (refusal) throw new AppError(refusal);
  }

  return {
    /** What the tracking page offers a Cash on Delivery order that can still be paid online, or null. */
    async offerFor(row: OrderRow): Promise<PayNowOffer | null> {
      if (payNowRefusal(row)) return null;
      const { token, expiresAt } = tokenFor(row.id);
      return { token, amount: paiseToRupees(amountForOnlinePayment(row, await deps.codRules())), expiresAt: expiresAt.toISOString() };
    },

    /** The path of the signed pay-now page of an order, for the order-placed message. */
    linkPath(orderId: string, at: Date = now()): string {
      return `/pay/${orderId}/${tokenFor(orderId, at).token}`;
    },

    /** The order a link names, while it can be paid online; 403 for a bad or expired link, 409 once it cannot. */
    async show(orderId: string, token: string): Promise<PayNowOrderResponse> {
      const row = await orderOfLink(orderId, token);
      refuseUnlessPayable(row);
      return summaryOf(row);
    },

    /**
     * Opens the online payment of the order at the provider for `amountForOnlinePayment`. A payment already open for
     * it (a double tap, a second device) is given again rather than a second one; one past its time is closed first.
     */
    async open(orderId: string, token: string): Promise<PayNowCheckoutResponse> {
      const row = await orderOfLink(orderId, token);
      refuseUnlessPayable(row);
      const amountPaise = amountForOnlinePayment(row, await deps.codRules());
      const answer = (attempt: payments.PaymentAttemptRow): PayNowCheckoutResponse => ({
        success: true,
        id: attempt.providerOrderId,
        amount: attempt.amountPaise,
        currency: attempt.currency,
        key: payOnline.keyId(),
      });
      const stillOpen = async (): Promise<payments.PaymentAttemptRow | null> =>
        db.transaction(async (tx) => {
          await lockUntilCommit(tx, LOCK_KEYS.payNow(row.id));
          const open = await payments.findOpenPayNowAttempt(tx, row.id);
          if (!open) return null;
          if (open.expiresAt > now() && open.amountPaise === amountPaise) return open;
          // Past its time (or for another amount): nobody may pay it any more; its provider order lapses unpaid.
          await payments.expireAttempt(tx, open.id, now());
          return null;
        });
      const existing = await stillOpen();
      if (existing) return answer(existing);

      const opened = await openProviderOrder(provider, deps.log, { amountPaise, currency: 'INR', receipt: `paynow_${row.customOrderId}`.slice(0, 40), notes: { userId: row.userId, order: row.customOrderId } });
      const at = now();
      try {
        const attempt = await db.transaction(async (tx) => {
          await lockUntilCommit(tx, LOCK_KEYS.payNow(row.id));
          const open = await payments.findOpenPayNowAttempt(tx, row.id);
          if (open) return open;
          return payments.insertAttempt(tx, {
            userId: row.userId,
            provider: provider.name,
            providerOrderId: opened.id,
            amountPaise: opened.amount,
            currency: opened.currency,
            // Nothing to place: the order exists. No lines, so it holds no stock against other customers.
            snapshot: { payNow: { orderId: row.id, customOrderId: row.customOrderId } },
            convertsOrderId: row.id,
            expiresAt: new Date(at.getTime() + PAYMENT_LIMITS.attemptTtlMinutes * MINUTE_MS),
            createdAt: at,
            updatedAt: at,
          });
        });
        return answer(attempt);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        const open = await payments.findOpenPayNowAttempt(db, row.id);
        if (!open) throw err;
        return answer(open);
      }
    },

    /**
     * Checkout's signed answer for the order's payment: converts the order (or, when it lost a race with a dispatch,
     * a cancellation or another payment, refunds the money: 409 with details.paymentRefund). The link may have
     * expired since the payment was opened; it must still be this order's.
     */
    async verify(orderId: string, token: string, body: { razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string; amount?: number }): Promise<PayNowOrderResponse> {
      const row = await orderOfLink(orderId, token, { allowExpired: true });
      const attempt = await payments.findAttempt(db, body.razorpayOrderId);
      if (!attempt || attempt.convertsOrderId !== row.id) throw new AppError('order.verificationNotFound');
      await payOnline.verify(attempt.userId, body);
      const fresh = await orders.findRow(row.id);
      return summaryOf(fresh ?? row);
    },
  };
}
