import { COUPON_MESSAGES, CouponsResponse, MyOrderCountResponse, MyOrdersResponse, OrderResponse } from '@shop/contract/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createCoupon, createProduct, createUser, giveAddress } from '../../../test/factories';
import { cartItems, orderEvents, orders, products } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => void (ctx = await createTestContext()));
afterAll(() => ctx.close());

async function customer(pincode = 560034) {
  const user = await createUser(ctx.db);
  await giveAddress(ctx.db, user.id, pincode);
  return { user, cookie: await loginAs(ctx, user) };
}

const placeCod = (cookie: string, body: object) => ctx.app.inject({ method: 'POST', url: '/api/v1/order/create-order', headers: { cookie }, payload: { payment: { method: 'COD', status: 'pending' }, ...body } });

describe('Cash on Delivery orders', () => {
  it('prices the order on the server, ignoring any price the client sends, and clears the cart', async () => {
    const { user, cookie } = await customer();
    const lavender = await createProduct(ctx.db, { productName: 'Lavender 5 kg', mrpPaise: 69900, sellingPricePaise: 59400, stock: 10 });
    await ctx.app.inject({ method: 'POST', url: '/api/v1/cart/add-to-cart', headers: { cookie }, payload: { productId: lavender.id, quantity: 2 } });

    const res = await placeCod(cookie, { items: [{ productId: lavender.id, quantity: 2, price: 1 }] });
    expect(res.statusCode).toBe(201);
    const { order } = OrderResponse.parse(res.json());
    expect(order).toMatchObject({
      status: 'placed',
      statusLabel: 'Order Placed',
      paymentMethod: 'COD',
      paymentStatus: 'pending',
      mrpTotal: 1398,
      productDiscount: 210,
      subtotal: 1188,
      couponDiscount: 0,
      shipping: 0,
      total: 1188,
      address: { address_line1: '12, 4th Cross', city: 'Bengaluru Urban', state: 'Karnataka', pincode: 560034, country: 'India' },
    });
    expect(order.customOrderId).toMatch(/^ORD-\d{8}-\d{4}$/);
    expect(order.items).toEqual([expect.objectContaining({ name: 'Lavender 5 kg', quantity: 2, unitPrice: 594, lineTotal: 1188, isFree: false })]);

    const [stock] = await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, lavender.id));
    expect(stock?.stock).toBe(8);
    expect(await ctx.db.$count(cartItems, eq(cartItems.userId, user.id))).toBe(0);
    expect(await ctx.db.$count(orderEvents, eq(orderEvents.orderId, order._id))).toBe(1);

    const mine = MyOrdersResponse.parse((await ctx.app.inject({ method: 'POST', url: '/api/v1/order/get-my-orders', headers: { cookie }, payload: {} })).json());
    expect(mine.orders.map((o) => o._id)).toEqual([order._id]);
  });

  it('counts the customer\'s own orders for the checkout, cancelled ones not counted', async () => {
    const { cookie } = await customer();
    const count = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/order/my-order-count', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      return MyOrderCountResponse.parse(res.json()).count;
    };
    expect(await count()).toBe(0);
    const p = await createProduct(ctx.db, { stock: 10 });
    const first = OrderResponse.parse((await placeCod(cookie, { items: [{ productId: p.id, quantity: 1 }] })).json()).order;
    await placeCod(cookie, { items: [{ productId: p.id, quantity: 1 }] });
    expect(await count()).toBe(2);
    await ctx.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, first._id));
    expect(await count()).toBe(1);
    // Someone else's orders are not counted, and a visitor has no count.
    expect(MyOrderCountResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/order/my-order-count', headers: { cookie: (await customer()).cookie } })).json()).count).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/order/my-order-count' })).statusCode).toBe(401);
  });

  it('gives consecutive order numbers within a day', async () => {
    const { cookie } = await customer();
    const p = await createProduct(ctx.db, { stock: 10 });
    const a = OrderResponse.parse((await placeCod(cookie, { items: [{ productId: p.id, quantity: 1 }] })).json()).order;
    const b = OrderResponse.parse((await placeCod(cookie, { items: [{ productId: p.id, quantity: 1 }] })).json()).order;
    const n = (id: string) => Number(id.slice(-4));
    expect(n(b.customOrderId)).toBe(n(a.customOrderId) + 1);
  });

  it('refuses an unserviceable pincode, a missing primary address, and unavailable products', async () => {
    const p = await createProduct(ctx.db);
    const andaman = await customer(744101);
    const far = await placeCod(andaman.cookie, { items: [{ productId: p.id, quantity: 1 }] });
    expect(far.statusCode).toBe(422);
    expect(far.json().message).toBe('Area not serviceable');

    const noAddress = await loginAs(ctx, await createUser(ctx.db));
    const none = await placeCod(noAddress, { items: [{ productId: p.id, quantity: 1 }] });
    expect(none.json().message).toBe('Please add a primary address in your profile');

    const { cookie } = await customer();
    const soon = await createProduct(ctx.db, { productName: 'Covered Box', isAvailable: false });
    expect((await placeCod(cookie, { items: [{ productId: soon.id, quantity: 1 }] })).json().message).toBe('Covered Box is no longer available');
    const few = await createProduct(ctx.db, { productName: 'Scoop', stock: 1 });
    expect((await placeCod(cookie, { items: [{ productId: few.id, quantity: 2 }] })).json().message).toBe('Only 1 of Scoop left in stock');
  });

  it('uses an address sent with the order, with city and state from the pincode', async () => {
    const { cookie } = await customer();
    const p = await createProduct(ctx.db);
    const res = await placeCod(cookie, { items: [{ productId: p.id, quantity: 1 }], address: { address_line1: 'Flat 3B, Sea View', pincode: 400001, city: 'Wrong', state: 'Wrong' } });
    expect(OrderResponse.parse(res.json()).order.address).toMatchObject({ city: 'Mumbai', state: 'Maharashtra', pincode: 400001 });
  });

  it('refuses coupons that cannot be used with COD, and applies a flat one', async () => {
    const { cookie } = await customer();
    const p = await createProduct(ctx.db, { mrpPaise: 100000, sellingPricePaise: 100000, stock: 10 });
    const free = await createCoupon(ctx.db, { type: 'free_order' });
    const refused = await placeCod(cookie, { items: [{ productId: p.id, quantity: 1 }], coupon: { code: free.code } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('This coupon is not valid for Cash on Delivery');

    const flat = await createCoupon(ctx.db, { type: 'flat', discountAmountPaise: 10000, minOrderAmountPaise: 99900 });
    const ok = OrderResponse.parse((await placeCod(cookie, { items: [{ productId: p.id, quantity: 1 }], coupon: { code: flat.code.toLowerCase() } })).json()).order;
    expect(ok).toMatchObject({ couponCode: flat.code, couponDiscount: 100, total: 900 });
  });

  it('never sells more than the stock, whatever the concurrency', async () => {
    const p = await createProduct(ctx.db, { stock: 5 });
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => customer()));
    const results = await Promise.all(shoppers.map((s) => placeCod(s.cookie, { items: [{ productId: p.id, quantity: 1 }] })));
    const placed = results.filter((r) => r.statusCode === 201).length;
    expect(placed).toBe(5);
    expect(results.filter((r) => r.statusCode !== 201).every((r) => [409, 422].includes(r.statusCode))).toBe(true);
    const [row] = await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, p.id));
    expect(row?.stock).toBe(0);
  });

  it('lets a once-per-customer coupon be used once, even by concurrent orders', async () => {
    const { cookie } = await customer();
    const p = await createProduct(ctx.db, { mrpPaise: 100000, sellingPricePaise: 100000, stock: 100 });
    const once = await createCoupon(ctx.db, { type: 'percentage', discountPercent: 10, usageLimitPerUser: 1 });
    const results = await Promise.all(Array.from({ length: 10 }, () => placeCod(cookie, { items: [{ productId: p.id, quantity: 1 }], coupon: { code: once.code } })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 422).every((r) => r.json().message === 'You have already used this coupon')).toBe(true);
  });

  it('refuses malformed orders with 400 naming the field', async () => {
    const { cookie } = await customer();
    for (const [body, field] of [
      [{ items: [] }, 'items'],
      [{ items: [{ productId: 'x', quantity: 0 }] }, 'items.0.quantity'],
      [{ items: [{ productId: 'x', quantity: 1 }], payment: { method: 'CARD' } }, 'payment.method'],
      [{ items: [{ productId: 'x', quantity: 1 }], address: { address_line1: 'A', pincode: 12 } }, 'address.pincode'],
    ] as const) {
      const res = await placeCod(cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field.replaceAll('.', '\\.')}:`));
    }
  });
});

describe('coupons', () => {
  it('lists active, current coupons with COD compatibility', async () => {
    await createCoupon(ctx.db, { type: 'buyXgetY', code: 'LISTB2G1', buyQuantity: 2, getQuantity: 1 });
    await createCoupon(ctx.db, { type: 'flat', code: 'LISTOFF', isActive: false });
    await createCoupon(ctx.db, { type: 'flat', code: 'LISTOLD', validUntil: new Date('2020-01-01') });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/order/get-all-coupons' });
    const codes = res.json().coupons.map((c: { code: string }) => c.code);
    expect(codes).toContain('LISTB2G1');
    expect(codes).not.toContain('LISTOFF');
    expect(codes).not.toContain('LISTOLD');
    expect(res.json().coupons.find((c: { code: string }) => c.code === 'LISTB2G1')).toMatchObject({ type: 'buyXgetY', buyQuantity: 2, getQuantity: 1, notValidForCOD: true });
  });

  it('says for each coupon which payment methods it can be used with, as placement enforces', async () => {
    await createCoupon(ctx.db, { type: 'flat', code: 'PAYFLAT', discountAmountPaise: 5000 });
    await createCoupon(ctx.db, { type: 'flat', code: 'PAYNOCOD', discountAmountPaise: 5000, notValidForCod: true });
    await createCoupon(ctx.db, { type: 'loyalty', code: 'PAYLOYAL', afterOrders: 6 });
    const offer = CouponsResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/order/get-all-coupons' })).json()).coupons;
    const methods = (code: string) => offer.find((c) => c.code === code)?.paymentMethods;
    expect(methods('PAYFLAT')).toEqual(['COD', 'ONLINE']);
    expect(methods('PAYNOCOD')).toEqual(['ONLINE']);
    expect(methods('PAYLOYAL')).toEqual(['ONLINE']);

    // An applied coupon says the same, and a COD order is refused the coupon its answer leaves COD out of.
    const { cookie } = await customer();
    const p = await createProduct(ctx.db, { mrpPaise: 50000, sellingPricePaise: 50000, stock: 10 });
    await ctx.app.inject({ method: 'POST', url: '/api/v1/cart/add-to-cart', headers: { cookie }, payload: { productId: p.id, quantity: 1 } });
    const applied = await ctx.app.inject({ method: 'POST', url: '/api/v1/order/validate-coupon', headers: { cookie }, payload: { couponCode: 'PAYNOCOD' } });
    expect(applied.json().coupon).toMatchObject({ code: 'PAYNOCOD', paymentMethods: ['ONLINE'], notValidForCOD: true });
    const cod = await placeCod(cookie, { items: [{ productId: p.id, quantity: 1 }], coupon: { code: 'PAYNOCOD' } });
    expect(cod.statusCode).toBe(422);
    expect(cod.json().message).toBe(COUPON_MESSAGES.notForCod);
  });

  it('validates against the server-side cart and names the broken rule', async () => {
    const { cookie } = await customer();
    const p = await createProduct(ctx.db, { mrpPaise: 50000, sellingPricePaise: 50000, stock: 10 });
    await ctx.app.inject({ method: 'POST', url: '/api/v1/cart/add-to-cart', headers: { cookie }, payload: { productId: p.id, quantity: 1 } });
    const validate = (couponCode: string, amount = 99999) => ctx.app.inject({ method: 'POST', url: '/api/v1/order/validate-coupon', headers: { cookie }, payload: { couponCode, amount } });

    const pct = await createCoupon(ctx.db, { type: 'percentage', discountPercent: 10 });
    const ok = await validate(pct.code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ valid: true, discountAmount: 50, message: 'Coupon applied!', coupon: { code: pct.code } });

    const min = await createCoupon(ctx.db, { type: 'flat', discountAmountPaise: 10000, minOrderAmountPaise: 99900 });
    expect((await validate(min.code)).json().message).toBe('Add items worth ₹999 or more to use this coupon');
    const b2g1 = await createCoupon(ctx.db, { type: 'buyXgetY', buyQuantity: 2, getQuantity: 1 });
    expect((await validate(b2g1.code)).json().message).toBe('Add at least 2 items to your cart to use this coupon');
    const later = await createCoupon(ctx.db, { type: 'flat', validFrom: new Date(Date.now() + 86_400_000) });
    expect((await validate(later.code)).json().message).toBe('This coupon is not active yet');
    const loyal = await createCoupon(ctx.db, { type: 'loyalty', afterOrders: 6 });
    expect((await validate(loyal.code)).json().message).toBe('Complete 6 more orders to unlock this reward');
    const unknown = await validate('NOPE');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('Invalid coupon code');
    expect((await validate('   ')).statusCode).toBe(400);
  });

  it('a first-order-free coupon is refused once the customer has ordered', async () => {
    const { cookie } = await customer();
    const p = await createProduct(ctx.db, { stock: 10 });
    await placeCod(cookie, { items: [{ productId: p.id, quantity: 1 }] });
    await ctx.app.inject({ method: 'POST', url: '/api/v1/cart/add-to-cart', headers: { cookie }, payload: { productId: p.id, quantity: 1 } });
    const free = await createCoupon(ctx.db, { type: 'free_order' });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/order/validate-coupon', headers: { cookie }, payload: { couponCode: free.code, amount: 0 } });
    expect(res.json().message).toBe('This coupon is only for your first order');
  });
});

describe('GET /api/v1/user/check-pincode-serviceability', () => {
  it('says whether the primary address can be delivered to', async () => {
    const near = await customer(560034);
    const ok = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/check-pincode-serviceability', headers: { cookie: near.cookie } });
    expect(ok.json()).toMatchObject({ success: true, isServiceable: true, primaryAddress: { pincode: 560034, isPrimary: true } });
    const far = await customer(744101);
    const no = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/check-pincode-serviceability', headers: { cookie: far.cookie } });
    expect(no.json()).toMatchObject({ isServiceable: false, message: 'This pincode is not serviceable. Please update your address.' });
    const none = await loginAs(ctx, await createUser(ctx.db));
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/check-pincode-serviceability', headers: { cookie: none } });
    expect(missing.json()).toMatchObject({ isServiceable: false, message: 'Please add a primary address in your profile', primaryAddress: null });
  });

  it('checks another pincode when asked (an address being typed, or one for this order only)', async () => {
    const near = await customer(560034);
    const check = (query: string, cookie = near.cookie) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1/user/check-pincode-serviceability${query}`, headers: { cookie } });
    expect((await check('?pincode=744101')).json()).toMatchObject({ isServiceable: false, primaryAddress: { pincode: 560034 } });
    // A pincode India Post does not know is named as not valid, rather than as out of the courier's reach.
    const unknown = 'This is not a valid Indian pincode. Please check it.';
    expect((await check('?pincode=999999')).json()).toMatchObject({ isServiceable: false, message: unknown, deliveryMessage: unknown, estimatedDeliveryDate: null, primaryAddress: { pincode: 560034 } });
    expect((await check('?pincode=110001')).json()).toMatchObject({ isServiceable: true });
    const none = await loginAs(ctx, await createUser(ctx.db));
    expect((await check('?pincode=110001', none)).json()).toMatchObject({ isServiceable: true, primaryAddress: null });
    const bad = await check('?pincode=12ab');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Enter a valid 6-digit pincode');
  });
});

describe('order data stays private', () => {
  it('shows a customer only their own orders', async () => {
    const a = await customer();
    const b = await customer();
    const p = await createProduct(ctx.db, { stock: 10 });
    await placeCod(a.cookie, { items: [{ productId: p.id, quantity: 1 }] });
    const theirs = await ctx.app.inject({ method: 'POST', url: '/api/v1/order/get-my-orders', headers: { cookie: b.cookie }, payload: {} });
    expect(theirs.json().orders).toEqual([]);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/v1/order/get-my-orders', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
