import { ORDER_MESSAGES, OrderResponse, PAYMENT_LIMITS } from '@shop/contract/orders';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers';
import type { TestContext } from '../../test/context';
import { createCoupon, createProduct, verifyPhone } from '../../test/factories';
import { deliverSandboxWebhooks, paidCheckout, openCheckout, payAtSandbox, post, servicesOf, shopper, verifyPayment, type LogBook, openShop } from '../../test/payment-helpers';
import { couponRedemptions, coupons, orders, paymentAttempts, products, refunds } from '../db/schema';
import type { Services } from '../services';

let ctx: TestContext, services: Services;
const book: LogBook = { warnings: [] };
beforeAll(async () => void ({ ctx, services } = await openShop({ book })));
afterAll(() => ctx.close());

const stockOf = async (id: string) => (await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const ordersOf = (userId: string) => ctx.db.select().from(orders).where(eq(orders.userId, userId));
const attemptOf = async (providerOrderId: string) => (await ctx.db.select().from(paymentAttempts).where(eq(paymentAttempts.providerOrderId, providerOrderId)))[0]!;
const orderlessRefunds = (paymentId: string) => ctx.db.select().from(refunds).where(and(eq(refunds.providerPaymentId, paymentId), isNull(refunds.orderId)));

describe('verify and webhook racing', () => {
  it('parallel verifies and webhooks on the last unit all answer with the one order; stock is taken once', async () => {
    const { user, cookie, product: p, checkout, paid } = await paidCheckout(ctx, 1, 1);
    // Checkout's response arrives five times (retries, two tabs) while the webhook is delivered.
    const [deliveries, ...answers] = await Promise.all([deliverSandboxWebhooks(services), ...Array.from({ length: 5 }, () => verifyPayment(ctx, cookie, paid))]);
    void deliveries;
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const ids = new Set(answers.map((r) => OrderResponse.parse(r.json()).order._id));
    expect(ids.size).toBe(1);
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(0);
    expect(await attemptOf(checkout.id)).toMatchObject({ status: 'fulfilled', providerPaymentId: paid.razorpay_payment_id });
  });

  it('a payment whose units went meanwhile (staff took the stock): no order, the payment refunded, and told so', async () => {
    const a = await shopper(ctx);
    const p = await createProduct(ctx.db, { stock: 1, productName: 'Last Bag' });
    const checkoutA = await openCheckout(ctx, a.cookie, [{ productId: p.id, quantity: 1 }]);
    // The last bag is found damaged in the warehouse while the customer pays.
    await ctx.db.update(products).set({ stock: 0 }).where(eq(products.id, p.id));
    const paidA = await payAtSandbox(ctx, checkoutA.id);
    const loser = await verifyPayment(ctx, a.cookie, paidA);
    expect(loser.statusCode).toBe(409);
    expect(loser.json()).toMatchObject({
      code: 'CONFLICT',
      message: ORDER_MESSAGES.paymentRefunded({ problem: 'Last Bag is out of stock' }),
      details: { paymentRefund: { amount: checkoutA.amount / 100, reason: 'Last Bag is out of stock' } },
    });
    expect(await stockOf(p.id)).toBe(0);
    // The refund went to the provider at once; its refund.processed webhook settles it.
    const [refund] = await orderlessRefunds(paidA.razorpay_payment_id);
    expect(refund).toMatchObject({ status: 'processing', amountPaise: checkoutA.amount });
    await deliverSandboxWebhooks(services);
    expect((await orderlessRefunds(paidA.razorpay_payment_id))[0]).toMatchObject({ status: 'processed' });
    expect(await attemptOf(paidA.razorpay_order_id)).toMatchObject({ status: 'refunded' });
    // Replaying the verify of the refunded payment never makes an order.
    const replay = await verifyPayment(ctx, a.cookie, paidA);
    expect(replay.statusCode).toBe(409);
    expect(await ordersOf(a.user.id)).toHaveLength(0);
  });

  it('a second payment on one provider order is recorded and refunded, never a 5xx, never a second order', async () => {
    const { user, cookie, product: p, checkout, paid: first } = await paidCheckout(ctx, 5, 1);
    const second = await payAtSandbox(ctx, checkout.id);
    expect((await verifyPayment(ctx, cookie, first)).statusCode).toBe(200);
    const again = await verifyPayment(ctx, cookie, second);
    expect(again.statusCode).toBe(409);
    expect(again.json().details.paymentRefund).toEqual({ amount: checkout.amount / 100, reason: ORDER_MESSAGES.paymentAlreadyUsed });
    // The webhooks of both payments (and of the refund) arrive too, each answered 200.
    await deliverSandboxWebhooks(services);
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(4);
    expect(await orderlessRefunds(second.razorpay_payment_id)).toEqual([expect.objectContaining({ status: 'processed', amountPaise: checkout.amount })]);
    expect(await orderlessRefunds(first.razorpay_payment_id)).toEqual([]);
    expect(await attemptOf(checkout.id)).toMatchObject({ status: 'fulfilled', providerPaymentId: first.razorpay_payment_id });
  });
});

describe('a paid attempt is checked again as it becomes an order', () => {
  it('a once-per-customer coupon on three open attempts is used once; the other two payments are refunded', async () => {
    const { user, cookie } = await shopper(ctx);
    const p = await createProduct(ctx.db, { stock: 10, mrpPaise: 100000, sellingPricePaise: 100000 });
    const coupon = await createCoupon(ctx.db, { type: 'flat', discountAmountPaise: 10000, usageLimitPerUser: 1 });
    const opened = [];
    for (let i = 0; i < 3; i += 1) opened.push(await openCheckout(ctx, cookie, [{ productId: p.id, quantity: 1 }], { coupon: { code: coupon.code } }));
    const paid = await Promise.all(opened.map((c) => payAtSandbox(ctx, c.id)));
    const answers = await Promise.all(paid.map((r) => verifyPayment(ctx, cookie, r)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const r of answers.filter((x) => x.statusCode === 409)) expect(r.json().details.paymentRefund.reason).toBe('You have already used this coupon');
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await ctx.db.$count(couponRedemptions, eq(couponRedemptions.couponId, coupon.id))).toBe(1);
    expect(await stockOf(p.id)).toBe(9);
  });

  it('a loyalty reward opened on three attempts is redeemed once', async () => {
    const { user, cookie } = await shopper(ctx);
    const p = await createProduct(ctx.db, { stock: 20, mrpPaise: 50000, sellingPricePaise: 50000 });
    const reward = await createCoupon(ctx.db, { type: 'loyalty', afterOrders: 2 });
    for (let i = 0; i < 2; i += 1) {
      const placed = await post(ctx, '/api/v1/order/create-order', cookie, { items: [{ productId: p.id, quantity: 1 }], payment: { method: 'COD' } });
      await services.lifecycle.advance(placed.json().order._id, 'delivered');
    }
    const opened = [];
    for (let i = 0; i < 3; i += 1) opened.push(await openCheckout(ctx, cookie, [{ productId: p.id, quantity: 2 }], { coupon: { code: reward.code } }));
    const answers = await Promise.all((await Promise.all(opened.map((c) => payAtSandbox(ctx, c.id)))).map((r) => verifyPayment(ctx, cookie, r)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await ctx.db.$count(couponRedemptions, eq(couponRedemptions.couponId, reward.id))).toBe(1);
    expect((await ordersOf(user.id)).filter((o) => o.couponCode === reward.code)).toHaveLength(1);
  });

  it('an attempt opened before staff deactivated its coupon, raised the price or hid the product is refunded', async () => {
    const { user, cookie } = await shopper(ctx);
    const cases = [
      async (productId: string, couponId: string) => void (await ctx.db.update(coupons).set({ isActive: false }).where(eq(coupons.id, couponId))),
      async (productId: string) => void (await ctx.db.update(products).set({ mrpPaise: 99900, sellingPricePaise: 59900 }).where(eq(products.id, productId))),
      async (productId: string) => void (await ctx.db.update(products).set({ isHidden: true }).where(eq(products.id, productId))),
    ];
    const reasons = [];
    for (const change of cases) {
      const p = await createProduct(ctx.db, { stock: 5, mrpPaise: 50000, sellingPricePaise: 50000 });
      const coupon = await createCoupon(ctx.db, { type: 'percentage', discountPercent: 10 });
      const checkout = await openCheckout(ctx, cookie, [{ productId: p.id, quantity: 1 }], { coupon: { code: coupon.code } });
      await change(p.id, coupon.id);
      const res = await verifyPayment(ctx, cookie, await payAtSandbox(ctx, checkout.id));
      expect(res.statusCode, res.body).toBe(409);
      reasons.push(res.json().details.paymentRefund.reason);
      expect(await stockOf(p.id)).toBe(5);
    }
    expect(reasons).toEqual([expect.stringMatching(/no longer active/), ORDER_MESSAGES.priceChanged, expect.stringMatching(/no longer available/)]);
    expect(await ordersOf(user.id)).toHaveLength(0);
  });

  it('an attempt paid after it expired is refunded; one nobody paid is marked expired by reconciliation', async () => {
    const { user, cookie } = await shopper(ctx);
    const p = await createProduct(ctx.db, { stock: 5 });
    const late = await openCheckout(ctx, cookie, [{ productId: p.id, quantity: 1 }]);
    const unpaid = await openCheckout(ctx, cookie, [{ productId: p.id, quantity: 1 }]);
    ctx.clock.advance((PAYMENT_LIMITS.attemptTtlMinutes + 1) * 60_000);
    try {
      // The session cookie has expired meanwhile: signed in again.
      const later = await loginAs(ctx, user);
      const res = await verifyPayment(ctx, later, await payAtSandbox(ctx, late.id));
      expect(res.statusCode).toBe(409);
      expect(res.json().details.paymentRefund.reason).toBe(ORDER_MESSAGES.paymentExpired);
      await services.payOnline.reconcile();
      expect(await attemptOf(unpaid.id)).toMatchObject({ status: 'expired' });
      expect(await attemptOf(late.id)).toMatchObject({ status: 'refunding' });
      // Money that arrives for the expired attempt later still goes back.
      const after = await verifyPayment(ctx, later, await payAtSandbox(ctx, unpaid.id));
      expect(after.json().details.paymentRefund.reason).toBe(ORDER_MESSAGES.paymentExpired);
      expect(await ordersOf(user.id)).toHaveLength(0);
      expect(await stockOf(p.id)).toBe(5);
    } finally {
      ctx.clock.advance(-(PAYMENT_LIMITS.attemptTtlMinutes + 1) * 60_000);
    }
  });

  it('a payment made in time is the order however late the shop hears of it: by the webhook, and by Checkout’s answer', async () => {
    const byWebhook = await paidCheckout(ctx, 5, 1);
    const byAnswer = await paidCheckout(ctx, 5, 1);
    // Both paid within the checkout's time; the bank's confirmation and the customer's browser come after it closed.
    ctx.clock.advance((PAYMENT_LIMITS.attemptTtlMinutes + 5) * 60_000);
    try {
      await deliverSandboxWebhooks(services);
      expect(await attemptOf(byWebhook.checkout.id)).toMatchObject({ status: 'fulfilled', providerPaymentId: byWebhook.paid.razorpay_payment_id });
      expect(await ordersOf(byWebhook.user.id)).toEqual([expect.objectContaining({ paymentStatus: 'paid', totalPaise: byWebhook.checkout.amount })]);
      expect(await orderlessRefunds(byWebhook.paid.razorpay_payment_id)).toEqual([]);
      expect(await stockOf(byWebhook.product.id)).toBe(4);

      const later = await loginAs(ctx, byAnswer.user);
      const res = await verifyPayment(ctx, later, byAnswer.paid);
      expect(res.statusCode, res.body).toBe(200);
      const placed = await ordersOf(byAnswer.user.id);
      expect(placed.map((o) => o.id)).toEqual([OrderResponse.parse(res.json()).order._id]);
      expect(await orderlessRefunds(byAnswer.paid.razorpay_payment_id)).toEqual([]);
    } finally {
      ctx.clock.advance(-(PAYMENT_LIMITS.attemptTtlMinutes + 5) * 60_000);
    }
  });
});

describe('reconciliation', () => {
  it('completes a payment whose browser and webhook never came', async () => {
    const { user, cookie, product: p, checkout, paid } = await paidCheckout(ctx, 5, 2);
    // Too young for the interval run; the start-up run looks at every open attempt.
    await services.payOnline.reconcile();
    expect(await ordersOf(user.id)).toHaveLength(0);
    await services.payOnline.reconcile({ minAgeMs: 0 });
    const [order] = await ordersOf(user.id);
    expect(order).toMatchObject({ providerPaymentId: paid.razorpay_payment_id, totalPaise: checkout.amount });
    expect(await stockOf(p.id)).toBe(3);
    // The browser, coming back late, gets the same order.
    expect(OrderResponse.parse((await verifyPayment(ctx, cookie, paid)).json()).order._id).toBe(order!.id);
  });

  it('runs once across processes: a second runner finds the lease taken', async () => {
    const other = await servicesOf(ctx);
    const [a, b] = await Promise.all([services.jobs.runNow('reconcile-payments'), other.jobs.runNow('reconcile-payments')]);
    expect([a, b].filter(Boolean).length).toBeGreaterThanOrEqual(1);
    // Held for the length of a run: two runners never both hold it at once.
    const held = await ctx.db.transaction(async (tx) => {
      const { LOCK_KEYS, tryLockUntilCommit } = await import('../db/locks');
      expect(await tryLockUntilCommit(tx, LOCK_KEYS.job('reconcile-payments'))).toBe(true);
      return other.jobs.runNow('reconcile-payments');
    });
    expect(held).toBe(false);
  });
});

describe('idempotent placement', () => {
  it('a retried Cash on Delivery order with the same Idempotency-Key returns the first order, even racing', async () => {
    const { user, cookie } = await shopper(ctx);
    const p = await createProduct(ctx.db, { stock: 10 });
    const body = { items: [{ productId: p.id, quantity: 2 }], payment: { method: 'COD' } };
    const key = { 'idempotency-key': 'checkout-7f3c9a1e-0001' };
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(ctx, '/api/v1/order/create-order', cookie, body, key)));
    for (const r of answers) expect(r.statusCode, r.body).toBe(201);
    expect(new Set(answers.map((r) => r.json().order._id)).size).toBe(1);
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(8);
    const changed = await post(ctx, '/api/v1/order/create-order', cookie, { ...body, items: [{ productId: p.id, quantity: 3 }] }, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toBe(ORDER_MESSAGES.idempotencyKeyReused);
    // Without a key, or with a new one, it is a new order.
    expect((await post(ctx, '/api/v1/order/create-order', cookie, body, { 'idempotency-key': 'checkout-7f3c9a1e-0002' })).statusCode).toBe(201);
    expect(await ordersOf(user.id)).toHaveLength(2);
    for (const bad of ['short', 'x'.repeat(101), 'has space inside']) {
      const res = await post(ctx, '/api/v1/order/create-order', cookie, body, { 'idempotency-key': bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toMatch(/Idempotency-Key/);
    }
  });

  it('a retried online checkout with the same key opens one provider order, and a free order is placed once', async () => {
    const { user, cookie } = await shopper(ctx);
    const p = await createProduct(ctx.db, { stock: 10 });
    const key = { 'idempotency-key': 'checkout-online-0001' };
    const [a, b] = await Promise.all([openCheckout(ctx, cookie, [{ productId: p.id, quantity: 1 }], {}, key), openCheckout(ctx, cookie, [{ productId: p.id, quantity: 1 }], {}, key)]);
    expect(a.id).toBe(b.id);
    expect(await ctx.db.$count(paymentAttempts, eq(paymentAttempts.userId, user.id))).toBe(1);
    const other = await post(ctx, '/api/v1/order/create-razorpay-order', cookie, { items: [{ productId: p.id, quantity: 2 }] }, key);
    expect(other.statusCode).toBe(422);

    const fresh = await shopper(ctx);
    await verifyPhone(ctx.db, fresh.user.id);
    const free = await createCoupon(ctx.db, { type: 'free_order' });
    const freeKey = { 'idempotency-key': 'checkout-free-0001' };
    const answers = await Promise.all(Array.from({ length: 3 }, () => openCheckout(ctx, fresh.cookie, [{ productId: p.id, quantity: 1 }], { coupon: { code: free.code } }, freeKey)));
    expect(new Set(answers.map((x) => x.order?._id)).size).toBe(1);
    expect(answers.every((x) => x.freeOrder)).toBe(true);
    expect(await ordersOf(fresh.user.id)).toHaveLength(1);
  });
});

describe('per-product caps', () => {
  it('counts a product repeated on several lines as one line', async () => {
    const { user, cookie } = await shopper(ctx);
    const p = await createProduct(ctx.db, { stock: 100, productName: 'Repeated Litter' });
    const items = Array.from({ length: 3 }, () => ({ productId: p.id, quantity: 10 }));
    const cod = await post(ctx, '/api/v1/order/create-order', cookie, { items, payment: { method: 'COD' } });
    expect(cod.statusCode).toBe(422);
    expect(cod.json().message).toBe('You can order at most 10 of Repeated Litter');
    const online = await post(ctx, '/api/v1/order/create-razorpay-order', cookie, { items });
    expect(online.statusCode).toBe(422);
    expect(await ordersOf(user.id)).toHaveLength(0);
    expect(await stockOf(p.id)).toBe(100);
  });
});

describe('background work', () => {
  it('logged nothing unexpected', () => {
    expect(book.warnings).toEqual([]);
  });
});
