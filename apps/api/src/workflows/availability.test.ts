import { CartResponse } from '@shop/contract/cart';
import { ProductDetailResponse, ProductListResponse, PUBLIC_STOCK } from '@shop/contract/catalog';
import { PUBLIC_CACHE } from '@shop/contract/operations';
import { OrderResponse, PAYMENT_LIMITS, ValidateCouponResponse } from '@shop/contract/orders';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../test/context';
import { createCoupon, createProduct } from '../../test/factories';
import { openCheckout, payAtSandbox, post, shopper, verifyPayment } from '../../test/payment-helpers';
import { orders, paymentAttempts, products } from '../db/schema';

let ctx: TestContext;
beforeAll(async () => void (ctx = await createTestContext()));
afterAll(() => ctx.close());

const setStock = (id: string, stock: number) => ctx.db.update(products).set({ stock }).where(eq(products.id, id));
const stockOf = async (id: string) => (await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const attemptsOf = (userId: string) => ctx.db.select().from(paymentAttempts).where(eq(paymentAttempts.userId, userId));
const ordersOf = (userId: string) => ctx.db.select().from(orders).where(eq(orders.userId, userId));
const detail = async (id: string) => ProductDetailResponse.parse((await ctx.app.inject({ method: 'GET', url: `/api/v1/products/get-product-by/${id}` })).json());
const listed = async (id: string) => ProductListResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/products/all-products' })).json()).products.find((p) => p._id === id);
const addToCart = (cookie: string, productId: string, quantity: number) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/cart/add-to-cart', headers: { cookie }, payload: { productId, quantity } });
const validate = (cookie: string, couponCode: string) => post(ctx, '/api/v1/order/validate-coupon', cookie, { couponCode });

describe('the stock state in the public product data', () => {
  it('says in stock without the count while there are plenty, the units left once few, sold out at 0; kept bodies follow at once', async () => {
    const small = await createProduct(ctx.db, { stock: 240, lineKey: 'stock-state-line', weight: '5 kg' });
    const large = await createProduct(ctx.db, { stock: 3, lineKey: 'stock-state-line', weight: '10 kg' });
    expect((await detail(small.id)).product).toMatchObject({ availability: true, inStock: true, unitsLeft: null });
    expect(await listed(small.id)).toMatchObject({ inStock: true, unitsLeft: null });
    expect((await detail(small.id)).variants.find((v) => v._id === large.id)).toMatchObject({ inStock: true, unitsLeft: 3 });
    // Nothing says how many there are while there are plenty.
    expect(JSON.stringify(await detail(small.id))).not.toContain('240');

    await setStock(small.id, PUBLIC_STOCK.lowUnits);
    await expect.poll(async () => (await detail(small.id)).product.unitsLeft, { timeout: 2000, interval: 20 }).toBe(PUBLIC_STOCK.lowUnits);
    await setStock(small.id, 0);
    await expect.poll(async () => (await listed(small.id))?.inStock, { timeout: 2000, interval: 20 }).toBe(false);
    // Each kept body is dropped by the same notice, but in its own time: each is waited for, within the same bound.
    await expect.poll(async () => (await detail(small.id)).product, { timeout: 2000, interval: 20 }).toMatchObject({ availability: true, inStock: false, unitsLeft: 0 });
    await expect.poll(async () => (await detail(large.id)).variants.find((v) => v._id === small.id), { timeout: 2000, interval: 20 }).toMatchObject({ inStock: false });
  });

  it('announces a change of stock only when what the storefront shows changes', async () => {
    const p = await createProduct(ctx.db, { stock: 240 });
    const marker = await createProduct(ctx.db, { stock: 240 });
    const listener = new pg.Client({ connectionString: ctx.databaseUrl });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query(`LISTEN ${PUBLIC_CACHE.changesChannel}`);
    // Heard once this change's notice arrives; notices come in commit order.
    const settle = async (expected: number) => {
      await ctx.db.update(products).set({ sortOrder: heard.length + 100 }).where(eq(products.id, marker.id));
      await expect.poll(() => heard.length).toBe(expected + 1);
      heard.length = 0;
    };
    try {
      await setStock(p.id, 239); // plenty → plenty: a sale announces nothing
      await settle(0);
      await setStock(p.id, PUBLIC_STOCK.lowUnits + 1);
      await settle(0);
      await setStock(p.id, PUBLIC_STOCK.lowUnits); // few left: shown
      await settle(1);
      await setStock(p.id, 4);
      await settle(1);
      await setStock(p.id, 0); // sold out
      await settle(1);
      await setStock(p.id, 50); // back in stock
      await settle(1);
    } finally {
      await listener.end();
    }
  });

  it('a cart line carries its product\'s stock state, so a line above the stock is known before checkout', async () => {
    const { cookie } = await shopper(ctx);
    const p = await createProduct(ctx.db, { stock: 6 });
    expect((await addToCart(cookie, p.id, 5)).json().cartItem.productId).toMatchObject({ inStock: true, unitsLeft: 6 });
    await setStock(p.id, 3);
    const cart = CartResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/cart/get-user-cart', headers: { cookie } })).json());
    expect(cart.cartItems[0]).toMatchObject({ quantity: 5, productId: { inStock: true, unitsLeft: 3 } });
  });
});

describe('free units known before money is asked for', () => {
  it('a cart equal to the stock cannot get a buyXgetY free unit: the coupon is refused with its reason, and no payment is opened with it', async () => {
    const { user, cookie } = await shopper(ctx);
    const p = await createProduct(ctx.db, { stock: 4, productName: 'Four Left Litter' });
    const b2g1 = await createCoupon(ctx.db, { type: 'buyXgetY', buyQuantity: 2, getQuantity: 1 });
    expect((await addToCart(cookie, p.id, 4)).statusCode).toBe(200);

    const checked = await validate(cookie, b2g1.code);
    expect(checked.statusCode).toBe(422);
    expect(checked.json()).toMatchObject({ reason: 'coupon.freeUnitOutOfStock', message: 'The free item of this offer is out of stock for the products in your cart' });

    const opened = await post(ctx, '/api/v1/order/create-razorpay-order', cookie, { items: [{ productId: p.id, quantity: 4 }], coupon: { code: b2g1.code } });
    expect(opened.statusCode).toBe(422);
    expect(opened.json().reason).toBe('coupon.freeUnitOutOfStock');
    expect(await attemptsOf(user.id)).toHaveLength(0);

    // Without the coupon the four are sold as they are.
    const plain = await openCheckout(ctx, cookie, [{ productId: p.id, quantity: 4 }]);
    expect((await verifyPayment(ctx, cookie, await payAtSandbox(ctx, plain.id))).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(0);
  });

  it('the free unit comes from the cheapest product that has one beyond the cart, and the order gets exactly that', async () => {
    const { user, cookie } = await shopper(ctx);
    const cheap = await createProduct(ctx.db, { stock: 2, mrpPaise: 30000, sellingPricePaise: 30000, productName: 'Cheap Scoop' });
    const dear = await createProduct(ctx.db, { stock: 5, mrpPaise: 60000, sellingPricePaise: 60000, productName: 'Dear Litter' });
    const b2g1 = await createCoupon(ctx.db, { type: 'buyXgetY', buyQuantity: 2, getQuantity: 1 });
    await addToCart(cookie, cheap.id, 2);
    await addToCart(cookie, dear.id, 2);
    const checked = ValidateCouponResponse.parse((await validate(cookie, b2g1.code)).json());
    expect(checked.freeUnits).toEqual([{ productId: dear.id, quantity: 1, unitPrice: 600 }]);

    const items = [
      { productId: cheap.id, quantity: 2 },
      { productId: dear.id, quantity: 2 },
    ];
    const checkout = await openCheckout(ctx, cookie, items, { coupon: { code: b2g1.code } });
    expect(checkout.amount).toBe(2 * 30000 + 2 * 60000);
    const res = await verifyPayment(ctx, cookie, await payAtSandbox(ctx, checkout.id));
    expect(res.statusCode, res.body).toBe(200);
    const order = OrderResponse.parse(res.json()).order;
    expect(order.items.filter((i) => i.isFree)).toMatchObject([{ productId: dear.id, quantity: 1 }]);
    expect(await stockOf(cheap.id)).toBe(0);
    expect(await stockOf(dear.id)).toBe(2);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });
});

describe('two customers racing for the last units', () => {
  it('only one opens a payment; the other is refused before paying, and can buy once the first payment lapses', async () => {
    const a = await shopper(ctx);
    const b = await shopper(ctx);
    const p = await createProduct(ctx.db, { stock: 2, productName: 'Last Two Litter' });
    const items = [{ productId: p.id, quantity: 2 }];
    const [resA, resB] = await Promise.all([
      post(ctx, '/api/v1/order/create-razorpay-order', a.cookie, { items }),
      post(ctx, '/api/v1/order/create-razorpay-order', b.cookie, { items }),
    ]);
    expect([resA.statusCode, resB.statusCode].sort()).toEqual([200, 409]);
    const [winner, loser] = resA.statusCode === 200 ? [a, b] : [b, a];
    const refused = (resA.statusCode === 409 ? resA : resB).json();
    expect(refused).toMatchObject({ reason: 'order.stockHeld', params: { product: 'Last Two Litter', stock: 0 } });
    expect(await attemptsOf(loser.user.id)).toHaveLength(0);

    // Cash on Delivery cannot take the units being paid for either.
    const cod = await post(ctx, '/api/v1/order/create-order', loser.cookie, { items, payment: { method: 'COD', status: 'pending' } });
    expect(cod.statusCode).toBe(409);
    expect(cod.json().reason).toBe('order.stockHeld');
    // The customer paying may open Checkout again (their own payment holds nothing against them).
    const again = await openCheckout(ctx, winner.cookie, items);
    const paid = await verifyPayment(ctx, winner.cookie, await payAtSandbox(ctx, again.id));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await stockOf(p.id)).toBe(0);
    expect(await ordersOf(loser.user.id)).toHaveLength(0);
  });

  it('a payment left unpaid holds its units only until it expires', async () => {
    const a = await shopper(ctx);
    const b = await shopper(ctx);
    const p = await createProduct(ctx.db, { stock: 1 });
    const items = [{ productId: p.id, quantity: 1 }];
    await openCheckout(ctx, a.cookie, items);
    expect((await post(ctx, '/api/v1/order/create-razorpay-order', b.cookie, { items })).statusCode).toBe(409);
    ctx.clock.advance((PAYMENT_LIMITS.attemptTtlMinutes + 1) * 60_000);
    // Signed in again: the session's access token is shorter lived than a payment attempt.
    const cod = await post(ctx, '/api/v1/order/create-order', await loginAs(ctx, b.user), { items, payment: { method: 'COD', status: 'pending' } });
    expect(cod.statusCode, cod.body).toBe(201);
    expect(await stockOf(p.id)).toBe(0);
  });
});
