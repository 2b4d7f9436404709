import {
  hmacHex,
  readWebhookBody,
  signatureMatches,
  toProviderPayment,
  toProviderRefund,
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRefund,
} from './payment-provider';

const API = 'https://api.razorpay.com/v1';
const TIMEOUT_MS = 10_000;

/**
 * Razorpay: Orders, Payments and Refunds APIs and signature checks
 * (https://razorpay.com/docs/api/orders/, /docs/api/refunds/, /docs/webhooks/validate-test/).
 */
export function createRazorpayProvider(options: { keyId: string; keySecret: string; webhookSecret?: string; fetchImpl?: typeof fetch }): PaymentProvider {
  const fetchImpl = options.fetchImpl ?? fetch;
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    const res = await fetchImpl(`${API}${path}`, {
      method,
      headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`Razorpay ${method} ${path.split('/')[1]} answered ${res.status}`);
    return (await res.json()) as T;
  }

  return {
    name: 'razorpay',
    keyId: options.keyId,
    checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',

    async openOrder(input) {
      const body = await call<{ id?: string; amount?: number; currency?: string }>('POST', '/orders', {
        amount: input.amountPaise,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes,
      });
      if (!body.id || body.amount !== input.amountPaise) throw new Error('Razorpay returned an unexpected order');
      return { id: body.id, amount: body.amount, currency: body.currency ?? input.currency };
    },

    verifyCheckout: ({ orderId, paymentId, signature }) => signatureMatches(hmacHex(options.keySecret, `${orderId}|${paymentId}`), signature),

    parseWebhook(rawBody, signature) {
      if (!options.webhookSecret || !signatureMatches(hmacHex(options.webhookSecret, rawBody), signature)) throw new WebhookSignatureError('Invalid webhook signature');
      return readWebhookBody(rawBody);
    },

    async fetchPayments(orderId) {
      const body = await call<{ items?: unknown[] }>('GET', `/orders/${encodeURIComponent(orderId)}/payments`);
      return (body.items ?? []).map((e) => toProviderPayment(e as never)).filter((p): p is ProviderPayment => p !== null);
    },

    async fetchPayment(paymentId) {
      try {
        return toProviderPayment(await call<unknown>('GET', `/payments/${encodeURIComponent(paymentId)}`) as never);
      } catch (err) {
        if (err instanceof Error && err.message.endsWith('answered 404')) return null;
        throw err;
      }
    },

    async capture({ paymentId, amountPaise, currency }) {
      const payment = toProviderPayment((await call<unknown>('POST', `/payments/${encodeURIComponent(paymentId)}/capture`, { amount: amountPaise, currency })) as never);
      if (!payment) throw new Error('Razorpay returned an unexpected payment');
      return payment;
    },

    async refund({ paymentId, amountPaise, receipt, notes }) {
      const body = await call<unknown>('POST', `/payments/${encodeURIComponent(paymentId)}/refund`, { amount: amountPaise, speed: 'normal', receipt, notes });
      const refund = toProviderRefund(body as never);
      if (!refund) throw new Error('Razorpay returned an unexpected refund');
      return refund;
    },

    async fetchRefunds(paymentId) {
      const body = await call<{ items?: unknown[] }>('GET', `/payments/${encodeURIComponent(paymentId)}/refunds`);
      return (body.items ?? []).map((e) => toProviderRefund(e as never)).filter((r): r is ProviderRefund => r !== null);
    },
  };
}
