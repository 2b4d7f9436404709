import { MyCouponsResponse, ValidateCouponResponse } from '@shop/contract/orders';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers';
import { useTestContext } from '../../../test/context';
import { createCoupon, createProduct, createUser, verifyPhone } from '../../../test/factories';
import { paidOrder, post, servicesOf, shopper } from '../../../test/payment-helpers';
import type { Services } from '../../services';

const ctx = useTestContext();
let services: Services;
let staff: string;
let loyaltyId: string;
beforeAll(async () => {
  services = await servicesOf(ctx);
  staff = await loginAs(ctx, await createUser(ctx.db, { role: 'admin' }));
  await createCoupon(ctx.db, { type: 'free_order', code: 'FIRSTFREE' });
  loyaltyId = (await createCoupon(ctx.db, { type: 'loyalty', code: 'LOYALTY6', afterOrders: 6, notValidForCod: true })).id;
  await createCoupon(ctx.db, { type: 'flat', code: 'PURR100', discountAmountPaise: 10000, minOrderAmountPaise: 99900 });
  await createCoupon(ctx.db, { type: 'buyXgetY', code: 'BUY2GET1', buyQuantity: 2, getQuantity: 1 });
  await createCoupon(ctx.db, { type: 'percentage', code: 'CLUMP10', discountPercent: 10 });
  await createCoupon(ctx.db, { type: 'flat', code: 'BIG700', discountAmountPaise: 70000 });
});

const offer = async (cookie?: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/order/my-coupons', headers: cookie ? { cookie } : {} });
const answers = async (cookie: string) => {
  const res = await offer(cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return new Map(MyCouponsResponse.parse(res.json()).coupons.map((c) => [c.code, { usable: c.usable, reason: c.reason, message: c.message, automatic: c.automatic }]));
};
const addToCart = (cookie: string, productId: string, quantity: number) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/cart/add-to-cart', headers: { cookie }, payload: { productId, quantity } });

/** A returning customer (one delivered order) with one ₹594 bag in the cart. */
async function returningCustomer() {
  const customer = await shopper(ctx);
  const product = await createProduct(ctx.db, { stock: 50, mrpPaise: 69900, sellingPricePaise: 59400 });
  await paidOrder(ctx, services, { customer, product, delivered: true });
  expect((await addToCart(customer.cookie, product.id, 1)).statusCode).toBe(200);
  return { ...customer, product };
}

describe('GET /order/my-coupons', () => {
  it('answers, for the customer’s cart, whether each coupon is usable and the reason key and words why not', async () => {
    const { cookie, product } = await returningCustomer();
    const list = await answers(cookie);
    expect(list.get('FIRSTFREE')).toEqual({ usable: false, reason: 'coupon.firstOrderOnly', message: 'This coupon is only for your first order', automatic: null });
    expect(list.get('LOYALTY6')).toEqual({ usable: false, reason: 'coupon.loyaltyNotEarned', message: 'Complete 5 more orders to unlock this reward', automatic: null });
    expect(list.get('PURR100')).toEqual({ usable: false, reason: 'coupon.minOrder', message: 'Add items worth ₹999 or more to use this coupon', automatic: null });
    expect(list.get('BUY2GET1')).toEqual({ usable: false, reason: 'coupon.quantity', message: 'Add at least 2 items to your cart to use this coupon', automatic: null });
    expect(list.get('CLUMP10')).toEqual({ usable: true, reason: null, message: null, automatic: null });

    // The answers follow the cart: two bags reach BUY2GET1 and PURR100's minimum.
    await addToCart(cookie, product.id, 1);
    const more = await answers(cookie);
    expect(more.get('BUY2GET1')).toEqual({ usable: true, reason: null, message: null, automatic: 'buy_x_get_y' });
    expect(more.get('PURR100')).toEqual({ usable: true, reason: null, message: null, automatic: null });
  });

  it('says which coupon the shop applies by itself, and why: the free first order, or a buy-X-get-Y offer the cart reaches', async () => {
    const customer = await shopper(ctx);
    await verifyPhone(ctx.db, customer.user.id);
    const product = await createProduct(ctx.db, { stock: 50, mrpPaise: 69900, sellingPricePaise: 59400 });
    // An empty cart gets nothing by itself, not even the first order.
    expect([...(await answers(customer.cookie)).values()].every((c) => c.automatic === null)).toBe(true);

    await addToCart(customer.cookie, product.id, 1);
    const first = await answers(customer.cookie);
    expect(first.get('FIRSTFREE')).toEqual({ usable: true, reason: null, message: null, automatic: 'first_order' });
    expect(first.get('BUY2GET1')).toMatchObject({ usable: false, automatic: null });

    // The cart reaching the buy quantity makes the offer automatic too; the checkout keeps the free order over it.
    await addToCart(customer.cookie, product.id, 1);
    const two = await answers(customer.cookie);
    expect(two.get('FIRSTFREE')).toMatchObject({ automatic: 'first_order' });
    expect(two.get('BUY2GET1')).toMatchObject({ usable: true, automatic: 'buy_x_get_y' });

    // A second buy-X-get-Y offer is there to be chosen: one coupon a reason.
    await createCoupon(ctx.db, { type: 'buyXgetY', code: 'BUY2GET2', buyQuantity: 2, getQuantity: 2 });
    try {
      const both = await answers(customer.cookie);
      expect(both.get('BUY2GET1')).toMatchObject({ automatic: 'buy_x_get_y' });
      expect(both.get('BUY2GET2')).toMatchObject({ usable: true, automatic: null });
    } finally {
      await ctx.db.execute(sql`update coupons set is_active = false where code = 'BUY2GET2'`);
    }

    // Without a verified phone the free first order is refused, so it is not applied by itself.
    const { cookie: unverified } = await shopper(ctx);
    await addToCart(unverified, product.id, 1);
    expect((await answers(unverified)).get('FIRSTFREE')).toMatchObject({ usable: false, reason: 'coupon.phoneNotVerified', automatic: null });
  });

  it('says what the loyalty reward needs as staff set it', async () => {
    const { cookie } = await returningCustomer();
    const patch = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/coupons/${loyaltyId}`, headers: { cookie: staff }, payload: { afterOrders: 8 } });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await answers(cookie)).get('LOYALTY6')).toMatchObject({ reason: 'coupon.loyaltyNotEarned', message: 'Complete 7 more orders to unlock this reward' });
    await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/coupons/${loyaltyId}`, headers: { cookie: staff }, payload: { afterOrders: 6 } });
  });

  it('needs a signed-in customer', async () => {
    expect((await offer()).statusCode).toBe(401);
  });
});

describe('validate-coupon with `replacing`', () => {
  const validate = async (cookie: string, body: object) => {
    const res = await post(ctx, '/api/v1/order/validate-coupon', cookie, body);
    expect(res.statusCode, res.body).toBe(200);
    return ValidateCouponResponse.parse(res.json());
  };

  it('says whether the coupon saves more on the cart than the one it would replace', async () => {
    const { cookie, product } = await returningCustomer();
    await addToCart(cookie, product.id, 1);
    // A free ₹594 bag is worth more than 10% of ₹1,188, less than ₹700 off.
    expect((await validate(cookie, { couponCode: 'BUY2GET1', replacing: 'clump10' })).savesMore).toBe(true);
    expect((await validate(cookie, { couponCode: 'BUY2GET1', replacing: 'BIG700' })).savesMore).toBe(false);
    expect((await validate(cookie, { couponCode: 'CLUMP10', replacing: 'BUY2GET1' })).savesMore).toBe(false);
    // A replaced coupon that does not apply to the cart saves nothing.
    expect((await validate(cookie, { couponCode: 'CLUMP10', replacing: 'FIRSTFREE' })).savesMore).toBe(true);
    // Without `replacing`, the answer is the spec's as before.
    expect(await validate(cookie, { couponCode: ' buy2get1 ' })).not.toHaveProperty('savesMore');
  });
});
