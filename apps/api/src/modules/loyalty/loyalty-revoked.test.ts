import { AdminOrderResponse } from '@shop/contract/admin';
import { OrderResponse } from '@shop/contract/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createCoupon, createProduct, createUser } from '../../../test/factories';
import { deliverSandboxWebhooks, openCheckout, paidOrder, payAtSandbox, post, servicesOf, shopper, verifyPayment } from '../../../test/payment-helpers';
import { loyaltyRecoveries, orders, refunds } from '../../db/schema';
import type { Services } from '../../services';

let ctx: TestContext;
let services: Services;
let staff: string;
let reward: Awaited<ReturnType<typeof createCoupon>>;
beforeAll(async () => {
  ctx = await createTestContext();
  services = await servicesOf(ctx);
  staff = await loginAs(ctx, await createUser(ctx.db, { role: 'admin' }));
  reward = await createCoupon(ctx.db, { type: 'loyalty', code: `LOYAL${Date.now() % 100000}`, afterOrders: 6, notValidForCod: true });
});
afterAll(() => ctx.close());

/** A customer with six delivered orders paid online, each of `quantity` units of one ₹594 product: the reward is earned. */
async function loyalCustomer(quantity = 1) {
  const customer = await shopper(ctx);
  const product = await createProduct(ctx.db, { stock: 100, mrpPaise: 69900, sellingPricePaise: 59400 });
  const ids: string[] = [];
  for (let i = 0; i < 6; i += 1) ids.push((await paidOrder(ctx, services, { customer, product, quantity, delivered: true })).order._id);
  return { ...customer, product, ids };
}
const status = async (cookie: string) => (await ctx.app.inject({ method: 'GET', url: '/api/v1/loyalty/status', headers: { cookie } })).json();
const adminOrder = async (ref: string) => AdminOrderResponse.parse((await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${ref}`, headers: { cookie: staff } })).json()).order;
const refundsOf = (orderId: string) => ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));

describe('the loyalty reward', () => {
  it('is taken back when its qualifying orders are returned or refunded in full before it is used', async () => {
    const { cookie, product, ids } = await loyalCustomer();
    expect(await status(cookie)).toMatchObject({ count: 6, rewardAvailable: true, couponCode: reward.code });

    // Three come back as returns; the other three are refunded in full by staff, without a return.
    for (const id of ids.slice(0, 3)) {
      const res = await post(ctx, `/api/v1/order/${id}/return`, cookie, { reason: 'Wrong item received' });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await status(cookie)).toMatchObject({ count: 3, rewardAvailable: false });
    for (const id of ids.slice(3)) expect((await post(ctx, `/api/v1/admin/orders/${id}/refunds`, staff, { amount: 594, reason: 'Bag arrived torn' })).statusCode).toBe(200);
    await deliverSandboxWebhooks(services);
    expect(await status(cookie)).toMatchObject({ count: 0, rewardAvailable: false, couponCode: null });

    // Typed at checkout, it is refused too.
    const pay = await post(ctx, '/api/v1/order/create-razorpay-order', cookie, { items: [{ productId: product.id, quantity: 2 }], coupon: { code: reward.code } });
    expect(pay.statusCode).toBe(422);
    expect(pay.json().message).toBe('Complete 6 more orders to unlock this reward');
  });

  it('used already, its value is kept back, once, from the refund of the return that leaves it unearned; staff see it first', async () => {
    // Six orders of two bags (₹1,188 each), then the reward: two bags, one free (₹594 off).
    const { cookie, product, ids } = await loyalCustomer(2);
    ctx.clock.advance(60_000);
    const checkout = await openCheckout(ctx, cookie, [{ productId: product.id, quantity: 2 }], { coupon: { code: reward.code } });
    const placed = await verifyPayment(ctx, cookie, await payAtSandbox(ctx, checkout.id));
    expect(placed.statusCode, placed.body).toBe(200);
    const rewardOrder = OrderResponse.parse(placed.json()).order;
    await deliverSandboxWebhooks(services);
    expect((await ctx.db.select().from(orders).where(eq(orders.id, rewardOrder._id)))[0]).toMatchObject({ couponDiscountPaise: 59400, totalPaise: 59400 });

    // Before anything comes back, staff see what a return of a qualifying order keeps back, and cannot refund it away.
    const before = await adminOrder(ids[0]!);
    expect(before.loyaltyRecovery).toEqual({ amount: 594, rewardOrderNumber: rewardOrder.customOrderId, recorded: false });
    expect(before.refundableAmount).toBe(594);
    const tooMuch = await post(ctx, `/api/v1/admin/orders/${ids[0]}/refunds`, staff, { amount: 1188, reason: 'Goodwill' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({
      reason: 'admin.refundKeepsLoyaltyReward',
      message: `At most ₹594.00 of this order can be refunded: ₹594.00 pays back the loyalty reward used on ${rewardOrder.customOrderId}, which this order helped earn`,
    });

    // Two qualifying orders come back and are received at once: the reward's value is kept back from one refund only.
    for (const id of ids.slice(0, 2)) {
      expect((await post(ctx, `/api/v1/order/${id}/return`, cookie, { reason: 'Wrong item received' })).statusCode).toBe(201);
      expect((await post(ctx, `/api/v1/admin/orders/${id}/return`, staff, { status: 'approved' })).statusCode).toBe(200);
    }
    const received = await Promise.all(ids.slice(0, 2).map((id) => post(ctx, `/api/v1/admin/orders/${id}/return`, staff, { status: 'received' })));
    for (const res of received) expect(res.statusCode, res.body).toBe(200);
    const amounts = (await Promise.all(ids.slice(0, 2).map(refundsOf))).map((rows) => rows.reduce((n, r) => n + r.amountPaise, 0));
    expect([...amounts].sort((a, b) => a - b)).toEqual([59400, 118800]);
    const recovered = await ctx.db.select().from(loyaltyRecoveries).where(eq(loyaltyRecoveries.rewardOrderId, rewardOrder._id));
    expect(recovered).toEqual([expect.objectContaining({ amountPaise: 59400, fromOrderId: ids[amounts.indexOf(59400)] })]);
    const keptFrom = ids[amounts.indexOf(59400)]!;
    const shown = await adminOrder(keptFrom);
    expect(shown.loyaltyRecovery).toEqual({ amount: 594, rewardOrderNumber: rewardOrder.customOrderId, recorded: true });
    // The customer is told what really goes back, and why the rest does not.
    const tracked = (await ctx.app.inject({ method: 'GET', url: `/api/v1/order/${keptFrom}/status`, headers: { cookie } })).json();
    expect(tracked.returnRequest.message).toMatch(/^We have received your return\. A refund of ₹594\.00 to your original payment method has been started .* ₹594\.00 is kept back: the free product of the loyalty reward you used was earned with this order\.$/);
    // The other qualifying orders refund in full now: the reward is paid back.
    expect((await adminOrder(ids[3]!)).loyaltyRecovery).toBeNull();
    expect((await post(ctx, `/api/v1/admin/orders/${ids[3]}/refunds`, staff, { amount: 1188, reason: 'Goodwill' })).statusCode).toBe(200);
    await deliverSandboxWebhooks(services);
    expect(await ctx.db.$count(loyaltyRecoveries)).toBe(1);
  });
});
