import { OrderResponse } from '@shop/contract/orders';
import { PaymentStatusResponse } from '@shop/contract/payment-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacHex } from '../adapters/payment/payment-provider';
import { loginAs } from '../../test/auth-helpers';
import type { TestContext } from '../../test/context';
import { createProduct } from '../../test/factories';
import { deliverSandboxWebhooks, openCheckout, payAtSandbox, shopper, verifyPayment, openShop } from '../../test/payment-helpers';
import { orders, paymentAttempts, products } from '../db/schema';
import type { Services } from '../services';

/**
 * A customer who pays in their UPI app and never comes back to the shop's page: the webhook alone places the order,
 * exactly once whatever else completes it at the same moment, and the page they come back to (at once, or hours
 * later) finds it through the payment's status.
 */
let ctx: TestContext, services: Services;
beforeAll(async () => void ({ ctx, services } = await openShop()));
afterAll(() => ctx.close());

const HOUR_MS = 60 * 60 * 1000;

const ordersOfUser = (userId: string) => ctx.db.select().from(orders).where(eq(orders.userId, userId));
const stockOf = async (productId: string) => (await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock;

function paymentStatus(cookie: string | undefined, providerOrderId: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/v1/order/payment-status/${encodeURIComponent(providerOrderId)}`, headers: cookie ? { cookie } : {} });
}

async function statusOf(cookie: string, providerOrderId: string) {
  const res = await paymentStatus(cookie, providerOrderId);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return PaymentStatusResponse.parse(res.json());
}

/** The webhook Razorpay sends for a captured payment, signed as the sandbox signs it. */
function postCapturedWebhook(event: 'payment.captured' | 'order.paid', paymentId: string, providerOrderId: string, amountPaise: number) {
  const body = JSON.stringify({ event, payload: { payment: { entity: { id: paymentId, order_id: providerOrderId, amount: amountPaise, status: 'captured' } } } });
  const secret = hmacHex(ctx.sessionSecret, 'sandbox-payments:webhook-secret');
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/payments/razorpay/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(secret, body) },
    payload: body,
  });
}

/** A customer paying for one unit of a product with five in stock; paid in their UPI app, the page never told. */
async function paidInUpiApp() {
  const { user, cookie } = await shopper(ctx);
  const product = await createProduct(ctx.db, { stock: 5, mrpPaise: 69900, sellingPricePaise: 54900 });
  const checkout = await openCheckout(ctx, cookie, [{ productId: product.id, quantity: 1 }]);
  // Before any payment the page coming back is told to wait.
  expect(await statusOf(cookie, checkout.id)).toMatchObject({ status: 'awaiting', order: null, refund: null });
  const paid = await payAtSandbox(ctx, checkout.id);
  return { user, cookie, product, checkout, paid };
}

describe('the webhook alone places the order of a customer who never came back', () => {
  it('places it once, however often the webhook (payment.captured, then order.paid) and the reconciliation job come', async () => {
    const { user, cookie, product, checkout, paid } = await paidInUpiApp();
    // Paid, but the shop has not heard yet: still waiting, never "closed".
    expect(await statusOf(cookie, checkout.id)).toMatchObject({ status: 'awaiting', order: null });

    await deliverSandboxWebhooks(services);
    const placed = await ordersOfUser(user.id);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ providerOrderId: checkout.id, providerPaymentId: paid.razorpay_payment_id, paymentStatus: 'paid', paymentMethod: 'ONLINE' });

    // Razorpay retries, and sends order.paid for the same payment; the reconciliation job looks too.
    for (const event of ['payment.captured', 'order.paid', 'payment.captured'] as const) {
      const again = await postCapturedWebhook(event, paid.razorpay_payment_id, checkout.id, checkout.amount);
      expect(again.json()).toEqual({ success: true, handled: true });
    }
    await services.payOnline.reconcile({ minAgeMs: 0 });
    expect(await ordersOfUser(user.id)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(4);
    const [attempt] = await ctx.db.select().from(paymentAttempts).where(eq(paymentAttempts.providerOrderId, checkout.id));
    expect(attempt).toMatchObject({ status: 'fulfilled', orderId: placed[0]!.id });

    const status = await statusOf(cookie, checkout.id);
    expect(status).toMatchObject({ status: 'placed', refund: null });
    expect(status.order).toMatchObject({ _id: placed[0]!.id, customOrderId: placed[0]!.customOrderId, paymentMethod: 'ONLINE', total: 549 });
  });

  it('order.paid alone places it too', async () => {
    const { user, checkout, paid } = await paidInUpiApp();
    const res = await postCapturedWebhook('order.paid', paid.razorpay_payment_id, checkout.id, checkout.amount);
    expect(res.json()).toEqual({ success: true, handled: true });
    expect(await ordersOfUser(user.id)).toHaveLength(1);
  });
});

describe('verify and the webhook racing', () => {
  it('give one order, the same one to both, over several races', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { user, cookie, product, checkout, paid } = await paidInUpiApp();
      const [verified, , webhook] = await Promise.all([
        verifyPayment(ctx, cookie, paid),
        deliverSandboxWebhooks(services),
        postCapturedWebhook('order.paid', paid.razorpay_payment_id, checkout.id, checkout.amount),
      ]);
      expect(verified.statusCode, verified.body).toBe(200);
      expect(webhook.json()).toEqual({ success: true, handled: true });
      const placed = await ordersOfUser(user.id);
      expect(placed).toHaveLength(1);
      expect(OrderResponse.parse(verified.json()).order._id).toBe(placed[0]!.id);
      expect(await stockOf(product.id)).toBe(4);
      expect((await statusOf(cookie, checkout.id)).order?._id).toBe(placed[0]!.id);
    }
  });
});

describe('the page the customer comes back to', () => {
  it('finds the order hours after the webhook placed it, and verify then answers the same order', async () => {
    const { user, checkout, paid } = await paidInUpiApp();
    await deliverSandboxWebhooks(services);
    const [order] = await ordersOfUser(user.id);
    ctx.clock.advance(5 * HOUR_MS);
    await services.payOnline.reconcile({ minAgeMs: 0 });
    // Hours later the short-lived session has been renewed (as the web client does on its first 401).
    const cookie = await loginAs(ctx, user);
    const status = await statusOf(cookie, checkout.id);
    expect(status).toMatchObject({ status: 'placed', order: { _id: order!.id, customOrderId: order!.customOrderId } });
    // A Checkout that still answers (the tab was alive after all) gets the same order, not a second one.
    const verified = await verifyPayment(ctx, cookie, paid);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(OrderResponse.parse(verified.json()).order._id).toBe(order!.id);
    expect(await ordersOfUser(user.id)).toHaveLength(1);
  });

  it('coming back before the webhook, it waits, then finds the order the webhook placed', async () => {
    const { user, cookie, checkout } = await paidInUpiApp();
    expect(await statusOf(cookie, checkout.id)).toMatchObject({ status: 'awaiting' });
    await deliverSandboxWebhooks(services);
    const [order] = await ordersOfUser(user.id);
    expect(await statusOf(cookie, checkout.id)).toMatchObject({ status: 'placed', order: { _id: order!.id } });
  });

  it('says a checkout nobody paid is closed once the reconciliation job has expired it, and places nothing', async () => {
    const { user, cookie: first } = await shopper(ctx);
    const product = await createProduct(ctx.db, { stock: 5 });
    const checkout = await openCheckout(ctx, first, [{ productId: product.id, quantity: 1 }]);
    ctx.clock.advance(2 * HOUR_MS);
    const cookie = await loginAs(ctx, user);
    // Past its time, but the provider not yet asked: still waiting rather than claiming nothing was paid.
    expect(await statusOf(cookie, checkout.id)).toMatchObject({ status: 'awaiting' });
    await services.payOnline.reconcile({ minAgeMs: 0 });
    expect(await statusOf(cookie, checkout.id)).toMatchObject({ status: 'closed', order: null, refund: null });
    expect(await ordersOfUser(user.id)).toHaveLength(0);
  });

  it('tells of the refund when a payment could not become an order', async () => {
    const { user, cookie, checkout, paid } = await paidInUpiApp();
    // The checkout expired before its payment reached the shop: the money goes back.
    await ctx.db.update(paymentAttempts).set({ expiresAt: new Date(ctx.clock.now().getTime() - 60_000) }).where(eq(paymentAttempts.providerOrderId, checkout.id));
    const res = await postCapturedWebhook('payment.captured', paid.razorpay_payment_id, checkout.id, checkout.amount);
    expect(res.json()).toEqual({ success: true, handled: true });
    expect(await statusOf(cookie, checkout.id)).toMatchObject({ status: 'refunded', order: null, refund: { amount: 549, reason: expect.stringContaining('expired') } });
    expect(await ordersOfUser(user.id)).toHaveLength(0);
  });

  it("is refused for another customer's payment, for a malformed reference and without signing in", async () => {
    const { checkout } = await paidInUpiApp();
    const other = await shopper(ctx);
    const foreign = await paymentStatus(other.cookie, checkout.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ reason: 'order.paymentNotFound', message: 'We could not find this payment.' });
    expect((await paymentStatus(other.cookie, 'order_nosuchone')).statusCode).toBe(404);
    expect((await paymentStatus(other.cookie, 'order$bad')).statusCode).toBe(400);
    expect((await paymentStatus(other.cookie, `order_${'x'.repeat(80)}`)).statusCode).toBe(400);
    expect((await paymentStatus(undefined, checkout.id)).statusCode).toBe(401);
  });
});

describe("the sandbox gateway's UPI pages", () => {
  it('Checkout learns of a payment made in the UPI app by polling, with the same signed response verify accepts', async () => {
    const { user, cookie } = await shopper(ctx);
    const product = await createProduct(ctx.db, { stock: 5 });
    const checkout = await openCheckout(ctx, cookie, [{ productId: product.id, quantity: 1 }]);
    const result = () => ctx.app.inject({ method: 'GET', url: `/dev/payments/${checkout.id}/result` });
    expect((await result()).json()).toEqual({ status: 'created', response: null });

    const app = await ctx.app.inject({ method: 'GET', url: `/dev/payments/${checkout.id}/upi?app=phonepe` });
    expect(app.statusCode).toBe(200);
    expect(app.headers['content-type']).toContain('text/html');
    expect(app.body).toContain('<h1>PhonePe</h1>');
    expect(app.body).toContain('src="/dev/payments/upi-app.js"');
    expect((await ctx.app.inject({ method: 'GET', url: `/dev/payments/${checkout.id}/upi?app=nosuchapp` })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/dev/payments/order_nosuchone/upi?app=bhim' })).statusCode).toBe(404);

    const qr = await ctx.app.inject({ method: 'GET', url: `/dev/payments/${checkout.id}/qr.svg` });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.body).toMatch(/^<svg[^>]*viewBox/);

    const paid = await payAtSandbox(ctx, checkout.id);
    const polled = (await result()).json() as { status: string; response: typeof paid };
    expect(polled).toEqual({ status: 'paid', response: { razorpay_order_id: paid.razorpay_order_id, razorpay_payment_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature } });
    const verified = await verifyPayment(ctx, cookie, polled.response);
    expect(verified.statusCode, verified.body).toBe(200);
    await deliverSandboxWebhooks(services);
    expect(await ordersOfUser(user.id)).toHaveLength(1);
  });
});
