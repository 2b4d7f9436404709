import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { sandboxCaptures, sandboxPayments, sandboxRefunds, sandboxWebhooks } from '../../db/schema';
import { hmacHex, readWebhookBody, signatureMatches, WebhookSignatureError, type PaymentProvider, type ProviderPayment, type ProviderRefund } from './payment-provider';

export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

/** Seconds between a failed webhook delivery and the next try, as Razorpay backs off; then it gives up. */
export const SANDBOX_WEBHOOK_RETRY_SECONDS = [5, 30, 120, 600, 1800, 3600] as const;

export interface CheckoutResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface SandboxProvider extends PaymentProvider {
  /** What the local Checkout's Pay button does: captures a payment and returns Checkout's signed response. */
  /**
   * Pays a sandbox order as Checkout would. `authorizeOnly` models an account on manual capture: the payment is
   * authorised, not captured, and no payment.captured webhook comes until the shop captures it.
   */
  pay(orderId: string, options?: { authorizeOnly?: boolean }): Promise<(CheckoutResponse & { amount: number }) | null>;
  fail(orderId: string): Promise<boolean>;
  /**
   * Checkout's signed response for an order paid outside the page (in a UPI app, or by scanning its QR code), as
   * Razorpay's Checkout learns it by polling while the customer pays elsewhere; null while nothing is paid.
   */
  checkoutResult(orderId: string): Promise<CheckoutResponse | null>;
  findOrder(orderId: string): Promise<{ id: string; amountPaise: number; currency: string; status: string } | null>;
  /**
   * Delivers the webhooks that are due (oldest first), each to `deliver`, as Razorpay posts them; a delivery that
   * throws is tried again later. Returns how many were delivered.
   */
  deliverDueWebhooks(deliver: (rawBody: string, signature: string) => Promise<void>, now: Date): Promise<number>;
}

const id = (prefix: string) => `${prefix}_SBX${randomBytes(9).toString('base64url')}`;

/**
 * The offline stand-in for Razorpay: orders, payments and refunds live in the database, payments and webhooks
 * are signed with a key secret and webhook secret derived from the server's secret exactly as Razorpay signs
 * them, and its webhooks are stored until delivered, so a crash loses none.
 */
const toPayment = (r: typeof sandboxCaptures.$inferSelect): ProviderPayment => ({
  id: r.id,
  orderId: r.orderId,
  amountPaise: r.amountPaise,
  status: r.captured ? 'captured' : 'authorized',
  madeAt: r.createdAt,
});
/** Razorpay's `created_at`: unix seconds. */
const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

export function createSandboxProvider(deps: { db: Db; secret: string; now: () => Date }): SandboxProvider {
  const { db } = deps;
  const keySecret = hmacHex(deps.secret, 'sandbox-payments:key-secret');
  const webhookSecret = hmacHex(deps.secret, 'sandbox-payments:webhook-secret');

  /** Stores a webhook to send, in the transaction that made the event happen. */
  async function enqueueWebhook(tx: DbOrTx, event: string, payload: object): Promise<void> {
    const body = JSON.stringify({ entity: 'event', event, payload, created_at: Math.floor(deps.now().getTime() / 1000) });
    await tx.insert(sandboxWebhooks).values({ body, signature: hmacHex(webhookSecret, body), nextAttemptAt: deps.now() });
  }

  const toRefund = (r: typeof sandboxRefunds.$inferSelect): ProviderRefund => ({
    id: r.id,
    paymentId: r.paymentId,
    amountPaise: r.amountPaise,
    status: r.status === 'processed' ? 'processed' : r.status === 'failed' ? 'failed' : 'pending',
    receipt: r.receipt,
  });

  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    checkoutScriptUrl: '/dev/payments/checkout.js',

    async openOrder(input) {
      const orderId = id('order');
      await db.insert(sandboxPayments).values({ id: orderId, amountPaise: input.amountPaise, currency: input.currency, receipt: input.receipt });
      return { id: orderId, amount: input.amountPaise, currency: input.currency };
    },

    verifyCheckout: ({ orderId, paymentId, signature }) => signatureMatches(hmacHex(keySecret, `${orderId}|${paymentId}`), signature),

    parseWebhook(rawBody, signature) {
      if (!signatureMatches(hmacHex(webhookSecret, rawBody), signature)) throw new WebhookSignatureError('Invalid webhook signature');
      return readWebhookBody(rawBody);
    },

    async pay(orderId, options = {}) {
      const paymentId = id('pay');
      return db.transaction(async (tx) => {
        const [order] = await tx.update(sandboxPayments).set({ status: 'paid', paymentId }).where(eq(sandboxPayments.id, orderId)).returning();
        if (!order) return null;
        // Each Pay is a new captured payment: a second one on the same order is money the shop must give back.
        const captured = !options.authorizeOnly;
        const madeAt = deps.now();
        await tx.insert(sandboxCaptures).values({ id: paymentId, orderId, amountPaise: order.amountPaise, captured, createdAt: madeAt });
        if (captured) {
          await enqueueWebhook(tx, 'payment.captured', {
            payment: { entity: { id: paymentId, entity: 'payment', order_id: orderId, amount: order.amountPaise, currency: order.currency, status: 'captured', created_at: unixSeconds(madeAt) } },
          });
        }
        return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: hmacHex(keySecret, `${orderId}|${paymentId}`), amount: order.amountPaise };
      });
    },

    async fail(orderId) {
      const rows = await db.update(sandboxPayments).set({ status: 'failed' }).where(and(eq(sandboxPayments.id, orderId), eq(sandboxPayments.status, 'created'))).returning();
      if (rows.length > 0) return true;
      return (await this.findOrder(orderId)) !== null;
    },

    async checkoutResult(orderId) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, orderId));
      if (!row || row.status !== 'paid' || !row.paymentId) return null;
      return { razorpay_order_id: row.id, razorpay_payment_id: row.paymentId, razorpay_signature: hmacHex(keySecret, `${row.id}|${row.paymentId}`) };
    },

    async findOrder(orderId) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, orderId));
      return row ? { id: row.id, amountPaise: row.amountPaise, currency: row.currency, status: row.status } : null;
    },

    async fetchPayments(orderId) {
      const rows = await db.select().from(sandboxCaptures).where(eq(sandboxCaptures.orderId, orderId)).orderBy(asc(sandboxCaptures.createdAt), asc(sandboxCaptures.id));
      return rows.map(toPayment);
    },

    async fetchPayment(paymentId) {
      const [row] = await db.select().from(sandboxCaptures).where(eq(sandboxCaptures.id, paymentId));
      return row ? toPayment(row) : null;
    },

    async capture({ paymentId, amountPaise }) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(sandboxCaptures).where(eq(sandboxCaptures.id, paymentId)).for('update');
        if (!row) throw new Error(`The sandbox has no payment ${paymentId}`);
        // As at Razorpay: the amount must be the authorised amount; capturing twice answers the captured payment.
        if (amountPaise !== row.amountPaise) throw new Error('The capture amount is not the authorised amount');
        if (row.captured) return toPayment(row);
        const [done] = await tx.update(sandboxCaptures).set({ captured: true }).where(eq(sandboxCaptures.id, paymentId)).returning();
        await enqueueWebhook(tx, 'payment.captured', {
          payment: { entity: { id: paymentId, entity: 'payment', order_id: row.orderId, amount: row.amountPaise, currency: 'INR', status: 'captured' } },
        });
        return toPayment(done!);
      });
    },

    async refund({ paymentId, amountPaise, receipt }) {
      return db.transaction(async (tx) => {
        const [capture] = await tx.select().from(sandboxCaptures).where(eq(sandboxCaptures.id, paymentId)).for('update');
        if (!capture) throw new Error(`The sandbox has no payment ${paymentId}`);
        if (!capture.captured) throw new Error('Only a captured payment can be refunded');
        const [given] = await tx
          .select({ n: sql<number>`coalesce(sum(${sandboxRefunds.amountPaise}), 0)::int` })
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.paymentId, paymentId));
        // As at Razorpay: never more back than was paid.
        if ((given?.n ?? 0) + amountPaise > capture.amountPaise) throw new Error('The refund is larger than what is left of the payment');
        // The sandbox settles at once; the shop still hears of it only through the refund.processed webhook.
        const [row] = await tx.insert(sandboxRefunds).values({ id: id('rfnd'), paymentId, amountPaise, receipt, status: 'processed', createdAt: deps.now() }).returning();
        const entity = { id: row!.id, entity: 'refund', payment_id: paymentId, amount: amountPaise, currency: 'INR', receipt, status: 'processed' };
        await enqueueWebhook(tx, 'refund.processed', { refund: { entity } });
        return { ...toRefund(row!), status: 'pending' as const };
      });
    },

    async fetchRefunds(paymentId) {
      const rows = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paymentId)).orderBy(asc(sandboxRefunds.createdAt));
      return rows.map(toRefund);
    },

    async deliverDueWebhooks(deliver, now) {
      let delivered = 0;
      for (;;) {
        const done = await db.transaction(async (tx) => {
          // One delivery at a time per row, whichever process holds it.
          const [row] = await tx
            .select()
            .from(sandboxWebhooks)
            .where(and(isNull(sandboxWebhooks.deliveredAt), lte(sandboxWebhooks.nextAttemptAt, now)))
            .orderBy(asc(sandboxWebhooks.nextAttemptAt), asc(sandboxWebhooks.createdAt))
            .limit(1)
            .for('update', { skipLocked: true });
          if (!row) return null;
          try {
            await deliver(row.body, row.signature);
            await tx.update(sandboxWebhooks).set({ deliveredAt: now, tries: row.tries + 1, lastError: null }).where(eq(sandboxWebhooks.id, row.id));
            return true;
          } catch (err) {
            const delay = SANDBOX_WEBHOOK_RETRY_SECONDS[row.tries];
            await tx
              .update(sandboxWebhooks)
              .set({
                tries: row.tries + 1,
                lastError: err instanceof Error ? err.message : String(err),
                // Past the last delay it stays undelivered; reconciliation still finds the payment.
                nextAttemptAt: delay === undefined ? new Date('9999-12-31T00:00:00Z') : new Date(now.getTime() + delay * 1000),
              })
              .where(eq(sandboxWebhooks.id, row.id));
            return false;
          }
        });
        if (done === null) return delivered;
        if (done) delivered += 1;
      }
    },
  };
}
