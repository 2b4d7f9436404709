import { CART_LIMITS, CartResponse } from '@shop/contract/cart';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createProduct, createUser } from '../../../test/factories';
import { cartItems, products } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Cookie = string;
const inject = (cookie: Cookie, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1/cart/${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

/** The four ways a customer changes a cart, each aimed at the line of one product. */
const MUTATIONS = {
  add: (cookie: Cookie, productId: string) => inject(cookie, 'POST', 'add-to-cart', { productId, quantity: 1 }),
  update: (cookie: Cookie, _productId: string, lineId: string) => inject(cookie, 'PUT', `update-cart-item/${lineId}`, { quantity: 2 }),
  remove: (cookie: Cookie, _productId: string, lineId: string) => inject(cookie, 'DELETE', `remove-cart-item/${lineId}`),
  clear: (cookie: Cookie) => inject(cookie, 'DELETE', 'clear-cart'),
};
type Mutation = keyof typeof MUTATIONS;
const NAMES = Object.keys(MUTATIONS) as Mutation[];
const PAIRS = NAMES.flatMap((a, i) => NAMES.slice(i).map((b) => [a, b] as const));
const ROUNDS = 4;

describe('concurrent cart changes by one customer', () => {
  it.each(PAIRS)('%s racing %s: every answer is 2xx or a 4xx with a message, and the cart stays whole', async (a, b) => {
    const user = await createUser(ctx.db);
    const cookie = await loginAs(ctx, user);
    const product = await createProduct(ctx.db, { stock: 50 });
    for (let round = 0; round < ROUNDS; round += 1) {
      // Start each round from one line of the product, then fire both changes at once (twice each).
      await MUTATIONS.clear(cookie);
      const seeded = await MUTATIONS.add(cookie, product.id);
      expect(seeded.statusCode, seeded.body).toBe(200);
      const lineId = seeded.json().cartItem._id as string;
      const answers = await Promise.all([a, b, a, b].map((m) => MUTATIONS[m](cookie, product.id, lineId)));
      for (const res of answers) {
        expect(res.statusCode, `${res.statusCode} ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect([404, 422]).toContain(res.statusCode);
          expect(res.json().message).toEqual(expect.any(String));
        }
      }
      const rows = await ctx.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
      expect(rows.length).toBeLessThanOrEqual(1);
      for (const row of rows) {
        expect(row.quantity).toBeGreaterThan(0);
        expect(row.quantity).toBeLessThanOrEqual(CART_LIMITS.maxQuantityPerItem);
      }
      const listed = CartResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/cart/get-user-cart', headers: { cookie } })).json()).cartItems;
      expect(listed.map((i) => i.quantity)).toEqual(rows.map((r) => r.quantity));
    }
  });

  it('a line whose product is deleted while it is being updated is a 404, never a 500', async () => {
    const cookie = await loginAs(ctx, await createUser(ctx.db));
    for (let round = 0; round < ROUNDS; round += 1) {
      const product = await createProduct(ctx.db, { stock: 50 });
      const lineId = (await MUTATIONS.add(cookie, product.id)).json().cartItem._id as string;
      const [update] = await Promise.all([MUTATIONS.update(cookie, product.id, lineId), ctx.db.delete(products).where(eq(products.id, product.id))]);
      expect([200, 404]).toContain(update.statusCode);
      const readd = await MUTATIONS.add(cookie, product.id);
      expect(readd.statusCode).toBe(404);
      expect(readd.json().message).toBe('This product is no longer available');
    }
  });

  it('adding the same new product from many tabs at once makes one line with every unit', async () => {
    const user = await createUser(ctx.db);
    const cookie = await loginAs(ctx, user);
    const product = await createProduct(ctx.db, { stock: 50 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => MUTATIONS.add(cookie, product.id)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const rows = await ctx.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
    expect(rows).toEqual([expect.objectContaining({ quantity: 6 })]);
  });
});
