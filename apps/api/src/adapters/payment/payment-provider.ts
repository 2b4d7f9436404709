import { createHmac, timingSafeEqual } from 'node:crypto';

export type ProviderName = 'razorpay' | 'sandbox';

/** An order at the provider: what Checkout is opened with. Amount in paise. */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
}

/** A payment made against a provider order. Only `captured` money is the shop's. */
export interface ProviderPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  /**
   * When the customer made the payment at the provider (Razorpay's `created_at`), null when it was not said. A
   * checkout's window is judged by it, not by when the shop heard of the payment.
   */
  madeAt: Date | null;
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed';
  /** What the shop sent as the receipt: its own refund id. */
  receipt: string | null;
}

/** A webhook, once its signature is checked, in the shop's words. */
export type WebhookEvent =
  | { type: 'payment.captured'; payment: ProviderPayment }
  | { type: 'refund.processed' | 'refund.failed'; refund: ProviderRefund }
  | { type: 'ignored'; name: string };

export class WebhookSignatureError extends Error {}

/**
 * One payment provider (Razorpay, the offline sandbox, or any other gateway): the only interface the payment
 * workflows know. Adding a gateway means implementing this, nothing else.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** The public key id Checkout is opened with. */
  readonly keyId: string;
  /** Where the browser loads the Checkout script from. */
  readonly checkoutScriptUrl: string;
  openOrder(input: { amountPaise: number; currency: 'INR'; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  /** Checks the signature Checkout hands the browser: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  verifyCheckout(response: { orderId: string; paymentId: string; signature: string }): boolean;
  /** Checks a webhook's signature over its exact bytes and reads it; throws WebhookSignatureError when forged. */
  parseWebhook(rawBody: string, signature: string): WebhookEvent;
  /** Every payment made against one provider order. */
  fetchPayments(orderId: string): Promise<ProviderPayment[]>;
  /** One payment as the provider has it (null when it knows none by that id): only `captured` money is the shop's. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  /**
   * Captures an authorised payment of `amountPaise` (an account on manual capture; Razorpay releases a payment
   * left uncaptured past its window). Answers the payment as it is afterwards.
   */
  capture(input: { paymentId: string; amountPaise: number; currency: 'INR' }): Promise<ProviderPayment>;
  /** Gives back `amountPaise` of a captured payment; `receipt` (the shop's refund id) makes a retry findable. */
  refund(input: { paymentId: string; amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderRefund>;
  fetchRefunds(paymentId: string): Promise<ProviderRefund[]>;
}

export function hmacHex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Constant-time comparison of an expected hex HMAC with what was presented. */
export function signatureMatches(expectedHex: string, presented: string): boolean {
  const a = Buffer.from(expectedHex, 'utf8');
  const b = Buffer.from(presented, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

interface RazorpayPaymentEntity {
  id?: string;
  order_id?: string;
  amount?: number;
  status?: string;
  /** Unix seconds. */
  created_at?: number;
}
interface RazorpayRefundEntity {
  id?: string;
  payment_id?: string;
  amount?: number;
  status?: string;
  receipt?: string | null;
}

const PAYMENT_STATUSES: ReadonlyArray<ProviderPayment['status']> = ['created', 'authorized', 'captured', 'refunded', 'failed'];

export function toProviderPayment(e: RazorpayPaymentEntity | undefined): ProviderPayment | null {
  if (!e?.id || !e.order_id || typeof e.amount !== 'number') return null;
  const status = PAYMENT_STATUSES.includes(e.status as ProviderPayment['status']) ? (e.status as ProviderPayment['status']) : 'failed';
  const madeAt = typeof e.created_at === 'number' && Number.isFinite(e.created_at) && e.created_at > 0 ? new Date(e.created_at * 1000) : null;
  return { id: e.id, orderId: e.order_id, amountPaise: e.amount, status, madeAt };
}

export function toProviderRefund(e: RazorpayRefundEntity | undefined): ProviderRefund | null {
  if (!e?.id || !e.payment_id || typeof e.amount !== 'number') return null;
  const status = e.status === 'processed' ? 'processed' : e.status === 'failed' ? 'failed' : 'pending';
  return { id: e.id, paymentId: e.payment_id, amountPaise: e.amount, status, receipt: e.receipt ?? null };
}

/** Reads a Razorpay-shaped webhook body (the sandbox sends the same shapes). */
export function readWebhookBody(rawBody: string): WebhookEvent {
  let event: { event?: string; payload?: { payment?: { entity?: RazorpayPaymentEntity }; refund?: { entity?: RazorpayRefundEntity } } };
  try {
    event = JSON.parse(rawBody);
  } catch {
    return { type: 'ignored', name: 'not JSON' };
  }
  const name = event.event ?? '';
  if (name === 'payment.captured' || name === 'order.paid') {
    const payment = toProviderPayment(event.payload?.payment?.entity);
    // order.paid carries the captured payment too; either completes the order.
    if (payment) return { type: 'payment.captured', payment: { ...payment, status: 'captured' } };
  }
  if (name === 'refund.processed' || name === 'refund.failed') {
    const refund = toProviderRefund(event.payload?.refund?.entity);
    if (refund) return { type: name, refund: { ...refund, status: name === 'refund.processed' ? 'processed' : 'failed' } };
  }
  return { type: 'ignored', name };
}
