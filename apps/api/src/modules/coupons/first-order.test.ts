import { CouponsResponse } from '@shop/contract/orders';
import { addressIdentity, normaliseEmail } from '@shop/contract/coupons';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createCoupon, createProduct, createUser, giveAddress, verifyPhone } from '../../../test/factories';
import { post } from '../../../test/payment-helpers';
import { firstOrderClaims, orders, users } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A signed-up customer: this email, a verified phone of its own unless `phone: false`, and this street as primary address. */
async function signUp(email: string, street: string, options: { phone?: boolean; pincode?: number } = {}) {
  const user = await createUser(ctx.db, { email });
  await giveAddress(ctx.db, user.id, options.pincode ?? 560034, street);
  if (options.phone !== false) await verifyPhone(ctx.db, user.id);
  return { user, cookie: await loginAs(ctx, user) };
}

/** A free first order (₹0, nothing to pay) of one unit, to the customer's primary address. */
const orderFree = (cookie: string, productId: string, code: string) =>
  post(ctx, '/api/v1/order/create-razorpay-order', cookie, { items: [{ productId, quantity: 1 }], coupon: { code } });

const ordersOf = (userId: string) => ctx.db.select().from(orders).where(eq(orders.userId, userId));

describe('normalised identities', () => {
  it('reads aliases of one mailbox, and one street written differently, as one', () => {
    expect(normaliseEmail('Ravi.Kumar+1@GoogleMail.com')).toBe('ravikumar@gmail.com');
    expect(normaliseEmail('r.avikumar+shop@gmail.com')).toBe('ravikumar@gmail.com');
    expect(normaliseEmail('ravi.kumar+2@example.in')).toBe('ravi.kumar@example.in');
    expect(normaliseEmail('ravikumar@example.in')).not.toBe(normaliseEmail('ravi.kumar@example.in'));
    const one = addressIdentity({ address_line1: '12, M.G. Road', pincode: '560001' });
    expect(addressIdentity({ address_line1: '#12 MG Rd.', pincode: '560001' })).toBe(one);
    expect(addressIdentity({ address_line1: 'House No. 12,  mg  road', pincode: '560001' })).toBe(one);
    expect(addressIdentity({ address_line1: '12, M.G. Road', pincode: '560002' })).not.toBe(one);
  });
});

describe('one free first order per person', () => {
  it('gives three plus-aliases and dotted variants of one mailbox one free order', async () => {
    const p = await createProduct(ctx.db, { mrpPaise: 119900, sellingPricePaise: 119900, stock: 10 });
    const free = await createCoupon(ctx.db, { type: 'free_order' });
    const emails = ['attacker+0@gmail.com', 'at.tacker+1@gmail.com', 'a.t.t.a.c.k.e.r+2@googlemail.com'];
    const accounts = [];
    for (const [i, email] of emails.entries()) accounts.push(await signUp(email, `${i + 1}, Alias Street`));
    const first = await orderFree(accounts[0]!.cookie, p.id, free.code);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ freeOrder: true, order: { total: 0 } });
    for (const other of accounts.slice(1)) {
      const res = await orderFree(other.cookie, p.id, free.code);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ reason: 'coupon.firstOrderTaken', params: { by: 'email' }, message: 'This offer is for a first order only, and it has already been used with this email address' });
      // The checkout's coupon check says the same before anything is bought.
      await post(ctx, '/api/v1/cart/add-to-cart', other.cookie, { productId: p.id, quantity: 1 });
      const check = await post(ctx, '/api/v1/order/validate-coupon', other.cookie, { couponCode: free.code, amount: 0 });
      expect(check.json()).toMatchObject({ reason: 'coupon.firstOrderTaken' });
      expect(await ordersOf(other.user.id)).toHaveLength(0);
    }
  });

  it('gives three accounts delivering to one address (its street written differently) one free order', async () => {
    const p = await createProduct(ctx.db, { mrpPaise: 119900, sellingPricePaise: 119900, stock: 10 });
    const free = await createCoupon(ctx.db, { type: 'free_order' });
    const streets = ['221, 5th Main Road', '221 5th Main Rd.', '#221, Fifth Main road'];
    const accounts = [];
    for (const street of streets) accounts.push(await signUp(`farm-${street.length}-${accounts.length}@example.com`, street, { pincode: 560038 }));
    expect((await orderFree(accounts[0]!.cookie, p.id, free.code)).statusCode).toBe(200);
    for (const other of accounts.slice(1)) {
      const res = await orderFree(other.cookie, p.id, free.code);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ reason: 'coupon.firstOrderTaken', params: { by: 'address' }, message: 'This offer is for a first order only, and it has already been used with this delivery address' });
    }
    // Another address given with the order itself is read the same way.
    const fourth = await signUp('farm-fourth@example.com', '9, Elsewhere Lane', { pincode: 560038 });
    const typed = await post(ctx, '/api/v1/order/create-razorpay-order', fourth.cookie, {
      items: [{ productId: p.id, quantity: 1 }],
      coupon: { code: free.code },
      address: { address_line1: '221 - 5th main rd', address_line2: '', pincode: 560038, country: 'India' },
    });
    expect(typed.json()).toMatchObject({ reason: 'coupon.firstOrderTaken', params: { by: 'address' } });
  });

  it('gives one verified phone one free order, and refuses the offer without a verified phone', async () => {
    const p = await createProduct(ctx.db, { stock: 10 });
    const free = await createCoupon(ctx.db, { type: 'free_order' });
    const unverified = await signUp('no-phone@example.com', '3, Quiet Street', { phone: false });
    const refused = await orderFree(unverified.cookie, p.id, free.code);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ reason: 'coupon.phoneNotVerified', message: 'Verify your phone number in your profile to use the first-order offer' });
    expect(await ordersOf(unverified.user.id)).toHaveLength(0);

    const owner = await signUp('phone-owner@example.com', '4, Quiet Street');
    const [row] = await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, owner.user.id));
    expect((await orderFree(owner.cookie, p.id, free.code)).statusCode).toBe(200);
    // The number moves to a new account (its owner verified it there): the offer is not given again.
    await ctx.db.update(users).set({ phone: null, phoneVerifiedAt: null }).where(eq(users.id, owner.user.id));
    const again = await signUp('phone-again@example.com', '5, Quiet Street', { phone: false });
    await verifyPhone(ctx.db, again.user.id, row!.phone!);
    expect((await orderFree(again.cookie, p.id, free.code)).json()).toMatchObject({ reason: 'coupon.firstOrderTaken', params: { by: 'phone' } });
  });

  it('gives one free order when two accounts race for one address', async () => {
    const p = await createProduct(ctx.db, { stock: 10 });
    const free = await createCoupon(ctx.db, { type: 'free_order' });
    const a = await signUp('racer-a@example.com', '77, Race Course Road', { pincode: 560001 });
    const b = await signUp('racer-b@example.com', '77 Race Course Rd', { pincode: 560001 });
    const answers = await Promise.all([orderFree(a.cookie, p.id, free.code), orderFree(b.cookie, p.id, free.code)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((r) => r.statusCode === 422)!.json()).toMatchObject({ reason: 'coupon.firstOrderTaken', params: { by: 'address' } });
    const placed = [...(await ordersOf(a.user.id)), ...(await ordersOf(b.user.id))];
    expect(placed).toHaveLength(1);
    expect(await ctx.db.$count(firstOrderClaims, eq(firstOrderClaims.orderId, placed[0]!.id))).toBe(3);
  });

  it('frees the claims when the free first order is cancelled', async () => {
    const p = await createProduct(ctx.db, { stock: 10 });
    const free = await createCoupon(ctx.db, { type: 'free_order' });
    const first = await signUp('cancels@example.com', '8, Undo Street');
    const placed = await orderFree(first.cookie, p.id, free.code);
    const orderId = placed.json().order._id as string;
    const cancel = await post(ctx, `/api/v1/order/${orderId}/cancel`, first.cookie, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await ctx.db.$count(firstOrderClaims, eq(firstOrderClaims.orderId, orderId))).toBe(0);
    const housemate = await signUp('housemate@example.com', '8 Undo St');
    expect((await orderFree(housemate.cookie, p.id, free.code)).statusCode).toBe(200);
  });

  it('holds a coupon marked for new customers once per person too', async () => {
    const p = await createProduct(ctx.db, { mrpPaise: 100000, sellingPricePaise: 100000, stock: 10 });
    const welcome = await createCoupon(ctx.db, { type: 'percentage', discountPercent: 20, forNewCustomers: true });
    const a = await signUp('welcome+a@example.com', '6, Welcome Street', { phone: false });
    const b = await signUp('welcome+b@example.com', '7, Other Street', { phone: false });
    const cod = (cookie: string) => post(ctx, '/api/v1/order/create-order', cookie, { items: [{ productId: p.id, quantity: 1 }], coupon: { code: welcome.code }, payment: { method: 'COD' } });
    expect((await cod(a.cookie)).statusCode).toBe(201);
    expect((await cod(b.cookie)).json()).toMatchObject({ reason: 'coupon.firstOrderTaken', params: { by: 'email' } });
  });
});

describe('the checkout is told whether the free first order is on offer', () => {
  it('says no without a verified phone, yes with one, and no once the address had its free order', async () => {
    const p = await createProduct(ctx.db, { stock: 10 });
    const free = await createCoupon(ctx.db, { type: 'free_order' });
    const offer = async (cookie: string) => (await ctx.app.inject({ method: 'GET', url: '/api/v1/order/my-order-count', headers: { cookie } })).json();
    const a = await signUp('offer-a@example.com', '10, Offer Street', { phone: false });
    expect(await offer(a.cookie)).toEqual({ success: true, count: 0, firstOrderOffer: false });
    await verifyPhone(ctx.db, a.user.id);
    expect(await offer(a.cookie)).toEqual({ success: true, count: 0, firstOrderOffer: true });
    const b = await signUp('offer-b@example.com', '10 Offer St');
    expect((await orderFree(b.cookie, p.id, free.code)).statusCode).toBe(200);
    expect(await offer(a.cookie)).toEqual({ success: true, count: 0, firstOrderOffer: false });
  });
});

describe('private coupons', () => {
  it('are not listed but work when typed; one limited to named customers is refused to a stranger', async () => {
    const p = await createProduct(ctx.db, { mrpPaise: 100000, sellingPricePaise: 100000, stock: 10 });
    const listed = await createCoupon(ctx.db, { type: 'flat', discountAmountPaise: 5000 });
    const hidden = await createCoupon(ctx.db, { type: 'flat', discountAmountPaise: 10000, isPrivate: true });
    const sorry = await createCoupon(ctx.db, { type: 'percentage', discountPercent: 100, isPrivate: true, allowedEmails: ['upset.customer@gmail.com'] });
    const all = CouponsResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/order/get-all-coupons' })).json());
    const codes = all.coupons.map((c) => c.code);
    expect(codes).toContain(listed.code);
    expect(codes).not.toContain(hidden.code);
    expect(codes).not.toContain(sorry.code);

    const cod = (cookie: string, code: string) => post(ctx, '/api/v1/order/create-order', cookie, { items: [{ productId: p.id, quantity: 1 }], coupon: { code }, payment: { method: 'COD' } });
    const anyone = await signUp('anyone@example.com', '1, Public Street');
    const typed = await cod(anyone.cookie, hidden.code.toLowerCase());
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json().order).toMatchObject({ couponCode: hidden.code, couponDiscount: 100 });

    const stranger = await signUp('stranger@example.com', '2, Public Street');
    const refused = await cod(stranger.cookie, sorry.code);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ reason: 'coupon.notForYou', message: 'This coupon is not valid for your account' });
    // The named customer, under an alias of the same mailbox, gets it.
    const named = await signUp('upsetcustomer+orders@googlemail.com', '3, Public Street');
    const given = await post(ctx, '/api/v1/order/create-razorpay-order', named.cookie, { items: [{ productId: p.id, quantity: 1 }], coupon: { code: sorry.code } });
    expect(given.statusCode, given.body).toBe(200);
  });
});
