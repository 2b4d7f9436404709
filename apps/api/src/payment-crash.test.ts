import { CreateRazorpayOrderResponse } from '@shop/contract/orders';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../test/auth-helpers';
import { useCrashHarness } from '../test/crash-harness';
import { createTestClock } from '../test/context';
import { createCoupon, createProduct, createUser, giveAddress } from '../test/factories';
import { startServer, waitForHealth, waitUntil } from '../test/server-process';
import { couponRedemptions, orderItems, orders, products, refunds, sandboxCaptures } from './db/schema';

/**
 * The shop killed with SIGKILL in the middle of checkouts: payments captured, some verifies in flight, webhooks
 * not yet delivered. Started again, it must turn every captured payment into exactly one order or one refund.
 */
const crash = useCrashHarness('shop_crash');

describe('a crash in the middle of checkouts', () => {
  it('every captured payment becomes exactly one order or is refunded; stock and coupon uses agree', async () => {
    const db = crash.database.db;
    const { env, port, sessionSecret } = await crash.serverEnv();

    const STOCK = 5;
    // Plenty while the checkouts open (each holds its units against the others), then a stock count finds only
    // STOCK on the shelf while they pay.
    const product = await createProduct(db, { stock: 100, mrpPaise: 50000, sellingPricePaise: 50000 });
    const once = await createCoupon(db, { type: 'flat', discountAmountPaise: 5000, usageLimitPerUser: 1 });
    const clock = createTestClock();
    const shoppers = [];
    for (let i = 0; i < 4; i += 1) {
      const user = await createUser(db);
      await giveAddress(db, user.id);
      shoppers.push({ user, cookie: await loginAs({ db, sessionSecret, clock }, user) });
    }

    const first = startServer(env);
    crash.servers.push(first);
    await waitForHealth(port, first);
    const base = `http://127.0.0.1:${port}`;
    const call = (path: string, cookie: string | null, body?: object) =>
      fetch(`${base}${path}`, { method: 'POST', headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) }, body: body ? JSON.stringify(body) : undefined });

    // Eight checkouts for 2 units each of a product that turns out to have 5 in stock; two customers use a once-per-customer
    // coupon on two checkouts each. Far more is paid for than can be sold.
    const opened: Array<{ id: string; cookie: string }> = [];
    for (const [i, s] of shoppers.entries()) {
      for (let j = 0; j < 2; j += 1) {
        const res = await call('/api/v1/order/create-razorpay-order', s.cookie, { items: [{ productId: product.id, quantity: 2 }], ...(i < 2 ? { coupon: { code: once.code } } : {}) });
        expect(res.status).toBe(200);
        opened.push({ id: CreateRazorpayOrderResponse.parse(await res.json()).id, cookie: s.cookie });
      }
    }
    await db.update(products).set({ stock: STOCK }).where(eq(products.id, product.id));
    const paid = [];
    for (const o of opened) {
      const res = await call(`/dev/payments/${o.id}/pay`, null);
      expect(res.status).toBe(200);
      paid.push({ ...o, response: (await res.json()) as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string } });
    }
    // Half the browsers come back; the process dies while their verifies are in flight.
    for (const p of paid.slice(0, 4)) {
      void call('/api/v1/order/verify-razorpay-payment', p.cookie, {
        razorpayOrderId: p.response.razorpay_order_id,
        razorpayPaymentId: p.response.razorpay_payment_id,
        razorpaySignature: p.response.razorpay_signature,
      }).catch(() => undefined);
    }
    first.child.kill('SIGKILL');
    await first.exited;

    const second = startServer(env);
    crash.servers.push(second);
    await waitForHealth(port, second);

    const captured = await db.select().from(sandboxCaptures);
    expect(captured).toHaveLength(8);
    const paymentIds = captured.map((c) => c.id);
    const settled = async () => {
      const placed = await db.select({ pay: orders.providerPaymentId }).from(orders).where(inArray(orders.providerPaymentId, paymentIds));
      const back = await db.select({ pay: refunds.providerPaymentId }).from(refunds).where(and(inArray(refunds.providerPaymentId, paymentIds), isNull(refunds.orderId)));
      return { placed: placed.map((r) => r.pay!), back: back.map((r) => r.pay) };
    };
    await waitUntil(
      async () => {
        const { placed, back } = await settled();
        return placed.length + back.length === paymentIds.length;
      },
      async () => JSON.stringify(await settled()) + second.output(),
    );

    const { placed, back } = await settled();
    // Each payment exactly once: an order or a refund, never both, never two orders.
    expect(new Set([...placed, ...back]).size).toBe(8);
    expect(placed.filter((p) => back.includes(p))).toEqual([]);
    // Two units an order, five in stock: at most two orders, and stock agrees with what was sold.
    const sold = await db.select({ quantity: orderItems.quantity }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId)).where(eq(orderItems.productId, product.id));
    const [left] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id));
    expect(left!.stock).toBe(STOCK - sold.reduce((n, r) => n + r.quantity, 0));
    expect(left!.stock).toBeGreaterThanOrEqual(0);
    expect(placed.length).toBe(2);
    // The once-per-customer coupon: used at most once per customer, and once per order that carries it.
    const uses = await db.select({ userId: couponRedemptions.userId }).from(couponRedemptions).where(eq(couponRedemptions.couponId, once.id));
    expect(new Set(uses.map((u) => u.userId)).size).toBe(uses.length);
    expect(uses.length).toBe(await db.$count(orders, eq(orders.couponId, once.id)));

    second.child.kill('SIGINT');
    expect(await second.exited, second.output()).toBe(0);
  }, 180_000);
});
