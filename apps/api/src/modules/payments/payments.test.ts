import { CreateRazorpayOrderResponse, OrderResponse } from '@shop/contract/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacHex } from '../../adapters/payment/payment-provider';
import { loginAs } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createCoupon, createProduct, createUser, giveAddress, newPerson } from '../../../test/factories';
import { cartItems, orders, paymentAttempts, products } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => void (ctx = await createTestContext()));
afterAll(() => ctx.close());

/** A customer new to the shop: a verified phone and a street of its own, so the first-order offer is theirs. */
async function customer() {
  const user = await createUser(ctx.db);
  await newPerson(ctx.db, user.id);
  return { user, cookie: await loginAs(ctx, user) };
}

const post = (url: string, cookie: string | undefined, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });

async function startCheckout(cookie: string, productId: string, extra: object = {}) {
  const res = await post('/api/v1/order/create-razorpay-order', cookie, { items: [{ productId, quantity: 1, price: 1 }], ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return CreateRazorpayOrderResponse.parse(res.json());
}

/** The sandbox Checkout's Pay button: a genuinely signed response. */
async function pay(orderId: string) {
  const res = await ctx.app.inject({ method: 'POST', url: `/dev/payments/${orderId}/pay` });
  return res.json() as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
}

const verify = (cookie: string, r: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }, amount?: number) =>
  post('/api/v1/order/verify-razorpay-payment', cookie, {
    razorpayOrderId: r.razorpay_order_id,
    razorpayPaymentId: r.razorpay_payment_id,
    razorpaySignature: r.razorpay_signature,
    ...(amount === undefined ? {} : { amount }),
  });

describe('online payment', () => {
  it('gives the public key', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/order/getkey' });
    expect(res.json()).toEqual({ success: true, key: 'rzp_test_sandbox' });
  });

  it('charges the server-computed amount, whatever price the client sends, and places the order once paid', async () => {
    const { user, cookie } = await customer();
    const p = await createProduct(ctx.db, { mrpPaise: 69900, sellingPricePaise: 59400, stock: 5 });
    await post('/api/v1/cart/add-to-cart', cookie, { productId: p.id, quantity: 1 });
    const checkout = await startCheckout(cookie, p.id);
    expect(checkout).toMatchObject({ amount: 59400, currency: 'INR', freeOrder: false, order: null });

    const paid = await pay(checkout.id);
    const res = await verify(cookie, paid, checkout.amount);
    expect(res.statusCode).toBe(200);
    const { order } = OrderResponse.parse(res.json());
    expect(order).toMatchObject({ paymentMethod: 'ONLINE', paymentStatus: 'paid', total: 594 });
    expect(await ctx.db.$count(cartItems, eq(cartItems.userId, user.id))).toBe(0);
    const [attempt] = await ctx.db.select().from(paymentAttempts).where(eq(paymentAttempts.providerOrderId, checkout.id));
    expect(attempt).toMatchObject({ status: 'fulfilled', providerPaymentId: paid.razorpay_payment_id, orderId: order._id });
  });

  it('verifying twice, and the webhook as well, still makes exactly one order', async () => {
    const { user, cookie } = await customer();
    const p = await createProduct(ctx.db, { stock: 5 });
    const checkout = await startCheckout(cookie, p.id);
    const paid = await pay(checkout.id);
    const [a, b] = await Promise.all([verify(cookie, paid), verify(cookie, paid)]);
    expect(a.json().order._id).toBe(b.json().order._id);
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: paid.razorpay_payment_id, order_id: checkout.id, amount: checkout.amount } } },
    });
    const webhook = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(hmacHex(ctx.sessionSecret, 'sandbox-payments:webhook-secret'), body) },
      payload: body,
    });
    expect(webhook.statusCode).toBe(200);
    expect(await ctx.db.$count(orders, eq(orders.userId, user.id))).toBe(1);
    const [row] = await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, p.id));
    expect(row?.stock).toBe(4);
  });

  it('the webhook alone places the order when the browser never came back', async () => {
    const { user, cookie } = await customer();
    const p = await createProduct(ctx.db, { stock: 5 });
    const checkout = await startCheckout(cookie, p.id);
    const paid = await pay(checkout.id);
    const body = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: paid.razorpay_payment_id, order_id: checkout.id, amount: checkout.amount } } } });
    const secret = hmacHex(ctx.sessionSecret, 'sandbox-payments:webhook-secret');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(secret, body) },
      payload: body,
    });
    expect(res.json()).toEqual({ success: true, handled: true });
    const [order] = await ctx.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(order).toMatchObject({ providerPaymentId: paid.razorpay_payment_id, paymentProvider: 'sandbox', paymentStatus: 'paid' });
    // The browser coming back later gets the same order.
    expect((await verify(cookie, paid)).json().order._id).toBe(order!.id);
  });

  it('refuses a wrong or replayed-elsewhere signature, and creates no order', async () => {
    const { user, cookie } = await customer();
    const p = await createProduct(ctx.db, { stock: 5 });
    const checkout = await startCheckout(cookie, p.id);
    const paid = await pay(checkout.id);
    const forged = await verify(cookie, { ...paid, razorpay_signature: hmacHex('not-the-secret', `${checkout.id}|${paid.razorpay_payment_id}`) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Payment verification failed');
    const swapped = await verify(cookie, { ...paid, razorpay_payment_id: 'pay_other' });
    expect(swapped.statusCode).toBe(400);
    const wrongAmount = await verify(cookie, paid, checkout.amount + 1);
    expect(wrongAmount.statusCode).toBe(400);
    expect(await ctx.db.$count(orders, eq(orders.userId, user.id))).toBe(0);

    // Another customer presenting this payment gets nothing.
    const other = await customer();
    expect((await verify(other.cookie, paid)).statusCode).toBe(404);
    expect(await ctx.db.$count(orders, eq(orders.userId, other.user.id))).toBe(0);
  });

  it('refuses a webhook with a bad signature', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'deadbeef' },
      payload: '{"event":"payment.captured"}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('places a first order made free by its coupon without any payment', async () => {
    const { cookie } = await customer();
    const p = await createProduct(ctx.db, { stock: 5 });
    const free = await createCoupon(ctx.db, { type: 'free_order' });
    const checkout = await startCheckout(cookie, p.id, { coupon: { code: free.code } });
    expect(checkout).toMatchObject({ amount: 0, freeOrder: true });
    expect(checkout.order).toMatchObject({ total: 0, couponCode: free.code, paymentStatus: 'not_required' });
    // A second first order is not first any more.
    const again = await post('/api/v1/order/create-razorpay-order', cookie, { items: [{ productId: p.id, quantity: 1 }], coupon: { code: free.code } });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This coupon is only for your first order');
  });

  it('20 concurrent first orders with one first-order-free coupon: exactly one succeeds', async () => {
    const { user, cookie } = await customer();
    const p = await createProduct(ctx.db, { stock: 100 });
    const free = await createCoupon(ctx.db, { type: 'free_order' });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/v1/order/create-razorpay-order', cookie, { items: [{ productId: p.id, quantity: 1 }], coupon: { code: free.code } })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await ctx.db.$count(orders, eq(orders.userId, user.id))).toBe(1);
  });

  it('adds the free units of a buy-2-get-1 coupon at ₹0 to the paid order', async () => {
    const { cookie } = await customer();
    const big = await createProduct(ctx.db, { productName: 'Big', mrpPaise: 100000, sellingPricePaise: 100000, stock: 10 });
    const small = await createProduct(ctx.db, { productName: 'Small', mrpPaise: 30000, sellingPricePaise: 30000, stock: 10 });
    const b2g1 = await createCoupon(ctx.db, { type: 'buyXgetY', buyQuantity: 2, getQuantity: 1 });
    const res = await post('/api/v1/order/create-razorpay-order', cookie, {
      items: [
        { productId: big.id, quantity: 1 },
        { productId: small.id, quantity: 1 },
      ],
      coupon: { code: b2g1.code },
    });
    const checkout = CreateRazorpayOrderResponse.parse(res.json());
    expect(checkout.amount).toBe(130000);
    const { order } = OrderResponse.parse((await verify(cookie, await pay(checkout.id))).json());
    expect(order.items.filter((i) => i.isFree)).toEqual([expect.objectContaining({ name: 'Small', quantity: 1, unitPrice: 0, lineTotal: 0 })]);
    const [row] = await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, small.id));
    expect(row?.stock).toBe(8);
  });

  it('refuses an unserviceable address before any payment is opened', async () => {
    const user = await createUser(ctx.db);
    await giveAddress(ctx.db, user.id, 744101);
    const p = await createProduct(ctx.db);
    const res = await post('/api/v1/order/create-razorpay-order', await loginAs(ctx, user), { items: [{ productId: p.id, quantity: 1 }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Area not serviceable');
    expect(await ctx.db.$count(paymentAttempts, eq(paymentAttempts.userId, user.id))).toBe(0);
  });
});
