import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxPayments } from '../../db/schema';
import { hmacHex, signatureMatches, type PaymentGateway } from './payment-gateway';

export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

export interface SandboxGateway extends PaymentGateway {
  /** What the local checkout's Pay button does: marks the order paid and returns Checkout's signed response. */
  pay(orderId: string): Promise<{ razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string; amount: number } | null>;
  fail(orderId: string): Promise<boolean>;
  /** A signed `payment.captured` webhook body, as Razorpay would send it. */
  webhookFor(payment: { orderId: string; paymentId: string; amount: number }): { body: string; signature: string };
  findOrder(orderId: string): Promise<{ id: string; amountPaise: number; currency: string; status: string } | null>;
}

const id = (prefix: string) => `${prefix}_SBX${randomBytes(9).toString('base64url')}`;

/**
 * The offline stand-in for Razorpay: orders live in the database, and payments are signed with a key secret
 * and webhook secret derived from the server's secret, exactly as Razorpay signs them.
 */
export function createSandboxGateway(deps: { db: Db; secret: string }): SandboxGateway {
  const keySecret = hmacHex(deps.secret, 'sandbox-payments:key-secret');
  const webhookSecret = hmacHex(deps.secret, 'sandbox-payments:webhook-secret');
  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    checkoutScriptUrl: '/dev/payments/checkout.js',
    async createOrder(input) {
      const orderId = id('order');
      await deps.db.insert(sandboxPayments).values({ id: orderId, amountPaise: input.amountPaise, currency: input.currency, receipt: input.receipt });
      return { id: orderId, amount: input.amountPaise, currency: input.currency };
    },
    verifyPaymentSignature: (orderId, paymentId, signature) => signatureMatches(hmacHex(keySecret, `${orderId}|${paymentId}`), signature),
    verifyWebhookSignature: (rawBody, signature) => signatureMatches(hmacHex(webhookSecret, rawBody), signature),
    async pay(orderId) {
      const paymentId = id('pay');
      const [row] = await deps.db
        .update(sandboxPayments)
        .set({ status: 'paid', paymentId })
        .where(eq(sandboxPayments.id, orderId))
        .returning();
      if (!row) return null;
      return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: hmacHex(keySecret, `${orderId}|${paymentId}`), amount: row.amountPaise };
    },
    async fail(orderId) {
      const rows = await deps.db.update(sandboxPayments).set({ status: 'failed' }).where(eq(sandboxPayments.id, orderId)).returning();
      return rows.length > 0;
    },
    webhookFor({ orderId, paymentId, amount }) {
      const body = JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        payload: { payment: { entity: { id: paymentId, entity: 'payment', order_id: orderId, amount, currency: 'INR', status: 'captured' } } },
        created_at: Math.floor(Date.now() / 1000),
      });
      return { body, signature: hmacHex(webhookSecret, body) };
    },
    async findOrder(orderId) {
      const [row] = await deps.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, orderId));
      return row ? { id: row.id, amountPaise: row.amountPaise, currency: row.currency, status: row.status } : null;
    },
  };
}
