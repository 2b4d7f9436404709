import { CART_LIMITS, CartItemResponse, CartResponse } from '@shop/contract/cart';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSignInRequired, loginAs } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createProduct, createUser } from '../../../test/factories';
import { products } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => void (ctx = await createTestContext()));
afterAll(() => ctx.close());

async function shopper() {
  return loginAs(ctx, await createUser(ctx.db));
}

const add = (cookie: string, payload: object) => ctx.app.inject({ method: 'POST', url: '/api/v1/cart/add-to-cart', headers: { cookie }, payload });
const getCart = async (cookie: string) => CartResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/cart/get-user-cart', headers: { cookie } })).json()).cartItems;

describe('the cart', () => {
  it('adds a product, and the same product again raises the quantity of its line', async () => {
    const cookie = await shopper();
    const lavender = await createProduct(ctx.db, { fragrance: 'Lavender', weight: '5 kg', mrpPaise: 69900, sellingPricePaise: 59400 });
    const first = await add(cookie, { productId: lavender.id, quantity: 1, multiplier: 1, selectedWeight: '5 kg', selectedFragrance: 'Lavender' });
    expect(first.statusCode).toBe(200);
    // Private JSON: never kept by a cache, never sniffed, without a document's headers.
    expect(first.headers).toMatchObject({ 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
    expect(first.headers['content-security-policy']).toBeUndefined();
    const { cartItem } = CartItemResponse.parse(first.json());
    expect(cartItem).toMatchObject({
      quantity: 1,
      selectedWeight: '5 kg',
      selectedFragrance: 'Lavender',
      productId: { _id: lavender.id, price: 699, finalPrice: 594, weight: '5 kg', fragrance: 'Lavender' },
    });
    const again = CartItemResponse.parse((await add(cookie, { productId: lavender.id, quantity: 2 })).json());
    expect(again.cartItem).toMatchObject({ _id: cartItem._id, quantity: 3 });
    expect((await getCart(cookie)).map((i) => [i._id, i.quantity])).toEqual([[cartItem._id, 3]]);
  });

  it('counts quantity × multiplier units', async () => {
    const cookie = await shopper();
    const p = await createProduct(ctx.db);
    expect((await add(cookie, { productId: p.id, quantity: 2, multiplier: 3 })).json().cartItem.quantity).toBe(6);
  });

  it('refuses what cannot be sold: unknown, hidden, coming soon, out of stock, more than in stock or the limit', async () => {
    const cookie = await shopper();
    const soon = await createProduct(ctx.db, { isAvailable: false });
    const empty = await createProduct(ctx.db, { stock: 0 });
    const few = await createProduct(ctx.db, { stock: 2 });
    const plenty = await createProduct(ctx.db, { stock: 500 });
    const hidden = await createProduct(ctx.db, { isHidden: true });
    const cases: Array<[object, number, string]> = [
      [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }, 404, 'This product is no longer available'],
      [{ productId: 'nonsense', quantity: 1 }, 404, 'This product is no longer available'],
      [{ productId: hidden.id, quantity: 1 }, 404, 'This product is no longer available'],
      [{ productId: soon.id, quantity: 1 }, 422, 'This product is coming soon and cannot be ordered yet'],
      [{ productId: empty.id, quantity: 1 }, 422, 'This product is out of stock'],
      [{ productId: few.id, quantity: 3 }, 422, 'Only 2 left in stock'],
      [{ productId: plenty.id, quantity: 4, multiplier: 3 }, 422, `You can order at most ${CART_LIMITS.maxQuantityPerItem} of one product`],
    ];
    for (const [payload, status, message] of cases) {
      const res = await add(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await getCart(cookie)).toEqual([]);
  });

  it.each([
    [{ quantity: 1 }, 'productId'],
    [{ productId: 'x', quantity: 0 }, 'quantity'],
    [{ productId: 'x', quantity: 1.5 }, 'quantity'],
    [{ productId: 'x', quantity: '1' }, 'quantity'],
    [{ productId: 'x', quantity: CART_LIMITS.maxQuantityPerItem + 1 }, 'quantity'],
    [{ productId: 'x', quantity: 1, multiplier: 0 }, 'multiplier'],
  ])('refuses the malformed body %j with 400 naming %s', async (payload, field) => {
    const res = await add(await shopper(), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field}:`));
  });

  it('keeps at most the named number of different products', async () => {
    const cookie = await shopper();
    for (let i = 0; i < CART_LIMITS.maxDistinctItems; i++) {
      expect((await add(cookie, { productId: (await createProduct(ctx.db)).id, quantity: 1 })).statusCode).toBe(200);
    }
    const over = await add(cookie, { productId: (await createProduct(ctx.db)).id, quantity: 1 });
    expect(over.statusCode).toBe(422);
  });

  it('updates a quantity (top level or inside data), removes a line, and clears', async () => {
    const cookie = await shopper();
    const a = (await add(cookie, { productId: (await createProduct(ctx.db)).id, quantity: 1 })).json().cartItem;
    const b = (await add(cookie, { productId: (await createProduct(ctx.db)).id, quantity: 1 })).json().cartItem;
    const put = (id: string, payload: object) => ctx.app.inject({ method: 'PUT', url: `/api/v1/cart/update-cart-item/${id}`, headers: { cookie }, payload });
    expect((await put(a._id, { quantity: 4 })).json().cartItem.quantity).toBe(4);
    expect((await put(a._id, { data: { quantity: 5 } })).json().cartItem.quantity).toBe(5);
    expect((await put(a._id, { quantity: 0 })).statusCode).toBe(400);
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/cart/remove-cart-item/${b._id}`, headers: { cookie } });
    expect(removed.statusCode).toBe(200);
    expect((await getCart(cookie)).map((i) => i._id)).toEqual([a._id]);
    const again = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/cart/remove-cart-item/${b._id}`, headers: { cookie } });
    expect(again.statusCode).toBe(404);
    const cleared = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/cart/clear-cart', headers: { cookie } });
    expect(cleared.json()).toEqual({ success: true, message: 'Cart cleared' });
    expect(await getCart(cookie)).toEqual([]);
  });

  it("never shows or changes another user's cart line", async () => {
    const owner = await shopper();
    const line = (await add(owner, { productId: (await createProduct(ctx.db)).id, quantity: 1 })).json().cartItem;
    const other = await shopper();
    expect(await getCart(other)).toEqual([]);
    const put = await ctx.app.inject({ method: 'PUT', url: `/api/v1/cart/update-cart-item/${line._id}`, headers: { cookie: other }, payload: { quantity: 2 } });
    expect(put.statusCode).toBe(404);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/cart/remove-cart-item/${line._id}`, headers: { cookie: other } });
    expect(del.statusCode).toBe(404);
    expect((await getCart(owner))[0]?.quantity).toBe(1);
  });

  it('drops lines whose product has been hidden since', async () => {
    const cookie = await shopper();
    const p = await createProduct(ctx.db);
    await add(cookie, { productId: p.id, quantity: 1 });
    await ctx.db.update(products).set({ isHidden: true }).where(eq(products.id, p.id));
    expect(await getCart(cookie)).toEqual([]);
  });

  it('holds the limit when two tabs add the same product at once', async () => {
    const cookie = await shopper();
    const p = await createProduct(ctx.db, { stock: 500 });
    const results = await Promise.all(Array.from({ length: 4 }, () => add(cookie, { productId: p.id, quantity: 4 })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect((await getCart(cookie))[0]?.quantity).toBe(8);
  });

  it.each([
    ['POST', '/api/v1/cart/add-to-cart'],
    ['GET', '/api/v1/cart/get-user-cart'],
    ['PUT', '/api/v1/cart/update-cart-item/x'],
    ['DELETE', '/api/v1/cart/remove-cart-item/x'],
    ['DELETE', '/api/v1/cart/clear-cart'],
  ] as const)('%s %s refuses anonymous callers with 401', (method, url) => expectSignInRequired(ctx, method, url));
});
