import { createHmac, timingSafeEqual } from 'node:crypto';

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
}

/** Razorpay's side of an online payment. The sandbox implements the same shapes and signatures offline. */
export interface PaymentGateway {
  readonly name: 'razorpay' | 'sandbox';
  /** The public key id the checkout script is opened with. */
  readonly keyId: string;
  /** Where the browser loads the checkout script from. */
  readonly checkoutScriptUrl: string;
  createOrder(input: { amountPaise: number; currency: 'INR'; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /** Checks the signature Checkout returns: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** Checks a webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
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
