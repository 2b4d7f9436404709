import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers';
import { useTestContext } from '../../../test/context';
import { createCoupon, createProduct, createUser } from '../../../test/factories';
import { paidOrder, post, servicesOf, shopper } from '../../../test/payment-helpers';
import type { Services } from '../../services';

const ctx = useTestContext();
let services: Services;
let staff: string;
beforeAll(async () => {
  services = await servicesOf(ctx);
  staff = await loginAs(ctx, await createUser(ctx.db, { role: 'admin' }));
});

const programme = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/loyalty/programme' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toMatch(/^public/);
  return res.json();
};
const status = async (cookie: string) => (await ctx.app.inject({ method: 'GET', url: '/api/v1/loyalty/status', headers: { cookie } })).json();
const setRewardOrders = async (id: string, afterOrders: number) => {
  const res = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/coupons/${id}`, headers: { cookie: staff }, payload: { afterOrders } });
  expect(res.statusCode, res.body).toBe(200);
};

describe("the loyalty reward's target", () => {
  it('is the default 6 while the shop offers no loyalty reward, with nothing to use', async () => {
    const cookie = await loginAs(ctx, await createUser(ctx.db));
    expect(await status(cookie)).toEqual({ success: true, count: 0, target: 6, remaining: 6, rewardAvailable: false, couponCode: null });
    // What the FAQ and terms state, for anyone, signed in or not.
    expect(await programme()).toEqual({ success: true, target: 6 });
  });

  it("is the reward coupon's own order count: staff raising it to 8 changes what a customer with 6 sees and can use", async () => {
    const reward = await createCoupon(ctx.db, { type: 'loyalty', code: 'PAWS8', afterOrders: 6, notValidForCod: true });
    const customer = await shopper(ctx);
    const product = await createProduct(ctx.db, { stock: 100, mrpPaise: 69900, sellingPricePaise: 59400 });
    for (let i = 0; i < 6; i += 1) await paidOrder(ctx, services, { customer, product, delivered: true });
    const { cookie } = customer;
    expect(await status(cookie)).toEqual({ success: true, count: 6, target: 6, remaining: 0, rewardAvailable: true, couponCode: 'PAWS8' });

    expect(await programme()).toEqual({ success: true, target: 6 });
    await setRewardOrders(reward.id, 8);
    expect(await status(cookie)).toEqual({ success: true, count: 6, target: 8, remaining: 2, rewardAvailable: false, couponCode: null });
    // Staff's change reaches what everyone reads at once (the public answer is kept only until the coupons change).
    expect(await programme()).toEqual({ success: true, target: 8 });
    // The coupon check says the same as the status: two more orders.
    await ctx.app.inject({ method: 'POST', url: '/api/v1/cart/add-to-cart', headers: { cookie }, payload: { productId: product.id, quantity: 2 } });
    const refused = await post(ctx, '/api/v1/order/validate-coupon', cookie, { couponCode: 'paws8' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ reason: 'coupon.loyaltyNotEarned', message: 'Complete 2 more orders to unlock this reward' });

    // Two more delivered orders earn it; the count never runs past the target.
    for (let i = 0; i < 3; i += 1) await paidOrder(ctx, services, { customer, product, delivered: true });
    expect(await status(cookie)).toEqual({ success: true, count: 8, target: 8, remaining: 0, rewardAvailable: true, couponCode: 'PAWS8' });
    expect((await post(ctx, '/api/v1/order/validate-coupon', cookie, { couponCode: 'PAWS8' })).statusCode).toBe(200);

    // Lowered again, the customer is well past it.
    await setRewardOrders(reward.id, 4);
    expect(await status(cookie)).toMatchObject({ count: 4, target: 4, remaining: 0, rewardAvailable: true });
    expect(await programme()).toEqual({ success: true, target: 4 });
  });
});
