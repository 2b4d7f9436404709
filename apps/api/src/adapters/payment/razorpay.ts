import { hmacHex, signatureMatches, type PaymentGateway } from './payment-gateway';

const API = 'https://api.razorpay.com/v1';
const TIMEOUT_MS = 10_000;

/** Razorpay's Orders API and signature checks (https://razorpay.com/docs/payments/server-integration/). */
export function createRazorpayGateway(options: { keyId: string; keySecret: string; webhookSecret?: string; fetchImpl?: typeof fetch }): PaymentGateway {
  const fetchImpl = options.fetchImpl ?? fetch;
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    keyId: options.keyId,
    checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    async createOrder(input) {
      const res = await fetchImpl(`${API}/orders`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: input.amountPaise, currency: input.currency, receipt: input.receipt, notes: input.notes }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`Razorpay orders API answered ${res.status}`);
      const body = (await res.json()) as { id?: string; amount?: number; currency?: string };
      if (!body.id || body.amount !== input.amountPaise) throw new Error('Razorpay returned an unexpected order');
      return { id: body.id, amount: body.amount, currency: body.currency ?? input.currency };
    },
    verifyPaymentSignature(orderId, paymentId, signature) {
      return signatureMatches(hmacHex(options.keySecret, `${orderId}|${paymentId}`), signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      return !!options.webhookSecret && signatureMatches(hmacHex(options.webhookSecret, rawBody), signature);
    },
  };
}
