import { OrderResponse } from '@shop/contract/orders';
import { PAY_NOW_MESSAGES, PayNowCheckoutResponse } from '@shop/contract/pay-now';
import { OrderStatusResponse } from '@shop/contract/tracking';
import { eq } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { createProduct } from '../../test/factories';
import { post, servicesOf, shopper } from '../../test/payment-helpers';
import { invoices, orders, refunds } from '../db/schema';
import type { Services } from '../services';

/**
 * Pay now instead through the real Razorpay client: its HTTP calls go to a stand-in for Razorpay's servers (Orders,
 * Payments and Refunds APIs) that signs as Razorpay does; everything on the shop's side is the production code.
 */
const KEY_SECRET = 'rzp_test_key_secret_0123456789';
const WEBHOOK_SECRET = 'rzp_test_webhook_secret_0123456789';
const hmac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

interface FakeOrder {
  id: string;
  amount: number;
  payments: Array<{ id: string; order_id: string; amount: number; status: string; entity: 'payment' }>;
}
const razorpay = { orders: new Map<string, FakeOrder>(), refunds: [] as Array<{ id: string; payment_id: string; amount: number; status: string; receipt: string }>, calls: [] as string[] };
let seq = 0;

function razorpayServer(url: string, init?: RequestInit): Response {
  const { pathname } = new URL(url);
  const method = init?.method ?? 'GET';
  razorpay.calls.push(`${method} ${pathname}`);
  const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
  const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
  if (method === 'POST' && pathname === '/v1/orders') {
    const order = { id: `order_RZP${++seq}`, amount: body.amount as number, payments: [] };
    razorpay.orders.set(order.id, order);
    return json({ id: order.id, amount: order.amount, currency: body.currency, entity: 'order' });
  }
  let m = /^\/v1\/orders\/([^/]+)\/payments$/.exec(pathname);
  if (m) return json({ items: razorpay.orders.get(m[1]!)?.payments ?? [] });
  m = /^\/v1\/payments\/([^/]+)$/.exec(pathname);
  if (m) {
    const payment = [...razorpay.orders.values()].flatMap((o) => o.payments).find((p) => p.id === m![1]);
    return payment ? json(payment) : json({ error: { code: 'BAD_REQUEST_ERROR' } }, 404);
  }
  m = /^\/v1\/payments\/([^/]+)\/refunds?$/.exec(pathname);
  if (m && method === 'POST') {
    const refund = { id: `rfnd_RZP${++seq}`, payment_id: m[1]!, amount: body.amount as number, status: 'processed', receipt: body.receipt as string, entity: 'refund' };
    razorpay.refunds.push(refund);
    return json(refund);
  }
  if (m) return json({ items: razorpay.refunds.filter((r) => r.payment_id === m![1]) });
  return json({ error: { code: 'NOT_FOUND' } }, 404);
}

/** A customer pays in Razorpay's Checkout: a captured payment, and Checkout's answer signed with the key secret. */
function payAtRazorpay(orderId: string) {
  const order = razorpay.orders.get(orderId)!;
  const payment = { id: `pay_RZP${++seq}`, order_id: orderId, amount: order.amount, status: 'captured', entity: 'payment' as const };
  order.payments.push(payment);
  return { payment, signed: { razorpayOrderId: orderId, razorpayPaymentId: payment.id, razorpaySignature: hmac(KEY_SECRET, `${orderId}|${payment.id}`) } };
}

let ctx: TestContext;
let services: Services;
beforeAll(async () => {
  vi.stubGlobal('fetch', vi.fn(async (url: string | URL, init?: RequestInit) => razorpayServer(String(url), init)));
  ctx = await createTestContext({ RAZORPAY_KEY_ID: 'rzp_test_key', RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET });
  services = await servicesOf(ctx);
});
afterAll(async () => {
  await ctx.close();
  vi.unstubAllGlobals();
});

async function codOrder() {
  const { user, cookie } = await shopper(ctx);
  const product = await createProduct(ctx.db, { stock: 10, mrpPaise: 69900, sellingPricePaise: 59400 });
  const res = await post(ctx, '/api/v1/order/create-order', cookie, { items: [{ productId: product.id, quantity: 1 }], payment: { method: 'COD' } });
  expect(res.statusCode, res.body).toBe(201);
  const order = OrderResponse.parse(res.json()).order;
  const status = OrderStatusResponse.parse((await ctx.app.inject({ method: 'GET', url: `/api/v1/order/${order._id}/status`, headers: { cookie } })).json());
  const opened = await ctx.app.inject({ method: 'POST', url: `/api/v1/order/${order._id}/pay-now/${status.payNow!.token}` });
  expect(opened.statusCode, opened.body).toBe(200);
  return { user, order, token: status.payNow!.token, checkout: PayNowCheckoutResponse.parse(opened.json()) };
}

const webhook = (payment: object) => {
  const body = JSON.stringify({ entity: 'event', event: 'payment.captured', payload: { payment: { entity: payment } } });
  return ctx.app.inject({ method: 'POST', url: '/api/v1/payments/razorpay/webhook', headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(WEBHOOK_SECRET, body) }, payload: body });
};
const orderRow = async (id: string) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('pay now instead through Razorpay', () => {
  it("opens a Razorpay order for the order's amount and converts the order from Checkout's signed answer, then the webhook finds it done", async () => {
    const { order, token, checkout } = await codOrder();
    expect(checkout).toMatchObject({ key: 'rzp_test_key', amount: 59400, currency: 'INR' });
    expect(razorpay.orders.get(checkout.id)).toMatchObject({ amount: 59400 });
    const { payment, signed } = payAtRazorpay(checkout.id);
    const res = await post(ctx, `/api/v1/order/${order._id}/pay-now/${token}/verify`, undefined, signed);
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderRow(order._id)).toMatchObject({ paymentMethod: 'ONLINE', paymentStatus: 'paid', paymentProvider: 'razorpay', providerOrderId: checkout.id, providerPaymentId: payment.id });
    expect(await ctx.db.select().from(invoices).where(eq(invoices.orderId, order._id))).toHaveLength(1);
    const again = await webhook(payment);
    expect(again.json()).toMatchObject({ handled: true });
    expect(await ctx.db.select().from(refunds).where(eq(refunds.providerPaymentId, payment.id))).toEqual([]);
    // A forged answer is refused.
    const forged = await post(ctx, `/api/v1/order/${order._id}/pay-now/${token}/verify`, undefined, { ...signed, razorpaySignature: hmac('wrong', 'x') });
    expect(forged.statusCode).toBe(400);
  });

  it('the signed webhook alone converts an order whose customer never came back', async () => {
    const { order, checkout } = await codOrder();
    const { payment } = payAtRazorpay(checkout.id);
    const res = await webhook(payment);
    expect(res.json()).toMatchObject({ handled: true });
    expect(await orderRow(order._id)).toMatchObject({ paymentMethod: 'ONLINE', providerPaymentId: payment.id });
  });

  it('a payment that arrives after the dispatch is refunded through Razorpay, once, with the shop’s refund id as receipt', async () => {
    const { order, token, checkout } = await codOrder();
    await services.lifecycle.advance(order._id, 'confirmed');
    await services.lifecycle.advance(order._id, 'shipment_created');
    const { payment, signed } = payAtRazorpay(checkout.id);
    const [byWebhook, byVerify] = await Promise.all([webhook(payment), post(ctx, `/api/v1/order/${order._id}/pay-now/${token}/verify`, undefined, signed)]);
    expect(byWebhook.statusCode).toBe(200);
    expect(byVerify.statusCode).toBe(409);
    expect(byVerify.json()).toMatchObject({ details: { paymentRefund: { amount: 594, reason: PAY_NOW_MESSAGES.dispatched } } });
    await services.payOnline.reconcile({ minAgeMs: 0 });
    const written = await ctx.db.select().from(refunds).where(eq(refunds.providerPaymentId, payment.id));
    expect(written).toEqual([expect.objectContaining({ amountPaise: 59400, status: 'processed', orderId: null })]);
    expect(razorpay.refunds.filter((r) => r.payment_id === payment.id)).toEqual([expect.objectContaining({ amount: 59400, receipt: written[0]!.id })]);
    expect(await orderRow(order._id)).toMatchObject({ paymentMethod: 'COD', providerPaymentId: null });
  });
});
